import { Link } from "react-router";
import { textLinkClass, TextSection } from "~/components/text-page";
import type { CommunityFigures } from "~/modules/catalog/community-figures";
import { useTranslation } from "~/modules/i18n/use-translation";
import { aboutFigures, ABOUT_VALUES, TEAM_ROLES } from "./site-pages";

/** The about page: mission, story, team, the catalog's figures, values and how to take part. */
export function AboutArticle({
  figures,
  fromDatabase,
}: {
  figures: CommunityFigures;
  fromDatabase: boolean;
}) {
  const { t, number, href } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t("about.title")}</h1>
      <p className="mt-3 text-lg">{t("about.intro")}</p>

      <TextSection id="mission" title={t("about.mission.title")}>
        <p>{t("about.mission.text")}</p>
      </TextSection>

      <TextSection id="story" title={t("about.story.title")}>
        <p>{t("about.story.problem")}</p>
        <p>{t("about.story.solution")}</p>
        <p>{t("about.story.growth")}</p>
      </TextSection>

      <TextSection id="team" title={t("about.team.title")}>
        <p>{t("about.team.intro")}</p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {TEAM_ROLES.map((role) => (
            <li key={role} className="rounded border border-gray-200 bg-white p-4">
              <h3 className="font-semibold text-gray-900">{t(`about.team.${role}.title`)}</h3>
              <p className="mt-1 text-sm">{t(`about.team.${role}.text`)}</p>
            </li>
          ))}
        </ul>
      </TextSection>

      <TextSection id="figures" title={t("about.figures.title")}>
        {fromDatabase ? (
          <p>{t("about.figures.intro")}</p>
        ) : (
          <p
            role="status"
            className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {t("common.fallbackNotice")}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
          {aboutFigures(figures).map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded border border-gray-200 bg-white p-4"
            >
              <dt className="mt-1 text-sm text-gray-700">{t(figure.label)}</dt>
              <dd className="tabular text-3xl font-bold text-gray-900">
                {number(figure.value, 0)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-gray-700">{t("about.figures.note")}</p>
      </TextSection>

      <TextSection id="values" title={t("about.values.title")}>
        <ul className="space-y-4">
          {ABOUT_VALUES.map((value) => (
            <li key={value}>
              <h3 className="font-semibold text-gray-900">{t(`about.values.${value}.title`)}</h3>
              <p className="mt-1">{t(`about.values.${value}.text`)}</p>
              {value === "privacy" && (
                <Link
                  to={href("/legal-info#privacy")}
                  className={`mt-1 inline-block py-1 ${textLinkClass}`}
                >
                  {t("about.values.privacy.link")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </TextSection>

      <TextSection id="get-involved" title={t("about.involved.title")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded border border-gray-200 bg-white p-4">
            <h3 className="font-semibold text-gray-900">{t("about.involved.submit.title")}</h3>
            <p className="mt-1">{t("about.involved.submit.text")}</p>
            <Link
              to={href("/submit-benchmark")}
              className={`mt-2 inline-block py-1 ${textLinkClass}`}
            >
              {t("about.involved.submit.link")}
            </Link>
          </div>
          <div className="rounded border border-gray-200 bg-white p-4">
            <h3 className="font-semibold text-gray-900">{t("about.involved.contact.title")}</h3>
            <p className="mt-1">{t("about.involved.contact.text")}</p>
            <Link to={href("/contact-us")} className={`mt-2 inline-block py-1 ${textLinkClass}`}>
              {t("about.involved.contact.link")}
            </Link>
          </div>
        </div>
      </TextSection>
    </article>
  );
}
