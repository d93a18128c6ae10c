import { asApiAdmin } from "~/modules/api/api-admin.server";
import { answer } from "~/modules/api/responses.server";
import { uploadCsv } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/upload-csv";

function endpoints(args: Route.LoaderArgs | Route.ActionArgs) {
  const { request } = args;
  return answer(request, { POST: asApiAdmin(args, (db) => uploadCsv(request, db)) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
