import { openApiDocument } from "~/modules/api/openapi";
import { answer, jsonRead } from "~/modules/api/responses.server";
import type { Route } from "./+types/openapi";

const document = openApiDocument();

function endpoints({ request }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => jsonRead(request, document) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
