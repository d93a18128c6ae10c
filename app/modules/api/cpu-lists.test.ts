import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { pageLinks, parseBrand, parseCount, parseOffset, topCpus } from "./cpu-lists";

const options = { fallback: 10, max: 50 };

describe("parseCount", () => {
  it("gives the default when absent and caps large requests", () => {
    expect(parseCount(null, "limit", options)).toBe(10);
    expect(parseCount(undefined, "limit", options)).toBe(10);
    expect(parseCount("3", "limit", options)).toBe(3);
    expect(parseCount("50", "limit", options)).toBe(50);
    expect(parseCount("51", "limit", options)).toBe(50);
    expect(parseCount("999999999", "limit", options)).toBe(50);
  });

  it.each(["0", "-1", "1.5", "abc", "", " 5", "1e3", "9999999999"])(
    "answers 400 naming the parameter for %j",
    (raw) => {
      expect(() => parseCount(raw, "limit", options)).toThrow(
        expect.objectContaining({
          status: 400,
          code: "invalid_limit",
          fields: { limit: [expect.any(String)] },
        }),
      );
    },
  );
});

describe("parseBrand", () => {
  it("matches a brand in any letter case", () => {
    expect(parseBrand("amd")).toBe("AMD");
    expect(parseBrand("INTEL")).toBe("Intel");
  });

  it("answers 400 naming the brands there are", () => {
    try {
      parseBrand("arm");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toContain("Intel and AMD");
    }
  });
});

describe("topCpus", () => {
  it("lists only CPUs with a Geekbench 6 multi-core figure, at most the count", () => {
    const cpus = [{ benchmarkScore: 9000 }, { benchmarkScore: 4000 }, { benchmarkScore: null }];
    expect(topCpus(cpus, 10)).toEqual([{ benchmarkScore: 9000 }, { benchmarkScore: 4000 }]);
    expect(topCpus(cpus, 1)).toEqual([{ benchmarkScore: 9000 }]);
  });
});

describe("parseOffset", () => {
  it("is 0 when absent and any whole number otherwise", () => {
    expect(parseOffset(null)).toBe(0);
    expect(parseOffset("0")).toBe(0);
    expect(parseOffset("120")).toBe(120);
  });

  it.each(["-1", "1.5", "abc", ""])("answers 400 naming offset for %j", (raw) => {
    expect(() => parseOffset(raw)).toThrow(
      expect.objectContaining({ status: 400, code: "invalid_offset" }),
    );
  });
});

describe("pageLinks", () => {
  const url = new URL("http://site/api/cpus/brand/amd?limit=20&offset=40&x=1");

  it("links the next and previous pages, keeping the other parameters", () => {
    expect(pageLinks(url, { offset: 40, limit: 20, hasNext: true })).toBe(
      '</api/cpus/brand/amd?limit=20&offset=60&x=1>; rel="next", </api/cpus/brand/amd?limit=20&offset=20&x=1>; rel="prev"',
    );
  });

  it("has no next at the end, no prev at the start, and nothing for a single page", () => {
    expect(pageLinks(url, { offset: 40, limit: 20, hasNext: false })).toBe(
      '</api/cpus/brand/amd?limit=20&offset=20&x=1>; rel="prev"',
    );
    expect(pageLinks(url, { offset: 10, limit: 20, hasNext: false })).toContain("offset=0&");
    expect(pageLinks(url, { offset: 0, limit: 20, hasNext: false })).toBeNull();
  });
});
