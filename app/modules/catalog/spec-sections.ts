import type { Cpu } from "./cpu";

export interface SpecRow {
  field: keyof Cpu;
  label: string;
  /** The value as shown, with its unit; null when unknown (shown as N/A). */
  value: string | null;
  estimated: boolean;
}

export interface SpecSection {
  id: string;
  title: string;
  rows: SpecRow[];
}

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

type Formatter = (value: NonNullable<Cpu[keyof Cpu]>) => string;
const withUnit =
  (unit: string): Formatter =>
  (v) =>
    `${number.format(Number(v))} ${unit}`;
const plain: Formatter = (v) => (typeof v === "number" ? number.format(v) : String(v));
const yesNo: Formatter = (v) => (v ? "Yes" : "No");

const SECTIONS: { id: string; title: string; rows: [keyof Cpu, string, Formatter][] }[] = [
  {
    id: "general",
    title: "General",
    rows: [
      ["brand", "Brand", plain],
      ["type", "Type", plain],
      ["processorNumber", "Processor number", plain],
      ["architecture", "Architecture", plain],
      ["socket", "Socket", plain],
      ["cores", "Cores", plain],
      ["threads", "Threads", plain],
      ["baseFreq", "Base clock", withUnit("GHz")],
      ["boostFreq", "Boost clock", withUnit("GHz")],
      ["tdp", "TDP", withUnit("W")],
      ["powerConsumption", "Power consumption", withUnit("W")],
      ["maxTurboPower", "Max turbo power", withUnit("W")],
      ["peakOperatingTemp", "Peak operating temperature", withUnit("°C")],
      ["manufacturingProcess", "Manufacturing process", plain],
      ["instructionSet", "Instruction set", plain],
      ["releaseDate", "Release date", plain],
      ["price", "Launch price", (v) => usd.format(Number(v))],
    ],
  },
  {
    id: "performance-cores",
    title: "Performance cores",
    rows: [
      ["performanceCores", "Cores", plain],
      ["performanceCoreThreads", "Threads", plain],
      ["performanceCoreBaseFreq", "Base clock", withUnit("GHz")],
      ["performanceCoreTurboFreq", "Turbo clock", withUnit("GHz")],
    ],
  },
  {
    id: "efficiency-cores",
    title: "Efficiency cores",
    rows: [
      ["efficiencyCores", "Cores", plain],
      ["efficiencyCoreThreads", "Threads", plain],
      ["efficiencyCoreBaseFreq", "Base clock", withUnit("GHz")],
      ["efficiencyCoreTurboFreq", "Turbo clock", withUnit("GHz")],
    ],
  },
  {
    id: "cache",
    title: "Cache and clock",
    rows: [
      ["l1Cache", "L1 cache", withUnit("KB")],
      ["l2Cache", "L2 cache", withUnit("MB")],
      ["l3Cache", "L3 cache", withUnit("MB")],
      ["unlockedMultiplier", "Unlocked multiplier", yesNo],
      ["busFrequency", "Bus frequency", withUnit("MHz")],
      ["multiplier", "Multiplier", (v) => `${number.format(Number(v))}x`],
    ],
  },
  {
    id: "memory",
    title: "Memory",
    rows: [
      ["memoryTypes", "Memory types", plain],
      ["maxMemorySize", "Max memory size", withUnit("GB")],
      ["maxMemoryChannels", "Memory channels", plain],
      ["maxMemoryBandwidth", "Max memory bandwidth", withUnit("GB/s")],
      ["eccMemorySupport", "ECC memory", yesNo],
    ],
  },
  {
    id: "graphics",
    title: "Graphics",
    rows: [
      ["integratedGraphics", "Integrated graphics", yesNo],
      ["integratedGraphicsName", "GPU name", plain],
      ["gpuBaseFreq", "GPU base clock", withUnit("MHz")],
      ["gpuMaxDynamic", "GPU max clock", withUnit("MHz")],
      ["executionUnits", "Execution units", plain],
      ["shaderUnits", "Shader units", plain],
      ["textureUnits", "Texture units", plain],
      ["rasterOperationUnits", "ROPs", plain],
      ["gpuPowerConsumption", "GPU power", withUnit("W")],
      ["graphicsPerformance", "Graphics performance", withUnit("GFLOPS")],
    ],
  },
  {
    id: "pcie",
    title: "PCIe",
    rows: [
      ["pcieVersion", "PCIe version", plain],
      ["pcieLanes", "PCIe lanes", plain],
    ],
  },
  { id: "misc", title: "Miscellaneous", rows: [["partNumber", "Part number", plain]] },
];

/** A CPU's specifications grouped as the spec's sections; efficiency cores only when it has any. */
export function specSections(cpu: Cpu): SpecSection[] {
  return SECTIONS.filter((s) => s.id !== "efficiency-cores" || cpu.efficiencyCores > 0).map(
    (s) => ({
      id: s.id,
      title: s.title,
      rows: s.rows.map(([field, label, format]) => {
        const raw = cpu[field];
        return {
          field,
          label,
          value:
            raw === null || raw === undefined ? null : format(raw as NonNullable<Cpu[keyof Cpu]>),
          estimated: cpu.estimated.has(field as never),
        };
      }),
    }),
  );
}

export function formatScore(value: number): string {
  return number.format(value);
}
