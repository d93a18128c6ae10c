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
    route("methodology", "routes/methodology.tsx"),
    route("newsletter", "routes/newsletter.ts"),
    route("newsletter/:token", "routes/newsletter-subscription.tsx"),
    route("submit-benchmark/:benchmarkName?", "routes/submit-benchmark.tsx"),
    route("contact", "routes/contact.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("connection-test", "routes/connection-test.tsx"),
    // Share previews (Open Graph images) of CPU pages and comparisons, in the page's language.
    route("og/cpu/:file", "routes/og-cpu.ts"),
    route("og/vs/:file", "routes/og-vs.ts"),
    // Unknown URLs: the not-found page, in the language of the prefix when there is one.
    route("*", "routes/not-found.tsx"),
  ]),
  // The operator's panel (English only: it is not a public page).
  ...prefix("admin", [
    index("routes/admin/dashboard.tsx"),
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("cpus/new", "routes/admin/cpu-new.tsx"),
    route("cpus/:cpuId/edit", "routes/admin/cpu-edit.tsx"),
    route("cpus/:cpuId/delete", "routes/admin/cpu-delete.ts"),
    route("csv", "routes/admin/csv.tsx"),
    route("cpus.csv", "routes/admin/cpus-csv.ts"),
    route("submissions", "routes/admin/submissions.tsx"),
    route("submissions/:submissionId", "routes/admin/submission.tsx"),
    route("screenshots/:screenshotId", "routes/admin/screenshot.ts"),
    route("reports", "routes/admin/reports.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("newsletter.csv", "routes/admin/newsletter-csv.ts"),
  ]),
  // The JSON API (spec section 7).
  ...prefix("api", [
    route("cpus", "routes/api/cpus.ts"),
    route("cpus/search/:query", "routes/api/cpus-search.ts"),
    route("cpus/brand/:brand", "routes/api/cpus-brand.ts"),
    route("cpus/top/:count?", "routes/api/cpus-top.ts"),
    route("cpus/:cpuId", "routes/api/cpu.ts"),
    route("suggest", "routes/api/suggest.ts"),
    route("stats", "routes/api/stats.ts"),
    route("upload-csv", "routes/api/upload-csv.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
