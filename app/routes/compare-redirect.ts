import { redirect } from "react-router";
import { localizePath } from "~/modules/i18n/languages";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import type { Route } from "./+types/compare-redirect";

/** One canonical URL per pair: /compare/a/b is /cpus/vs/a-vs-b. */
export function loader({ params }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  return redirect(localizePath(`/cpus/vs/${params.cpu1Id}-vs-${params.cpu2Id}`, lang), 301);
}
