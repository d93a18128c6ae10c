import { describe, expect, it } from "vitest";
import {
  newestDate,
  parseSitemapFileName,
  SITEMAP_MAX_URLS,
  sitemapFileName,
  sitemapIndexXml,
  sitemapPart,
  sitemapPartCount,
  sitemapXml,
} from "./sitemap";

describe("sitemap files", () => {
  it("lists each page once in the file's language, with its alternates and lastmod", () => {
    const xml = sitemapXml("http://corerank.test", "it", [
      { path: "/cpus/a-b", lastmod: "2026-03-01" },
      { path: "/legal-info", lastmod: null },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain(
      "<loc>http://corerank.test/it/cpus/a-b</loc><lastmod>2026-03-01</lastmod>",
    );
    expect(xml).toContain("<loc>http://corerank.test/it/legal-info</loc><xhtml:link");
    expect(xml).toContain('hreflang="x-default" href="http://corerank.test/cpus/a-b"');
    expect(xml).toContain('hreflang="de" href="http://corerank.test/de/cpus/a-b"');
    expect(xml).not.toContain("<loc>http://corerank.test/de/cpus/a-b</loc>");
  });

  it("indexes the files with the newest lastmod of each", () => {
    const xml = sitemapIndexXml("http://corerank.test", [
      { file: { lang: "en", type: "cpus", part: 2 }, lastmod: "2026-01-02" },
      { file: { lang: "fr", type: "pages", part: 1 }, lastmod: null },
    ]);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain(
      "<sitemap><loc>http://corerank.test/sitemaps/en-cpus-2.xml</loc><lastmod>2026-01-02</lastmod></sitemap>",
    );
    expect(xml).toContain(
      "<sitemap><loc>http://corerank.test/sitemaps/fr-pages-1.xml</loc></sitemap>",
    );
  });

  it("names files by language, type and part, and reads only such names back", () => {
    const file = { lang: "de", type: "comparisons", part: 3 } as const;
    expect(sitemapFileName(file)).toBe("de-comparisons-3.xml");
    expect(parseSitemapFileName("de-comparisons-3.xml")).toEqual(file);
    for (const name of [
      "xx-cpus-1.xml",
      "en-gpus-1.xml",
      "en-cpus-0.xml",
      "en-cpus-1.txt",
      "en-cpus-01.xml",
    ])
      expect(parseSitemapFileName(name), name).toBeNull();
  });

  it("splits long lists into parts within the protocol's limit of 50,000 URLs", () => {
    expect(SITEMAP_MAX_URLS).toBeLessThanOrEqual(50_000);
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapPartCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    const list = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => i);
    expect(sitemapPart(list, 2)).toEqual([
      SITEMAP_MAX_URLS,
      ...[1, 2, 3, 4].map((i) => SITEMAP_MAX_URLS + i),
    ]);
  });

  it("keeps a file well under 50 MB at the most URLs it holds", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({
      path: `/cpus/a-rather-long-processor-name-with-a-suffix-${i}`,
      lastmod: "2026-01-01",
    }));
    const xml = sitemapXml("https://www.a-long-site-name.example", "pt", entries);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  });

  it("takes the newest of some dates", () => {
    expect(newestDate(["2025-01-01", null, "2026-02-01", undefined, "2025-12-31"])).toBe(
      "2026-02-01",
    );
    expect(newestDate([null])).toBeNull();
  });
});
