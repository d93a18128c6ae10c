import { describe, expect, it } from "vitest";
import { cpuCounts, filterAdminCpus } from "./cpu-list";

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
