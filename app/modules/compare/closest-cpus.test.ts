import { describe, expect, it } from "vitest";
import { closestCpus, MAX_CLOSEST } from "./closest-cpus";
import { testCpu } from "../../../tests/support/test-cpu";

const cpus = [
  testCpu({ id: "amd-ryzen-9-7950x", name: "AMD Ryzen 9 7950X" }),
  testCpu({ id: "amd-ryzen-9-7900x", name: "AMD Ryzen 9 7900X" }),
  testCpu({ id: "amd-ryzen-7-7700x", name: "AMD Ryzen 7 7700X" }),
  testCpu({ id: "intel-core-i9-13900k", name: "Intel Core i9-13900K", brand: "Intel" }),
];

describe("closestCpus", () => {
  it("finds the CPUs an unknown id was probably meant to name", () => {
    expect(
      closestCpus("amd-ryzen-9-7950xx", cpus)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["amd-ryzen-9-7900x", "amd-ryzen-9-7950x"]);
  });

  it("matches names that keep a hyphen", () => {
    expect(closestCpus("intel-core-i9-13900", cpus).map((c) => c.id)).toEqual([
      "intel-core-i9-13900k",
    ]);
  });

  it("never suggests the known CPU of the pair, and at most five", () => {
    expect(closestCpus("amd-ryzen-9-7950xx", cpus, "amd-ryzen-9-7950x").map((c) => c.id)).toEqual([
      "amd-ryzen-9-7900x",
    ]);
    const many = Array.from({ length: 9 }, (_, i) =>
      testCpu({ id: `amd-test-${i}`, name: `AMD Test ${i}` }),
    );
    expect(closestCpus("amd-test-x", many)).toHaveLength(MAX_CLOSEST);
  });

  it("suggests nothing for an id that matches nothing", () => {
    expect(closestCpus("zzz-qqq", cpus)).toEqual([]);
  });
});
