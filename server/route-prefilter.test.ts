import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { branchShape, mayMatch, pathSegments } from "./route-prefilter";

interface Entry {
  path?: string;
  children?: Entry[];
}

/** The site's branch paths as React Router spells them out: optional segments both ways. */
function branchPaths(entries: readonly Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...explode(path), ...branchPaths(entry.children ?? [], path)];
  });
}

function explode(path: string): string[] {
  const [first, ...rest] = path.split("/");
  if (first === undefined || path === "") return [""];
  const tails = rest.length > 0 ? explode(rest.join("/")) : [""];
  const join = (head: string, tail: string) => [head, tail].filter(Boolean).join("/");
  if (!first.endsWith("?")) return tails.map((tail) => join(first, tail));
  return [...tails.map((tail) => join(first.slice(0, -1), tail)), ...tails];
}

const BRANCHES = [...new Set(branchPaths(routes as Entry[]).map((path) => `/${path}`))];

/** Paths visitors and robots send, the odd ones included. */
const PATHS = [
  "/",
  "/search",
  "/SEARCH",
  "/search/",
  "/search//",
  "//search",
  "/de",
  "/de/",
  "/xx/search",
  "/cpus",
  "/cpus/42",
  "/cpus/amd-ryzen-7-7800x3d",
  "/es/cpus/amd-ryzen-7-7800x3d",
  "/cpus/vs/a-vs-b",
  "/fr/cpus/vs/a-vs-b-vs-c-vs-d",
  "/cpus/vs",
  "/compare/1/2",
  "/it/compare/1/2",
  "/ranking",
  "/ranking/geekbench-6-multi",
  "/pt/ranking/cinebench-r23-single",
  "/submit-benchmark",
  "/submit-benchmark/geekbench",
  "/de/submit-benchmark/geekbench",
  "/submit-benchmar\u212a",
  "/newsletter/abc",
  "/og/cpu/42.png",
  "/og/vs/1-vs-2.png",
  "/admin",
  "/admin/cpus/new",
  "/admin/cpus/7/edit",
  "/admin/cpus.csv",
  "/ADMIN/CPUS.CSV",
  "/admin/nope/deeper",
  "/api/cpus",
  "/api/cpus/search/ryzen%207",
  "/api/cpus/search/a/b",
  "/api/cpus/top",
  "/api/cpus/top/5",
  "/api/cpus/brand/amd",
  "/api/anything/else",
  "/sitemap.xml",
  "/sitemaps/cpus-1.xml",
  "/robots.txt",
  "/a/b/c/d/e/f",
  "/caf\u00e9",
  "/%E2%82%AC",
];

describe("the route prefilter", () => {
  it("never rules out a branch React Router would match, for any path", () => {
    let matches = 0;
    for (const pattern of BRANCHES) {
      const shape = branchShape(pattern);
      for (const path of PATHS) {
        const matched = matchPath({ path: pattern, end: true }, path) !== null;
        if (!matched) continue;
        matches++;
        expect(mayMatch(shape, pathSegments(path)), `${pattern} ${path}`).toBe(true);
      }
    }
    expect(matches).toBeGreaterThan(PATHS.length);
  });

  it("rules out nearly every branch for a short path, leaving the one that matches", () => {
    const maybe = (path: string) =>
      BRANCHES.filter((pattern) => mayMatch(branchShape(pattern), pathSegments(path)));
    expect(BRANCHES.length).toBeGreaterThan(60);
    expect(maybe("/search")).toEqual(expect.arrayContaining(["/search", "/:lang"]));
    expect(maybe("/search").length).toBeLessThan(8);
    expect(maybe("/").length).toBeLessThan(4);
    expect(maybe("/cpus/vs/a-vs-b")).toContain("/cpus/vs/:slug");
    expect(maybe("/cpus/vs/a-vs-b")).not.toContain("/cpus/:cpuId");
  });

  it("tries every path against a branch it cannot read", () => {
    expect(mayMatch(branchShape("/caf\u00e9/:id"), pathSegments("/x"))).toBe(true);
  });
});
