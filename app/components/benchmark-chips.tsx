import { Link } from "react-router";
import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { useTranslation } from "~/modules/i18n/use-translation";

/**
 * A row of links, one per benchmark, the current one filled: the ranking's categories, the
 * catalog's benchmark switch and the relative-performance chart's. Plain links, so they work
 * before the page's script runs.
 */
export function BenchmarkChips({
  items,
  current,
  ariaCurrent = "page",
  small = false,
}: {
  items: readonly { id: BenchmarkId; to: string }[];
  current: BenchmarkId;
  /** "page" when each link is another page, "true" when it switches a part of one. */
  ariaCurrent?: "page" | "true";
  small?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map(({ id, to }) => {
        const isCurrent = id === current;
        return (
          <li key={id}>
            <Link
              to={to}
              aria-current={isCurrent ? ariaCurrent : undefined}
              preventScrollReset
              className={`inline-block rounded-full border ${
                small ? "px-2.5 py-1 text-xs" : "px-3 py-1.5 text-sm"
              } ${
                isCurrent
                  ? "border-gray-900 bg-gray-900 font-semibold text-white"
                  : "border-gray-400 bg-white text-gray-900 hover:bg-gray-100"
              }`}
            >
              {t(`common.benchmark.${id}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
