import { describe, expect, it } from "vitest";
import { cleanCpuName, cpuSlug, normalizeCpuName } from "./cpu-names";

describe("normalizeCpuName", () => {
  it("gives every spelling of one Intel CPU the same key", () => {
    const key = normalizeCpuName("Intel Core i9-13900K");
    expect(key).toBe("intel core i9 13900k");
    expect(normalizeCpuName("Intel(R) Core(TM) i9-13900K CPU @ 3.00GHz")).toBe(key);
    expect(normalizeCpuName("13th Gen Intel(R) Core(TM) i9-13900K")).toBe(key);
    expect(normalizeCpuName("Intel® Core™ i9-13900K Processor")).toBe(key);
  });

  it("gives every spelling of one AMD CPU the same key", () => {
    const key = normalizeCpuName("AMD Ryzen 9 7950X");
    expect(normalizeCpuName("AMD Ryzen 9 7950X 16-Core Processor")).toBe(key);
    expect(normalizeCpuName("AMD Ryzen™ 9 7950X")).toBe(key);
    expect(normalizeCpuName("AMD Ryzen 5 5600G with Radeon Graphics")).toBe(
      normalizeCpuName("AMD Ryzen 5 5600G"),
    );
    expect(normalizeCpuName("AMD Ryzen AI 5 340 w/ Radeon 840M")).toBe("amd ryzen ai 5 340");
    expect(normalizeCpuName("AMD Ryzen 7 1700 Eight-Core Processor")).toBe("amd ryzen 7 1700");
  });

  it("drops 'Processor' wherever ARK puts it and the X-series / Extreme Edition labels", () => {
    expect(normalizeCpuName("Intel® Core™ Ultra 7 Processor 165H")).toBe("intel core ultra 7 165h");
    expect(normalizeCpuName("Intel® Celeron® Processor N4020")).toBe("intel celeron n4020");
    expect(normalizeCpuName("Intel® Core™ i9-10980XE Extreme Edition Processor")).toBe(
      normalizeCpuName("Intel(R) Core(TM) i9-10980XE CPU @ 3.00GHz"),
    );
    expect(normalizeCpuName("Intel® Core™ i9-7980XE X-series Processor")).toBe(
      "intel core i9 7980xe",
    );
    expect(normalizeCpuName("Intel Xeon Processor E5-1680 v3")).toBe("intel xeon e5 1680 v3");
  });

  it("keeps what distinguishes CPUs: suffixes, PRO, +", () => {
    expect(normalizeCpuName("Intel Core i9-13900KF")).not.toBe(
      normalizeCpuName("Intel Core i9-13900K"),
    );
    expect(normalizeCpuName("AMD Ryzen 7 PRO 7840U")).not.toBe(
      normalizeCpuName("AMD Ryzen 7 7840U"),
    );
    expect(normalizeCpuName("Intel® Xeon® Platinum 8480+ Processor")).toBe(
      "intel xeon platinum 8480+",
    );
  });
});

describe("cleanCpuName", () => {
  it("makes display names", () => {
    expect(cleanCpuName("Intel® Core™ i9-13900K Processor")).toBe("Intel Core i9-13900K");
    expect(cleanCpuName("13th Gen Intel(R) Core(TM) i9-13900K")).toBe("Intel Core i9-13900K");
    expect(cleanCpuName("AMD Ryzen 9 7950X 16-Core Processor")).toBe("AMD Ryzen 9 7950X");
    expect(cleanCpuName("AMD Ryzen™ Threadripper™ PRO 5995WX")).toBe(
      "AMD Ryzen Threadripper PRO 5995WX",
    );
    expect(cleanCpuName("Intel® Pentium® Gold Processor 8505")).toBe("Intel Pentium Gold 8505");
    expect(cleanCpuName("AMD Ryzen AI 5 340 w/ Radeon 840M")).toBe("AMD Ryzen AI 5 340");
  });
});

describe("cpuSlug", () => {
  it("makes URL slugs", () => {
    expect(cpuSlug("Intel Core i9-13900K")).toBe("intel-core-i9-13900k");
    expect(cpuSlug("AMD Ryzen 9 7950X")).toBe("amd-ryzen-9-7950x");
    expect(cpuSlug("AMD Ryzen AI Max+ 395")).toBe("amd-ryzen-ai-max-plus-395");
    expect(cpuSlug("Intel Xeon Platinum 8480+")).toBe("intel-xeon-platinum-8480-plus");
    expect(cpuSlug("Intel® Core™ Ultra 9 Processor 285K")).toBe("intel-core-ultra-9-285k");
  });

  it("never produces -vs-", () => {
    expect(cpuSlug("Example VS 100")).not.toContain("-vs-");
    expect(cpuSlug("Example VS 100")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
