import { isRouteErrorResponse, Link } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";

/** A full-width message: errors, not-found pages and 'CPU not found'. */
export function ErrorScreen({
  title,
  detail,
  children,
}: {
  title: string;
  detail: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="py-12 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">{detail}</p>
      {children}
    </section>
  );
}

export function BackHome({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="mt-6 inline-block rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
    >
      {label}
    </Link>
  );
}

/**
 * The shell's error screen: a not-found page for 404s, otherwise spec section
 * 2's 'Unexpected Application Error!' with the status text (or, only in
 * development, the message of an unexpected error).
 */
export function PageError({ error }: { error: unknown }) {
  const { t, href } = useTranslation();
  const back = <BackHome href={href("/")} label={t("common.backHome")} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorScreen title={t("common.notFound.title")} detail={t("common.notFound.text")}>
        {back}
      </ErrorScreen>
    );
  }
  return (
    <ErrorScreen
      title={t("common.error.title")}
      detail={errorDetail(error, t("common.error.generic"))}
    >
      {back}
    </ErrorScreen>
  );
}

export function errorDetail(error: unknown, generic: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // Messages of unexpected errors may reveal internals: shown only in development.
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return generic;
}
