import { useTranslation } from "~/modules/i18n/use-translation";

/** Marks a value that came from a spec default or a fallback formula, not from data. */
export function EstimatedBadge() {
  const { t } = useTranslation();
  // The space keeps "128 GB estimated" two words for screen readers.
  return (
    <>
      {" "}
      <span
        className="ml-0.5 rounded bg-amber-100 px-1 text-xs font-normal text-amber-900"
        title={t("common.estimatedTitle")}
      >
        {t("common.estimated")}
      </span>
    </>
  );
}
