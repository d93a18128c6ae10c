import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { parseBrand, parseCount, topCpus } from "./cpu-lists";

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
  it("lists only CPUs with an overall score, at most the count", () => {
    const cpus = [{ benchmarkScore: 30 }, { benchmarkScore: 20 }, { benchmarkScore: null }];
    expect(topCpus(cpus, 10)).toEqual([{ benchmarkScore: 30 }, { benchmarkScore: 20 }]);
    expect(topCpus(cpus, 1)).toEqual([{ benchmarkScore: 30 }]);
  });
});
