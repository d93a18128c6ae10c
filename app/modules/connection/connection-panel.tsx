import type { ReactNode } from "react";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CHECK_NAMES, failedChecks, stillChecking, type Checks } from "./checks";
import type { CheckResult } from "./connection-checks.server";

/** The server's results of the page's own request, for a browser without JavaScript. */
export function ServerResults({ database, auth }: { database: CheckResult; auth: CheckResult }) {
  const { t } = useTranslation();
  const label = (check: CheckResult) =>
    check.status === "connected"
      ? t("connection.status.connected")
      : `${t("connection.status.error")}: ${t(check.message)}`;
  return (
    <div className="mt-6 rounded border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>{t("connection.noScript")}</p>
      <ul className="mt-2 list-disc pl-5">
        <li>
          {t("connection.check.database")}: {label(database)}
        </li>
        <li>
          {t("connection.check.auth")}: {label(auth)}
        </li>
      </ul>
    </div>
  );
}

const STATUS_STYLE = {
  // Not "…": the label already ends in an ellipsis ("Checking...").
  checking: { className: "border-gray-400 bg-gray-100 text-gray-900", icon: "◌" },
  connected: { className: "border-green-700 bg-green-50 text-green-900", icon: "✓" },
  error: { className: "border-red-700 bg-red-50 text-red-800", icon: "✕" },
} as const;

/** The checks, each with its status, what failed and why, and a way to check again. */
export function ConnectionPanel({
  checks,
  onCheckAgain,
  children,
}: {
  checks: Checks;
  onCheckAgain: (() => void) | null;
  children?: ReactNode;
}) {
  const { t, plural } = useTranslation();
  const failed = failedChecks(checks);
  const checking = stillChecking(checks);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{t("connection.title")}</h1>
      <p className="mt-2 text-gray-700">{t("connection.intro")}</p>
      <h2 className="sr-only">{t("connection.checks")}</h2>
      <ul className="mt-6 space-y-3" aria-live="polite">
        {CHECK_NAMES.map((name) => {
          const check = checks[name];
          const style = STATUS_STYLE[check.status];
          return (
            <li
              key={name}
              className="flex flex-wrap items-center justify-between gap-3 rounded border border-gray-300 bg-white p-4"
            >
              <div>
                <h3 className="font-semibold">{t(`connection.check.${name}` as MessageKey)}</h3>
                <p className="text-sm text-gray-700">
                  {t(`connection.check.${name}.description` as MessageKey)}
                  {check.status === "connected" && check.cpuCount !== undefined && (
                    <> ({plural("connection.cpuCount", check.cpuCount)})</>
                  )}
                </p>
              </div>
              <p
                data-check={name}
                className={`inline-flex items-center gap-2 rounded border px-3 py-1 font-medium ${style.className}`}
              >
                <span aria-hidden="true">{style.icon}</span>
                {t(`connection.status.${check.status}`)}
              </p>
            </li>
          );
        })}
      </ul>
      {failed.length > 0 && (
        <div role="alert" className="mt-6 rounded border border-red-700 bg-red-50 p-4 text-red-800">
          <h2 className="font-semibold">{t("connection.errorTitle")}</h2>
          <ul className="mt-1 list-disc pl-5">
            {failed.map((name) => {
              const check = checks[name];
              const message =
                check.status === "error" && check.message
                  ? t(check.message)
                  : t("connection.unknownError");
              return (
                <li key={name}>
                  {t(`connection.check.${name}` as MessageKey)}: {message}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {onCheckAgain && (
        <button
          type="button"
          onClick={onCheckAgain}
          disabled={checking}
          className="mt-6 min-h-10 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-gray-500"
        >
          {t("connection.checkAgain")}
        </button>
      )}
      {children}
    </article>
  );
}
