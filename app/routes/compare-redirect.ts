import { redirect } from "react-router";
import { localizePath } from "~/modules/i18n/languages";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import type { Route } from "./+types/compare-redirect";

/**
 * One canonical URL per pair: /compare/a/b is /cpus/vs/a-vs-b. The ids are percent-encoded, so
 * whatever a client put in them (non-ASCII, CR/LF, slashes) stays inside the path of this site.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const slug = `${encodeURIComponent(params.cpu1Id)}-vs-${encodeURIComponent(params.cpu2Id)}`;
  return redirect(localizePath(`/cpus/vs/${slug}`, lang), 301);
}
