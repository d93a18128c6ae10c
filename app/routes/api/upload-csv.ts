import { answer } from "~/modules/api/responses.server";
import { uploadCsv } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/upload-csv";

function endpoints({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { POST: () => uploadCsv(request, context.db) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
