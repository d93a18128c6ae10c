import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import {
  ADMIN_PAGE_SIZE,
  adminCpuPage,
  adminPageParam,
  cpuCounts,
  filterAdminCpus,
} from "./cpu-list";

const rows = [
  { name: "AMD Ryzen 9 7950X", brand: "AMD" },
  { name: "Intel Core i9-13900K", brand: "Intel" },
  { name: "AMD EPYC 9654", brand: "AMD" },
];

describe("filterAdminCpus", () => {
  it("matches the name or the brand, ignoring case and surrounding spaces", () => {
    expect(filterAdminCpus(rows, " ryzen ").map((r) => r.name)).toEqual(["AMD Ryzen 9 7950X"]);
    expect(filterAdminCpus(rows, "INTEL").map((r) => r.name)).toEqual(["Intel Core i9-13900K"]);
    expect(filterAdminCpus(rows, "amd")).toHaveLength(2);
  });

  it("shows every CPU for a blank search and none for text nothing contains", () => {
    expect(filterAdminCpus(rows, "   ")).toHaveLength(3);
    expect(filterAdminCpus(rows, "pentium")).toEqual([]);
  });
});

describe("cpuCounts", () => {
  it("counts all CPUs and each brand", () => {
    expect(cpuCounts(rows)).toEqual({ total: 3, intel: 1, amd: 2 });
    expect(cpuCounts([])).toEqual({ total: 0, intel: 0, amd: 0 });
  });
});

describe("adminCpuPage", () => {
  const catalog = Array.from({ length: 250 }, (_, i) =>
    testCpu({
      id: `cpu-${i}`,
      name: i % 2 ? `Intel Core Test ${i}` : `AMD Ryzen Test ${i}`,
      brand: i % 2 ? "Intel" : "AMD",
    }),
  );

  it("shows the catalog a page at a time, in its order, with only what the rows show", () => {
    const first = adminCpuPage(catalog, "", 1);
    expect(ADMIN_PAGE_SIZE).toBe(100);
    expect(first).toMatchObject({ matching: 250, page: 1, pages: 3, from: 1 });
    expect(first.rows).toHaveLength(100);
    expect(first.rows[0]).toEqual({
      id: "cpu-0",
      name: "AMD Ryzen Test 0",
      brand: "AMD",
      cores: catalog[0]!.cores,
      threads: catalog[0]!.threads,
    });
    const last = adminCpuPage(catalog, "", 3);
    expect(last).toMatchObject({ page: 3, from: 201 });
    expect(last.rows.map((r) => r.id).at(-1)).toBe("cpu-249");
  });

  it("pages through the CPUs the search matches, and shows the last page for one past it", () => {
    const intel = adminCpuPage(catalog, "intel", 9);
    expect(intel).toMatchObject({ matching: 125, page: 2, pages: 2, from: 101 });
    expect(intel.rows).toHaveLength(25);
    expect(intel.rows.every((r) => r.brand === "Intel")).toBe(true);
    expect(adminCpuPage(catalog, "no such cpu", 1)).toEqual({
      rows: [],
      matching: 0,
      page: 1,
      pages: 1,
      from: 0,
    });
  });

  it("reads the page parameter as a whole number from 1, else 1", () => {
    expect(adminPageParam(null)).toBe(1);
    expect(adminPageParam("3")).toBe(3);
    expect(adminPageParam("0")).toBe(1);
    expect(adminPageParam("-2")).toBe(1);
    expect(adminPageParam("2.5")).toBe(1);
    expect(adminPageParam("abc")).toBe(1);
  });
});
