import { redirect } from "react-router";
import { localizePath } from "~/modules/i18n/languages";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import type { Route } from "./+types/ranking-default";

/** Spec section 2: the default ranking category is cinebench-r23-multi. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath("/ranking/cinebench-r23-multi", pageLanguage(params)), 302);
}
