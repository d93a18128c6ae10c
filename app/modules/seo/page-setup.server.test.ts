import { describe, expect, it } from "vitest";
import { pageSetup } from "./page-setup.server";
import { keywordList, pageLinkMeta, type Seo } from "./seo";

const request = new Request("http://corerank.test/de/methodology");

describe("keywordList", () => {
  it("splits a keywords message at its commas, trimmed", () => {
    expect(keywordList("CPU ranking, benchmark,processor ")).toEqual([
      "CPU ranking",
      "benchmark",
      "processor",
    ]);
  });

  it("drops the blank left by an empty placeholder", () => {
    expect(keywordList("Ryzen 5, AMD CPU, ")).toEqual(["Ryzen 5", "AMD CPU"]);
  });
});

describe("pageSetup", () => {
  it("gives the language of the prefix, its translator and the page's namespaces only", () => {
    const page = pageSetup(request, { lang: "de" }, ["methodology"]);
    expect(page.lang).toBe("de");
    expect(page.t("common.nav.home")).toBe(page.tr.t("common.nav.home"));
    // Sent as one JSON text, the same table's.
    expect(JSON.parse(page.messages)).toEqual(page.messageTable);
    const keys = Object.keys(page.messageTable);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith("methodology."))).toBe(true);
  });

  it("is English without a prefix", () => {
    expect(pageSetup(request, {}, []).lang).toBe("en");
  });

  it("answers 404 for a prefix that is not a language, or the default language's", () => {
    for (const lang of ["xyz", "en"]) {
      let thrown: unknown;
      try {
        pageSetup(request, { lang }, []);
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
    }
  });

  it("builds the page's metadata for the request's origin and the page's language", () => {
    const sent = pageSetup(request, { lang: "de" }, []).pageSeo({
      path: "/methodology",
      title: "Methodik",
      description: "Woher die Zahlen kommen",
      keywords: keywordList("Methodik, Quellen"),
    });
    const seo = JSON.parse(sent.json) as Seo;
    expect(seo.canonical).toBe("http://corerank.test/de/methodology");
    expect(seo.keywords).toBe("Methodik, Quellen");
    expect(seo.ogLocale).toBe("de_DE");
  });
});

describe("pageLinkMeta", () => {
  it("links the previous and next pages of a paged list, each when there is one", () => {
    expect(pageLinkMeta({ previous: "https://x.test/search?q=a", next: null })).toEqual([
      { tagName: "link", rel: "prev", href: "https://x.test/search?q=a" },
    ]);
    expect(pageLinkMeta({ previous: null, next: "https://x.test/search?q=a&page=3" })).toEqual([
      { tagName: "link", rel: "next", href: "https://x.test/search?q=a&page=3" },
    ]);
    expect(pageLinkMeta(undefined)).toEqual([]);
  });
});
