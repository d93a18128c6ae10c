import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { textLinkClass, TextSection } from "~/components/text-page";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { BenchmarkId } from "./benchmarks";
import {
  METHODOLOGY_SECTIONS,
  METHODOLOGY_STATISTICS,
  placeholderPieces,
  SOURCE_URLS,
  VISITOR_STEPS,
} from "./methodology";

/** A message with `{name}` placeholders replaced by elements (the links inside a sentence). */
function Interpolated({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return placeholderPieces(text).map((piece, i) => (
    <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? piece) : piece}</Fragment>
  ));
}

function ExternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} rel="noopener" className={textLinkClass}>
      {children}
    </a>
  );
}

/** One source of figures: a subsection of "Where the figures come from", with its own anchor. */
function SourceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded border border-gray-200 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}

/** The methodology page: where each figure comes from and what it stands for. */
export function MethodologyArticle({
  dataUpdatedOn,
  references,
}: {
  dataUpdatedOn: string;
  /** Each benchmark's reference CPU (= 100) and its figure. */
  references: readonly { benchmark: BenchmarkId; id: string; name: string; value: number }[];
}) {
  const { t, date, href, number } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t("methodology.title")}</h1>
      <p className="mt-3 text-lg">{t("methodology.intro")}</p>
      <p className="mt-2 text-sm text-gray-700">
        <Interpolated
          text={t("methodology.updated")}
          parts={{ date: <time dateTime={dataUpdatedOn}>{date(dataUpdatedOn)}</time> }}
        />
      </p>

      <nav aria-labelledby="toc-title" className="mt-6 rounded border border-gray-200 bg-white p-4">
        <h2 id="toc-title" className="font-semibold text-gray-900">
          {t("methodology.toc.title")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-6 leading-relaxed">
          {METHODOLOGY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={textLinkClass}>
                {t(section.title)}
              </a>
              {"children" in section && (
                <ul className="mt-1.5 list-disc space-y-1.5 pl-6">
                  {section.children.map((child) => (
                    <li key={child.id}>
                      <a href={`#${child.id}`} className={textLinkClass}>
                        {t(child.title)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <TextSection linked id="sources" title={t("methodology.sources.title")}>
        <p>{t("methodology.sources.intro")}</p>
        <div className="space-y-4 pt-1">
          <SourceSection id="geekbench-6" title={t("methodology.geekbench6.title")}>
            <p>
              <Interpolated
                text={t("methodology.geekbench6.source")}
                parts={{
                  link: (
                    <ExternalLink to={SOURCE_URLS.geekbenchChart}>
                      {t("methodology.geekbench6.link")}
                    </ExternalLink>
                  ),
                }}
              />
            </p>
            <p>{t("methodology.geekbench6.mean")}</p>
            <p>{t("methodology.geekbench6.cited")}</p>
          </SourceSection>

          <SourceSection id="cinebench-r23" title={t("methodology.cinebench.title")}>
            <p>{t("methodology.cinebench.source")}</p>
            <p>{t("methodology.cinebench.statistic")}</p>
          </SourceSection>

          <SourceSection id="geekbench-5" title={t("methodology.geekbench5.title")}>
            <p>
              <Interpolated
                text={t("methodology.geekbench5.source")}
                parts={{
                  link: (
                    <ExternalLink to={SOURCE_URLS.notebookcheckList}>
                      {t("methodology.geekbench5.link")}
                    </ExternalLink>
                  ),
                }}
              />
            </p>
            <p>{t("methodology.geekbench5.statistic")}</p>
          </SourceSection>

          <SourceSection id="passmark" title={t("methodology.passmark.title")}>
            <p>{t("methodology.passmark.source")}</p>
            <p>{t("methodology.passmark.terms")}</p>
          </SourceSection>

          <SourceSection id="specifications" title={t("methodology.specs.title")}>
            <p>
              <Interpolated
                text={t("methodology.specs.source")}
                parts={{
                  intel: (
                    <ExternalLink to={SOURCE_URLS.intelArk}>
                      {t("methodology.specs.intel")}
                    </ExternalLink>
                  ),
                  amd: (
                    <ExternalLink to={SOURCE_URLS.amdSpecifications}>
                      {t("methodology.specs.amd")}
                    </ExternalLink>
                  ),
                }}
              />
            </p>
            <p>{t("methodology.specs.conflict")}</p>
            <p>{t("methodology.specs.priceRange")}</p>
            <p>{t("methodology.specs.unpublished")}</p>
          </SourceSection>
        </div>
      </TextSection>

      <TextSection linked id="statistics" title={t("methodology.statistics.title")}>
        <p>{t("methodology.statistics.intro")}</p>
        <dl className="divide-y divide-gray-200 rounded border border-gray-200 bg-white">
          {METHODOLOGY_STATISTICS.map((statistic) => (
            <div key={statistic} className="p-4 sm:grid sm:grid-cols-[13rem_1fr] sm:gap-4">
              <dt className="font-semibold text-gray-900">
                {t(`methodology.statistics.${statistic}.term`)}
              </dt>
              <dd className="mt-1 sm:mt-0">{t(`methodology.statistics.${statistic}.text`)}</dd>
            </div>
          ))}
        </dl>
      </TextSection>

      <TextSection linked id="versions" title={t("methodology.versions.title")}>
        <p>{t("methodology.versions.why")}</p>
        <p>{t("methodology.versions.summary")}</p>
      </TextSection>

      <TextSection linked id="visitor-results" title={t("methodology.visitors.title")}>
        <p>{t("methodology.visitors.intro")}</p>
        <ol className="list-decimal space-y-2 pl-6">
          {VISITOR_STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <p>
          <Link to={href("/submit-benchmark")} className={`inline-block py-1 ${textLinkClass}`}>
            {t("methodology.visitors.link")}
          </Link>
        </p>
      </TextSection>

      <TextSection linked id="relative-performance" title={t("methodology.relative.title")}>
        <p>{t("methodology.relative.text")}</p>
        <ul className="list-disc space-y-1 pl-6" data-reference-cpus="">
          {references.map((r) => (
            <li key={r.benchmark}>
              {t(`common.benchmark.${r.benchmark}`)}:{" "}
              <Link to={href(`/cpus/${r.id}`)} className={textLinkClass}>
                {r.name}
              </Link>{" "}
              ({number(r.value, 0)} = 100)
            </li>
          ))}
        </ul>
        <p>{t("methodology.relative.noBlend")}</p>
        <p>{t("methodology.relative.missing")}</p>
      </TextSection>

      <TextSection linked id="per-watt" title={t("methodology.perWatt.title")}>
        <p>{t("methodology.perWatt.text")}</p>
      </TextSection>

      <TextSection linked id="reuse" title={t("methodology.reuse.title")}>
        <p>
          <Interpolated
            text={t("methodology.reuse.compilation")}
            parts={{
              license: (
                <ExternalLink to={SOURCE_URLS.ccBy}>{t("methodology.reuse.license")}</ExternalLink>
              ),
            }}
          />
        </p>
        <p>{t("methodology.reuse.thirdParty")}</p>
        <p>{t("methodology.reuse.passmark")}</p>
      </TextSection>
    </article>
  );
}
