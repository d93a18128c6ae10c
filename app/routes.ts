import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("cpus/:cpuId", "routes/cpu-detail.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
