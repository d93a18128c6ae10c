import { describe, expect, it } from "vitest";
import { canonicalComparisonPath, comparisonPath, parseComparisonSlug } from "./comparison-slug";

describe("parseComparisonSlug (spec section 5)", () => {
  it("splits a slug into the two ids around -vs-, keeping their order", () => {
    expect(parseComparisonSlug("amd-ryzen-9-7950x-vs-intel-core-i9-13900k")).toEqual({
      a: "amd-ryzen-9-7950x",
      b: "intel-core-i9-13900k",
    });
    expect(parseComparisonSlug("intel-core-i9-13900k-vs-amd-ryzen-9-7950x")).toEqual({
      a: "intel-core-i9-13900k",
      b: "amd-ryzen-9-7950x",
    });
  });

  it.each([
    ["no separator", "amd-ryzen-9-7950x"],
    ["three ids", "a-vs-b-vs-c"],
    ["an empty first id", "-vs-intel-core-i9-13900k"],
    ["an empty second id", "amd-ryzen-9-7950x-vs-"],
    ["only the separator", "-vs-"],
    ["the empty slug", ""],
    ["a separator without hyphens on both sides", "amd-ryzen-9-7950xvs-intel"],
  ])("rejects %s", (_case, slug) => {
    expect(parseComparisonSlug(slug)).toBeNull();
  });

  it("does not treat a CPU compared with itself as a comparison", () => {
    expect(parseComparisonSlug("amd-ryzen-9-7950x-vs-amd-ryzen-9-7950x")).toBeNull();
  });
});

describe("comparison paths", () => {
  it("writes the page path in the order given", () => {
    expect(comparisonPath("intel-core-i9-13900k", "amd-ryzen-9-7950x")).toBe(
      "/cpus/vs/intel-core-i9-13900k-vs-amd-ryzen-9-7950x",
    );
  });

  it("gives both orders of a pair the same canonical path, ids alphabetical", () => {
    const expected = "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k";
    expect(canonicalComparisonPath("intel-core-i9-13900k", "amd-ryzen-9-7950x")).toBe(expected);
    expect(canonicalComparisonPath("amd-ryzen-9-7950x", "intel-core-i9-13900k")).toBe(expected);
  });

  it("round-trips: a written path parses back to the same ids", () => {
    const slug = comparisonPath("amd-ryzen-5-7600", "intel-core-i5-13600k").replace(
      "/cpus/vs/",
      "",
    );
    expect(parseComparisonSlug(slug)).toEqual({ a: "amd-ryzen-5-7600", b: "intel-core-i5-13600k" });
  });
});
