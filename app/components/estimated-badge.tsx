import { useTranslation } from "~/modules/i18n/use-translation";

/** Marks a value that came from a spec default or a fallback formula, not from data. */
export function EstimatedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="ml-1 rounded bg-amber-100 px-1 text-xs font-normal text-amber-900"
      title={t("common.estimatedTitle")}
    >
      {t("common.estimated")}
    </span>
  );
}
