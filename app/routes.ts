import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Every public page exists unprefixed (English) and under /es, /pt, /fr, /de and /it
// through the optional :lang segment; pageLanguage() turns any other prefix into a 404.
// /en/... is redirected to the unprefixed URL by the server.
export default [
  ...prefix(":lang?", [
    index("routes/home.tsx"),
    route("search", "routes/search.tsx"),
    route("cpus", "routes/catalog.tsx"),
    route("cpus/vs/:slug", "routes/compare.tsx"),
    route("cpus/:cpuId", "routes/cpu-detail.tsx"),
    route("compare", "routes/compare-landing.tsx"),
    route("compare/:cpu1Id/:cpu2Id", "routes/compare-redirect.ts"),
    route("ranking", "routes/ranking-default.ts"),
    route("ranking/:category", "routes/ranking.tsx"),
    route("legal-info", "routes/legal-info.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("newsletter", "routes/newsletter.ts"),
    // Unknown URLs: the not-found page, in the language of the prefix when there is one.
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
