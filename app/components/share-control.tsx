import { useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "./use-hydrated";

const controlClass =
  "inline-flex items-center gap-1 rounded border border-blue-700 px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * Share this page: the browser's share sheet where it has one, else a button that copies the
 * link; without JavaScript, a plain link to the page's canonical URL. The visible text is the
 * accessible name: no aria-label that says something else.
 */
export function ShareControl({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  const canShare = hydrated && typeof navigator.share === "function";
  const canCopy = hydrated && typeof navigator.clipboard?.writeText === "function";

  if (!canShare && !canCopy)
    return (
      <p className="mt-3">
        <a href={url} className={controlClass} data-share="link">
          {t("common.share.link")}
        </a>
      </p>
    );

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed by the visitor, or refused: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <p className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={share}
        className={controlClass}
        data-share={canShare ? "native" : "copy"}
      >
        {canShare ? t("common.share.native") : t("common.share.copy")}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {status === "copied" && t("common.share.copied")}
        {status === "failed" && t("common.share.failed", { url })}
      </span>
    </p>
  );
}
