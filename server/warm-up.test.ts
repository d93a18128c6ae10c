import { describe, expect, it } from "vitest";
import { warmUp, warmUpUrls } from "./warm-up";

describe("warmUpUrls", () => {
  it("names every public page type in every language, with other CPUs in each round", () => {
    const urls = warmUpUrls(["a", "b", "c"], 2);
    for (const prefix of ["", "/es", "/pt", "/fr", "/de", "/it"]) {
      expect(urls).toContain(prefix || "/");
      expect(urls).toContain(`${prefix}/cpus`);
      expect(urls).toContain(`${prefix}/compare`);
      expect(urls).toContain(`${prefix}/search?q=core`);
      expect(urls).toContain(`${prefix}/cpus/a`);
      expect(urls).toContain(`${prefix}/cpus/b`);
      expect(urls).toContain(`${prefix}/cpus/vs/a-vs-b`);
      expect(urls).toContain(`${prefix}/cpus/vs/b-vs-c`);
      expect(urls).toContain(`${prefix}/ranking/cinebench-r23-single`);
      expect(urls).toContain(`${prefix}/ranking/cinebench-r23-multi`);
    }
    expect(urls).toHaveLength(2 * 6 * 7);
  });

  it("leaves out the CPU page and the comparison when the catalog is too small for them", () => {
    expect(warmUpUrls(["only"], 1).filter((url) => url.includes("/vs/"))).toEqual([]);
    expect(warmUpUrls([], 1).filter((url) => /\/cpus\/./.test(url))).toEqual([]);
    expect(warmUpUrls([], 1)).toContain("/de/ranking/cinebench-r23-single");
  });
});

describe("warmUp", () => {
  it("renders each URL in turn, reads its answer, and goes on past failures", async () => {
    const rendered: string[] = [];
    const reported: string[] = [];
    const count = await warmUp(
      ["/", "/broken", "/error", "/gone", "/cpus"],
      async (url) => {
        rendered.push(url);
        if (url === "/broken") throw new Error("no database");
        return new Response("page", {
          status: url === "/error" ? 500 : url === "/gone" ? 404 : 200,
        });
      },
      (url, problem) => reported.push(`${url}: ${String(problem)}`),
    );
    expect(rendered).toEqual(["/", "/broken", "/error", "/gone", "/cpus"]);
    expect(count).toBe(2);
    expect(reported).toEqual([
      "/broken: Error: no database",
      "/error: status 500",
      "/gone: status 404",
    ]);
  });

  it("waits while a visitor's page is rendering", async () => {
    const events: string[] = [];
    let visitorRendering = true;
    setTimeout(() => {
      events.push("visitor done");
      visitorRendering = false;
    }, 50);
    await warmUp(
      ["/"],
      async (url) => {
        events.push(`warm-up ${url}`);
        return new Response("page");
      },
      () => {},
      () => visitorRendering,
    );
    expect(events).toEqual(["visitor done", "warm-up /"]);
  });
});
