import { Link } from "react-router";
import { CpuName } from "~/components/cpu-name";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { recentCpus } from "./listings";
import { formatReleaseDate, releaseDatePrecision } from "./spec-sections";

/** Spec section 2: a fixed list. Facts from the makers' launch announcements. */
const RECENT_GPUS = [
  { name: "NVIDIA GeForce RTX 5090", memoryGb: 32, memoryType: "GDDR7", released: "2025-01-30" },
  { name: "NVIDIA GeForce RTX 5080", memoryGb: 16, memoryType: "GDDR7", released: "2025-01-30" },
  { name: "AMD Radeon RX 9070 XT", memoryGb: 16, memoryType: "GDDR6", released: "2025-03-06" },
  { name: "Intel Arc B580", memoryGb: 12, memoryType: "GDDR6", released: "2024-12-13" },
] as const;

/** The home page's recently released CPUs, each with its cores and release date. */
export function RecentCpus({ recent }: { recent: ReturnType<typeof recentCpus> }) {
  const tr = useTranslation();
  const { t, href, plural } = tr;
  const precision = releaseDatePrecision(recent.map((cpu) => cpu.releaseDate));
  return (
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
              <CpuName name={cpu.name} />
            </Link>
            <p className="text-sm text-gray-700">
              {plural("home.recentCpus.cores", cpu.cores, {
                cores: cpu.cores,
                threads: cpu.threads,
              })}
              {cpu.releaseDate &&
                ` · ${t("home.recentCpus.released", { date: formatReleaseDate(cpu.releaseDate, tr, precision) })}`}
            </p>
          </li>
        ))}
      </ul>
      <Link to={href("/cpus")} className="mt-3 inline-block py-1 text-blue-800 hover:underline">
        {t("home.browse")}
      </Link>
    </section>
  );
}

/** The home page's recent graphics cards: a fixed list, not part of the catalog. */
export function RecentGpus() {
  const { t, date } = useTranslation();
  return (
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
  );
}
