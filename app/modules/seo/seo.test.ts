import { describe, expect, it } from "vitest";
import { sendJson } from "~/modules/http/sent-json.server";
import { seoMeta } from "./seo";
import { pageSeo } from "./seo.server";

const request = new Request("http://corerank.test/de/cpus/amd-ryzen-9-7950x");

describe("page metadata", () => {
  const seo = pageSeo({
    request,
    lang: "de",
    path: "/cpus/amd-ryzen-9-7950x",
    title: "AMD Ryzen 9 7950X | CoreRank",
    description: "Beschreibung",
    keywords: ["AMD", "Ryzen"],
    breadcrumbs: [{ name: "Produkte", path: "/cpus" }],
  });

  it("has a canonical URL in the page's language and hreflang alternates for all six plus x-default", () => {
    expect(seo.canonical).toBe("http://corerank.test/de/cpus/amd-ryzen-9-7950x");
    expect(seo.alternates).toEqual([
      { hreflang: "en", href: "http://corerank.test/cpus/amd-ryzen-9-7950x" },
      { hreflang: "es", href: "http://corerank.test/es/cpus/amd-ryzen-9-7950x" },
      { hreflang: "pt", href: "http://corerank.test/pt/cpus/amd-ryzen-9-7950x" },
      { hreflang: "fr", href: "http://corerank.test/fr/cpus/amd-ryzen-9-7950x" },
      { hreflang: "de", href: "http://corerank.test/de/cpus/amd-ryzen-9-7950x" },
      { hreflang: "it", href: "http://corerank.test/it/cpus/amd-ryzen-9-7950x" },
      { hreflang: "x-default", href: "http://corerank.test/cpus/amd-ryzen-9-7950x" },
    ]);
  });

  it("carries the WebSite search action, the Organization and the breadcrumbs", () => {
    const types = seo.structuredData.map((d) => d["@type"]);
    expect(types).toEqual(["WebSite", "Organization", "BreadcrumbList"]);
    expect(JSON.stringify(seo.structuredData[0])).toContain(
      "http://corerank.test/de/search?q={search_term_string}",
    );
    const crumbs = seo.structuredData[2]?.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([
      "http://corerank.test/de",
      "http://corerank.test/de/cpus",
    ]);
  });

  it("becomes head tags with robots index, follow, the site name, social handle and og type website", () => {
    const tags = seoMeta(sendJson(seo));
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "CoreRank" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ name: "twitter:site", content: "@CoreRank" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: seo.canonical });
    expect(tags.filter((t) => "script:ld+json" in t)).toHaveLength(3);
  });
});
