import { Link } from "react-router";
import { textLinkClass, TextSection } from "~/components/text-page";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Operator } from "~/modules/seo/seo";
import { LEGAL_LAST_UPDATED, LEGAL_SECTIONS, STORED_DATA, telephoneHref } from "./site-pages";

/**
 * The legal page: who runs the site, terms, privacy, cookies, copyright and contact.
 * `affiliate` when the Amazon links earn the operator a commission.
 */
export function LegalArticle({
  operator,
  affiliate,
}: {
  operator: Operator | null;
  affiliate: boolean;
}) {
  const { t, date, href } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t("legal.title")}</h1>
      <p className="mt-3 text-lg">{t("legal.intro")}</p>
      <p className="mt-2 text-sm text-gray-700">
        {t("legal.lastUpdated", { date: date(LEGAL_LAST_UPDATED) })}
      </p>

      <nav aria-labelledby="toc-title" className="mt-6 rounded border border-gray-200 bg-white p-4">
        <h2 id="toc-title" className="font-semibold text-gray-900">
          {t("legal.toc.title")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {LEGAL_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={`inline-block py-0.5 ${textLinkClass}`}>
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <TextSection linked id="operator" title={t("legal.operator.title")}>
        {operator ? (
          <>
            <p>{t("legal.operator.intro")}</p>
            <address className="not-italic">
              {operator.name && <p className="font-semibold text-gray-900">{operator.name}</p>}
              {operator.address.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </address>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {operator.email && (
                <>
                  <dt className="font-medium">{t("legal.operator.email")}</dt>
                  <dd>
                    <a href={`mailto:${operator.email}`} className={textLinkClass}>
                      {operator.email}
                    </a>
                  </dd>
                </>
              )}
              {operator.phone && (
                <>
                  <dt className="font-medium">{t("legal.operator.phone")}</dt>
                  <dd>
                    <a href={telephoneHref(operator.phone)} className={textLinkClass}>
                      {operator.phone}
                    </a>
                  </dd>
                </>
              )}
              {operator.register && (
                <>
                  <dt className="font-medium">{t("legal.operator.register")}</dt>
                  <dd>{operator.register}</dd>
                </>
              )}
            </dl>
          </>
        ) : (
          <p>{t("legal.operator.missing")}</p>
        )}
      </TextSection>

      <TextSection linked id="terms" title={t("legal.terms.title")}>
        <p>{t("legal.terms.free")}</p>
        <p>{t("legal.terms.asIs")}</p>
        <p>{t("legal.terms.estimated")}</p>
        <p>{t("legal.terms.report", { button: t("common.reportIssue") })}</p>
        <p>{t("legal.terms.submissions")}</p>
        <p>{t(affiliate ? "legal.terms.ads" : "legal.terms.adsUnpaid")}</p>
        <p>{t("legal.terms.fairUse")}</p>
        <p>{t("legal.terms.liability")}</p>
        <p>{t("legal.terms.changes")}</p>
      </TextSection>

      <TextSection linked id="privacy" title={t("legal.privacy.title")}>
        <p>{t("legal.privacy.intro")}</p>
        <h3 className="pt-2 text-lg font-semibold text-gray-900">
          {t("legal.privacy.storedTitle")}
        </h3>
        <ul className="list-disc space-y-2 pl-6">
          {STORED_DATA.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t("legal.privacy.noTracking")}</p>
        <p>{t("legal.privacy.amazon")}</p>
        <p>{t("legal.privacy.rights")}</p>
      </TextSection>

      <TextSection linked id="cookies" title={t("legal.cookies.title")}>
        <p>{t("legal.cookies.none")}</p>
        <p>{t("legal.cookies.language")}</p>
        <p>{t("legal.cookies.admin")}</p>
      </TextSection>

      <TextSection linked id="copyright" title={t("legal.copyright.title")}>
        <p>{t("legal.copyright.site")}</p>
        <p>{t("legal.copyright.facts")}</p>
        <p>{t("legal.copyright.benchmarks")}</p>
        <p>{t("legal.copyright.brands")}</p>
        <p>{t("legal.copyright.identify")}</p>
        <p>{t("legal.copyright.claims")}</p>
      </TextSection>

      <TextSection linked id="contact" title={t("legal.contact.title")}>
        <p>{t("legal.contact.text")}</p>
        <p>
          <Link to={href("/contact-us")} className={`inline-block py-1 ${textLinkClass}`}>
            {t("legal.contact.link")}
          </Link>
        </p>
      </TextSection>
    </article>
  );
}
