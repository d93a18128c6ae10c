import { ApiError } from "~/modules/api/api-error";
import { apiErrorResponse } from "~/modules/api/responses.server";
import type { Route } from "./+types/not-found";

/** Any other /api path, whatever the method: the API's JSON 404, never the HTML page. */
function notFound({ request }: Route.LoaderArgs | Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  return apiErrorResponse(
    new ApiError(404, "not_found", `There is no API endpoint at ${path}; see /api/openapi.json`),
  );
}

export function loader(args: Route.LoaderArgs) {
  return notFound(args);
}

export function action(args: Route.ActionArgs) {
  return notFound(args);
}
