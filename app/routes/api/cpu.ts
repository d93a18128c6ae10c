import { asApiAdmin } from "~/modules/api/api-admin.server";
import { answer } from "~/modules/api/responses.server";
import { removeCpu, replaceCpu, showCpu } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/cpu";

function endpoints(args: Route.LoaderArgs | Route.ActionArgs) {
  const { request, params } = args;
  return answer(request, {
    GET: () => showCpu(request, params.cpuId),
    PUT: asApiAdmin(args, (db) => replaceCpu(request, db, params.cpuId)),
    DELETE: asApiAdmin(args, (db) => removeCpu(request, db, params.cpuId)),
  });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
