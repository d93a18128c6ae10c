import { Link } from "react-router";
import { CpuPairSearch } from "~/components/cpu-pair-search";
import { FallbackNotice, PopularComparisons } from "~/components/popular-comparisons";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { currentRecentCpus } from "~/modules/catalog/catalog-views.server";
import { formatReleaseDate } from "~/modules/catalog/spec-sections";
import { popularComparisons } from "~/modules/compare/popular-comparisons";
import { useTranslation } from "~/modules/i18n/use-translation";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/home";

/** Spec section 2: a fixed list. Facts from the makers' launch announcements. */
const RECENT_GPUS = [
  { name: "NVIDIA GeForce RTX 5090", memoryGb: 32, memoryType: "GDDR7", released: "2025-01-30" },
  { name: "NVIDIA GeForce RTX 5080", memoryGb: 16, memoryType: "GDDR7", released: "2025-01-30" },
  { name: "AMD Radeon RX 9070 XT", memoryGb: 16, memoryType: "GDDR6", released: "2025-03-06" },
  { name: "Intel Arc B580", memoryGb: 12, memoryType: "GDDR6", released: "2024-12-13" },
] as const;

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export function loader({ params, request }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["home"]);
  const catalog = getCatalog();
  return {
    messages,
    fallback: catalog.source === "fallback",
    recent: currentRecentCpus(),
    popular: popularComparisons(catalog.byId),
    seo: pageSeo({
      path: "/",
      title: t("home.title"),
      description: t("home.description", { count: catalog.cpus.length }),
      keywords: keywordList(t("home.keywords")),
    }),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { recent, popular, fallback } = loaderData;
  const tr = useTranslation();
  const { t, href, date, plural } = tr;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t("home.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("home.intro")}</p>
      {fallback && <FallbackNotice />}
      <div className="mt-6">
        <CpuPairSearch />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="recent-cpus">
          <h2 id="recent-cpus" className="text-xl font-semibold">
            {t("home.recentCpus")}
          </h2>
          <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200 bg-white">
            {recent.map((cpu) => (
              <li key={cpu.id} className="px-4 py-3">
                <Link
                  to={href(`/cpus/${cpu.id}`)}
                  className="font-medium text-blue-800 hover:underline"
                >
                  {cpu.name}
                </Link>
                <p className="text-sm text-gray-700">
                  {plural("home.recentCpus.cores", cpu.cores, {
                    cores: cpu.cores,
                    threads: cpu.threads,
                  })}
                  {cpu.releaseDate &&
                    ` · ${t("home.recentCpus.released", { date: formatReleaseDate(cpu.releaseDate, tr) })}`}
                </p>
              </li>
            ))}
          </ul>
          <Link to={href("/cpus")} className="mt-3 inline-block py-1 text-blue-800 hover:underline">
            {t("home.browse")}
          </Link>
        </section>
        <section aria-labelledby="recent-gpus">
          <h2 id="recent-gpus" className="text-xl font-semibold">
            {t("home.recentGpus")}
          </h2>
          <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200 bg-white">
            {RECENT_GPUS.map((gpu) => (
              <li key={gpu.name} className="px-4 py-3">
                <span className="font-medium">{gpu.name}</span>
                <p className="text-sm text-gray-700">
                  {t("home.recentGpus.memory", { size: gpu.memoryGb, type: gpu.memoryType })} ·{" "}
                  {t("home.recentCpus.released", { date: date(gpu.released) })}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-gray-700">{t("home.recentGpus.note")}</p>
        </section>
        <section aria-labelledby="popular-comparisons">
          <h2 id="popular-comparisons" className="text-xl font-semibold">
            {t("home.popular")}
          </h2>
          <PopularComparisons popular={popular} />
          <Link
            to={href("/ranking/cinebench-r23-multi")}
            className="mt-3 inline-block py-1 text-blue-800 hover:underline"
          >
            {t("home.rankings")}
          </Link>
        </section>
      </div>
    </>
  );
}
