import { Link } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CpuName } from "./cpu-name";

export function PopularComparisons({
  popular,
}: {
  popular: { slug: string; a: string; b: string }[];
}) {
  const { t, href } = useTranslation();
  return (
    <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200 bg-white">
      {popular.map((pair) => (
        <li key={pair.slug}>
          <Link
            to={href(`/cpus/vs/${pair.slug}`)}
            className="block px-4 py-3 text-blue-800 hover:bg-gray-50 hover:underline"
          >
            <CpuName name={pair.a} /> <span className="text-gray-700">{t("common.vs")}</span>{" "}
            <CpuName name={pair.b} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Shown while the database is unreachable and the built-in list is served. */
export function FallbackNotice() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
    >
      {t("common.fallbackNotice")}
    </p>
  );
}
