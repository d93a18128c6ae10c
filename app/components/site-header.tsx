import { Form, Link, NavLink, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, localizePath, splitLanguage } from "~/modules/i18n/languages";
import { useTranslation } from "~/modules/i18n/use-translation";

export function Logo() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 fill-none stroke-current"
      strokeWidth="2"
    >
      <rect x="5" y="5" width="14" height="14" rx="2" />
      <rect x="9" y="9" width="6" height="6" className="fill-current" />
      <path d="M9 1v4M15 1v4M9 19v4M15 19v4M1 9h4M1 15h4M19 9h4M19 15h4" />
    </svg>
  );
}

export function SiteHeader() {
  const { t, href } = useTranslation();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-2 py-1 whitespace-nowrap hover:bg-gray-800 ${isActive ? "font-semibold underline underline-offset-4" : ""}`;
  return (
    <header className="bg-black text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-black"
      >
        {t("common.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={href("/")} className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <Logo />
          {t("common.siteName")}
        </Link>
        <nav
          aria-label={t("common.nav.label")}
          className="order-3 w-full sm:order-none sm:w-auto sm:shrink-0"
        >
          {/* Each item on one line ("Comparaison" never wraps); a phone wraps between items. */}
          <ul className="flex flex-wrap gap-1 text-sm">
            <li>
              <NavLink to={href("/")} end className={navClass}>
                {t("common.nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/cpus")} end className={navClass}>
                {t("common.nav.product")}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/ranking/cinebench-r23-multi")} className={navClass}>
                {t("common.nav.ranking")}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/compare")} className={navClass}>
                {t("common.nav.comparison")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <LanguageSwitcher />
      </div>
    </header>
  );
}

/**
 * The site search on every page: a GET form to the language's /search, so it works without
 * script; "A vs B" goes straight to that comparison. Its own row on a phone.
 */
function HeaderSearch() {
  const { t, href } = useTranslation();
  return (
    <Form
      method="get"
      action={href("/search")}
      role="search"
      aria-label={t("common.search.label")}
      className="order-2 flex w-full sm:order-none sm:w-auto sm:max-w-xs sm:flex-1"
    >
      <input
        name="q"
        type="search"
        required
        aria-label={t("common.search.label")}
        placeholder={t("common.search.placeholder")}
        className="min-w-0 flex-1 rounded-l border border-gray-600 bg-gray-900 px-3 py-1.5 text-base text-white placeholder:text-gray-400 sm:text-sm"
      />
      <button
        type="submit"
        className="flex items-center rounded-r border border-l-0 border-gray-600 bg-gray-800 px-3 hover:bg-gray-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 fill-none stroke-current"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <span className="sr-only">{t("common.search.submit")}</span>
      </button>
    </Form>
  );
}

/** Links to the same page in each language; a disclosure that needs no script. */
function LanguageSwitcher() {
  const { t, lang } = useTranslation();
  const location = useLocation();
  const { path } = splitLanguage(location.pathname);
  return (
    <details className="relative text-sm">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded border border-gray-600 px-2 py-1 hover:bg-gray-800"
        aria-label={t("common.language.current", { language: LANGUAGE_NAMES[lang] })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 fill-none stroke-current"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        {LANGUAGE_NAMES[lang]}
      </summary>
      <ul className="absolute right-0 z-20 mt-1 w-40 rounded border border-gray-200 bg-white py-1 text-gray-900 shadow-lg">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={localizePath(path, code) + location.search}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className={`block px-3 py-1.5 hover:bg-gray-100 ${code === lang ? "font-semibold" : ""}`}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
