// First: zod must know it may not compile code before a schema is made (app/zod-jitless.ts).
import "./zod-jitless";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { BackHome, ErrorScreen, errorDetail, PageError } from "./components/error-screen";
import { DEFAULT_LANGUAGE, isLanguage } from "./modules/i18n/languages";
import { messagesFor, sendMessages } from "./modules/i18n/messages.server";
import { receivedMessages } from "./modules/i18n/translator";
import { socialLinks } from "./modules/seo/seo.server";
import "./app.css";

export function loader({ params }: Route.LoaderArgs) {
  // An unsupported prefix still renders the shell in English; the page's own loader answers 404.
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return { lang, messages: sendMessages(messagesFor(lang, "common")), social: socialLinks() };
}

/** Error pages rendered by the root boundary; every page sets its own metadata otherwise. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const messages = receivedMessages(loaderData?.messages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound
    ? (messages["common.notFound.title"] ?? "Page not found")
    : (messages["common.error.title"] ?? "Unexpected Application Error!");
  return [{ title: `${title} | CoreRank` }];
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/manifest.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={root?.lang ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
        {root ? (
          <>
            <SiteHeader />
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
              {children}
            </main>
            <SiteFooter />
          </>
        ) : (
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            {children}
          </main>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Spec section 2: 'Unexpected Application Error!' with the status text or message; a 404 inside the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) return <BareError error={error} />;
  return <PageError error={error} />;
}

/** When even the root loader failed there are no translations: English, without the shell. */
function BareError({ error }: { error: unknown }) {
  return (
    <ErrorScreen
      title="Unexpected Application Error!"
      detail={errorDetail(error, "An unexpected error occurred.")}
    >
      <BackHome href="/" label="Back to Home" />
    </ErrorScreen>
  );
}
