import { Link } from "react-router";
import { BenchmarkChips } from "~/components/benchmark-chips";
import { CompactSource } from "~/components/score-source";
import { useTranslation } from "~/modules/i18n/use-translation";
import { BRAND_BAR_COLOURS } from "./brand-colours";
import type { RelativeChart } from "./relative-performance";

/**
 * A CPU's relative-performance chart in one benchmark: horizontal bars of this CPU, its nearest
 * rivals and a few well-known CPUs, each relative to the benchmark's reference CPU (= 100) and
 * citing its figure's source; links switch the benchmark (no script needed).
 */
export function RelativePerformanceChart({
  chart,
  cpuId,
}: {
  chart: RelativeChart;
  cpuId: string;
}) {
  const { t, href, number } = useTranslation();
  const benchmark = t(`common.benchmark.${chart.benchmark}`);
  // The longest bar fills the row; the others are to scale with it.
  const longest = Math.max(...chart.bars.map((b) => b.relative));
  return (
    <div data-relative-chart={chart.benchmark}>
      {chart.offered.length > 1 && (
        <nav aria-label={t("cpu.relative.switch")}>
          <BenchmarkChips
            items={chart.offered.map((id) => ({
              id,
              to: `${href(`/cpus/${cpuId}`)}?rel=${id}#relative-performance-title`,
            }))}
            current={chart.benchmark}
            ariaCurrent="true"
            small
          />
        </nav>
      )}
      <p className="mt-3 text-sm text-gray-700">
        {t("cpu.relative.intro", { benchmark, reference: chart.reference.name })}{" "}
        <Link
          to={`${href("/methodology")}#relative-performance`}
          className="text-blue-800 underline underline-offset-2 hover:decoration-2"
        >
          {t("cpu.relative.how")}
        </Link>
      </p>
      <ol className="mt-3 space-y-2.5">
        {chart.bars.map((bar) => {
          const self = bar.role === "self";
          return (
            <li key={bar.id} className="text-sm" data-relative-bar={bar.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span>
                  {self ? (
                    <strong>{bar.name}</strong>
                  ) : (
                    <Link to={href(`/cpus/${bar.id}`)} className="text-blue-800 hover:underline">
                      {bar.name}
                    </Link>
                  )}
                  {(self || bar.role === "reference") && (
                    <span className="ml-1 text-gray-700">
                      ({t(self ? "cpu.relative.current" : "cpu.relative.reference")})
                    </span>
                  )}
                </span>
                <span className="tabular font-semibold">{number(bar.relative, 1)}</span>
              </div>
              <div className="mt-1 h-2.5 rounded bg-gray-100" aria-hidden="true">
                <div
                  className={`h-2.5 rounded ${BRAND_BAR_COLOURS[bar.brand]} ${self ? "" : "opacity-70"}`}
                  style={{ width: `${Math.min(100, (bar.relative / longest) * 100)}%` }}
                />
              </div>
              <p className="mt-0.5 text-xs text-gray-700">
                {t("cpu.relative.points", { figure: number(bar.source.value, 0) })} ·{" "}
                <CompactSource source={bar.source} />
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
