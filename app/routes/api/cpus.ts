import { answer } from "~/modules/api/responses.server";
import { createCpuFromBody, listCpus } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/cpus";

function endpoints({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, {
    GET: () => listCpus(request),
    POST: () => createCpuFromBody(request, context.db),
  });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
