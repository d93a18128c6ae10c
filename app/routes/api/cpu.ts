import { answer } from "~/modules/api/responses.server";
import { removeCpu, replaceCpu, showCpu } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/cpu";

function endpoints({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, {
    GET: () => showCpu(request, params.cpuId),
    PUT: () => replaceCpu(request, context.db, params.cpuId),
    DELETE: () => removeCpu(request, context.db, params.cpuId),
  });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
