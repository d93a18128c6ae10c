import { describe, expect, it } from "vitest";
import {
  canonicalComparisonPath,
  comparisonPath,
  comparisonRequest,
  parseComparisonSlug,
} from "./comparison-slug";

const A = "amd-ryzen-7-9800x3d";
const B = "intel-core-i9-14900k";
const C = "intel-core-ultra-9-285k";
const D = "amd-ryzen-9-9950x3d";
const E = "amd-ryzen-5-7600";

describe("parseComparisonSlug (spec section 5)", () => {
  it("splits a slug into its ids around -vs-, keeping their order", () => {
    expect(parseComparisonSlug(`${B}-vs-${A}`)).toEqual([B, A]);
    expect(parseComparisonSlug(`${A}-vs-${B}-vs-${C}-vs-${D}`)).toEqual([A, B, C, D]);
  });

  it.each([
    ["no separator", A],
    ["an empty first id", `-vs-${B}`],
    ["an empty second id", `${A}-vs-`],
    ["an empty middle id", `${A}-vs--vs-${B}`],
    ["only the separator", "-vs-"],
    ["the empty slug", ""],
    ["a separator without hyphens on both sides", "amd-ryzen-9-7950xvs-intel"],
  ])("rejects %s", (_case, slug) => {
    expect(parseComparisonSlug(slug)).toBeNull();
  });
});

describe("comparison paths", () => {
  it("writes the page path in the order given", () => {
    expect(comparisonPath(B, A)).toBe(`/cpus/vs/${B}-vs-${A}`);
  });

  it("gives every order of a set of 2, 3 or 4 CPUs one canonical path, ids alphabetical", () => {
    expect(canonicalComparisonPath(B, A)).toBe(`/cpus/vs/${A}-vs-${B}`);
    expect(canonicalComparisonPath(A, B)).toBe(`/cpus/vs/${A}-vs-${B}`);
    const three = `/cpus/vs/${A}-vs-${B}-vs-${C}`;
    for (const order of [
      [C, B, A],
      [B, C, A],
      [A, C, B],
    ])
      expect(canonicalComparisonPath(...order)).toBe(three);
    expect(canonicalComparisonPath(C, D, B, A)).toBe(`/cpus/vs/${A}-vs-${D}-vs-${B}-vs-${C}`);
  });

  it("round-trips: a written path parses back to the same ids", () => {
    const slug = comparisonPath(E, B, C).replace("/cpus/vs/", "");
    expect(parseComparisonSlug(slug)).toEqual([E, B, C]);
  });
});

describe("comparisonRequest: how a comparison URL is answered", () => {
  it("shows a pair in either order (its canonical link names the alphabetical one)", () => {
    expect(comparisonRequest(`${B}-vs-${A}`)).toEqual({ kind: "show", ids: [B, A] });
    expect(comparisonRequest(`${A}-vs-${B}`)).toEqual({ kind: "show", ids: [A, B] });
  });

  it("shows three and four CPUs under their canonical URL only, redirecting every other order", () => {
    expect(comparisonRequest(`${A}-vs-${B}-vs-${C}`)).toEqual({ kind: "show", ids: [A, B, C] });
    expect(comparisonRequest(`${C}-vs-${A}-vs-${B}`)).toEqual({
      kind: "redirect",
      path: `/cpus/vs/${A}-vs-${B}-vs-${C}`,
    });
    expect(comparisonRequest(`${A}-vs-${D}-vs-${B}-vs-${C}`)).toMatchObject({ kind: "show" });
    expect(comparisonRequest(`${B}-vs-${C}-vs-${D}-vs-${A}`)).toEqual({
      kind: "redirect",
      path: `/cpus/vs/${A}-vs-${D}-vs-${B}-vs-${C}`,
    });
  });

  it("redirects a set naming a CPU twice to the set without the repeat", () => {
    expect(comparisonRequest(`${A}-vs-${B}-vs-${A}`)).toEqual({
      kind: "redirect",
      path: `/cpus/vs/${A}-vs-${B}`,
    });
    expect(comparisonRequest(`${C}-vs-${B}-vs-${C}-vs-${A}`)).toEqual({
      kind: "redirect",
      path: `/cpus/vs/${A}-vs-${B}-vs-${C}`,
    });
  });

  it("answers a CPU compared with itself as not found", () => {
    expect(comparisonRequest(`${A}-vs-${A}`)).toEqual({ kind: "notFound" });
    expect(comparisonRequest(`${A}-vs-${A}-vs-${A}`)).toEqual({ kind: "notFound" });
    expect(comparisonRequest(A)).toEqual({ kind: "notFound" });
  });

  it("refuses five or more different CPUs (a 400), never picking four of them", () => {
    expect(comparisonRequest(`${A}-vs-${B}-vs-${C}-vs-${D}-vs-${E}`)).toEqual({ kind: "tooMany" });
    // Five ids of which only four differ: the repeat is dropped, not refused.
    expect(comparisonRequest(`${A}-vs-${B}-vs-${C}-vs-${D}-vs-${A}`)).toMatchObject({
      kind: "redirect",
    });
  });
});
