import { describe, expect, it } from "vitest";
import { cpuIdSchema, cpuInputSchema } from "~/modules/catalog/cpu.schema";
import { REFERENCE_FILES, referenceCpus } from "./reference-data";

const rows = Object.entries(REFERENCE_FILES).flatMap(([file, list]) =>
  list.map((row, i) => ({ file, line: i + 1, row: row as { id?: string; name?: string } })),
);

describe("reference dataset", () => {
  it.each(rows.map((r) => [`${r.file} #${r.line} ${r.row.id}`, r.row] as const))(
    "%s is valid",
    (_label, row) => {
      const result = cpuInputSchema.safeParse(row);
      expect(
        result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
      ).toEqual([]);
    },
  );

  const cpus = referenceCpus();

  it("holds at least 150 CPUs with unique ids, unique names and valid slugs", () => {
    expect(cpus.length).toBeGreaterThanOrEqual(150);
    const ids = cpus.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(cpus.map((c) => c.name)).size).toBe(cpus.length);
    for (const id of ids) expect(cpuIdSchema.safeParse(id).success, id).toBe(true);
  });

  it("has every row released 2017 to 2025 and every id derived from its name", () => {
    for (const cpu of cpus) {
      expect(cpu.releaseDate, cpu.id).toMatch(/^20(1[7-9]|2[0-5])-/);
      const slug = cpu.name
        .toLowerCase()
        .replace(/\+/g, " plus")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      expect(cpu.id).toBe(slug);
    }
  });

  it("keeps the hybrid split and the clock ordering consistent", () => {
    for (const cpu of cpus) {
      expect(cpu.threads, cpu.id).toBeGreaterThanOrEqual(cpu.cores);
      if (cpu.boostFreq !== null)
        expect(cpu.boostFreq, cpu.id).toBeGreaterThanOrEqual(cpu.baseFreq);
      expect((cpu.performanceCores ?? 0) + (cpu.efficiencyCores ?? 0), cpu.id).toBe(cpu.cores);
      if (cpu.multiplier !== null) expect(cpu.multiplier, cpu.id).toBeCloseTo(cpu.baseFreq * 10, 1);
    }
  });

  it.each([
    ["Ryzen 1000", /^AMD Ryzen \d 1\d{3}/],
    ["Ryzen 2000", /^AMD Ryzen \d 2\d{3}/],
    ["Ryzen 3000", /^AMD Ryzen \d 3\d{3}/],
    ["Ryzen 5000", /^AMD Ryzen \d 5\d{3}/],
    ["Ryzen 7000", /^AMD Ryzen \d 7\d{3}/],
    ["Ryzen 8000", /^AMD Ryzen \d 8\d{3}/],
    ["Ryzen 9000", /^AMD Ryzen \d 9\d{3}/],
    ["Ryzen X3D", /^AMD Ryzen \d \d{4}X3D$/],
    ["Threadripper 7000", /^AMD Ryzen Threadripper (PRO )?79\d\dW?X$/],
    ["EPYC", /^AMD EPYC /],
    ["Core 8th gen", /^Intel Core i\d-8\d{3}/],
    ["Core 9th gen", /^Intel Core i\d-9\d{3}/],
    ["Core 10th gen", /^Intel Core i\d-10\d{3}/],
    ["Core 11th gen", /^Intel Core i\d-11\d{3}/],
    ["Core 12th gen", /^Intel Core i\d-12\d{3}/],
    ["Core 13th gen", /^Intel Core i\d-13\d{3}/],
    ["Core 14th gen", /^Intel Core i\d-14\d{3}/],
    ["Core Ultra 100", /^Intel Core Ultra \d 1\d\d/],
    ["Core Ultra 200", /^Intel Core Ultra \d 2\d\d/],
    ["Xeon", /^Intel Xeon /],
  ])("covers %s", (_family, pattern) => {
    expect(cpus.filter((c) => pattern.test(c.name)).length).toBeGreaterThan(0);
  });

  it("covers every market segment and includes the 96-core Threadripper PRO 7995WX", () => {
    expect(new Set(cpus.map((c) => c.type))).toEqual(
      new Set(["Desktop", "Laptop", "Workstation", "Server"]),
    );
    expect(cpus.find((c) => c.id === "amd-ryzen-threadripper-pro-7995wx")?.cores).toBe(96);
  });
});
