import { useTranslation } from "~/modules/i18n/use-translation";
import type { AmazonLaptopCards } from "./amazon-laptops";

function LaptopIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-10 w-10 fill-none stroke-gray-700"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4" y="4" width="16" height="11" rx="1" />
      <path d="M2 19h20l-2-4H4z" />
    </svg>
  );
}

/**
 * 'Best Laptops on Amazon' (spec section 2), on comparisons with a laptop CPU. Labelled as
 * advertising, with the commission disclosure, only when the links carry an affiliate tag.
 * The pictures are drawn inline: nothing is loaded from Amazon or any other host.
 */
export function AmazonLaptopsSection({ laptops }: { laptops: AmazonLaptopCards }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="laptops">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="laptops" className="text-xl font-semibold">
          {t("compare.laptops.heading")}
        </h2>
        {laptops.affiliate && (
          <span className="rounded border border-gray-400 px-1.5 text-xs uppercase tracking-wide text-gray-700">
            {t("common.advertisement")}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {t(laptops.affiliate ? "compare.laptops.disclosure" : "compare.laptops.unpaid")}
      </p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {laptops.cards.map((laptop) => (
          <li key={laptop.id} className="flex flex-col rounded border border-gray-200 bg-white p-4">
            <LaptopIcon />
            <h3 className="mt-2 font-semibold">{laptop.name}</h3>
            <p className="mt-1 flex-1 text-sm text-gray-700">{t(`compare.laptops.${laptop.id}`)}</p>
            <a
              href={laptop.href}
              rel={laptops.affiliate ? "sponsored nofollow noopener" : "nofollow noopener"}
              className="mt-3 inline-block self-start rounded bg-gray-900 px-3 py-2 text-sm font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {t("compare.laptops.view")}
              <span className="sr-only">: {laptop.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
