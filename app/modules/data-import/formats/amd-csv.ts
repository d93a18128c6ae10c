/**
 * AMD's own CSV export of the processor specifications table
 * (https://www.amd.com/en/products/specifications/processors.html, "Export"):
 * columns `Model`, `Family`, `Line`, `Platform`, `Launch Date`, `# of CPU Cores`,
 * `Base Clock`, `Max. Boost Clock`, `L1/L2/L3 Cache`, `Default TDP`, `CPU Socket`, …
 *
 * Only what the export states is mapped. It has no instruction set, maximum
 * memory size, ECC flag, PPT or codename; those stay null (the build may fill
 * a field from another published source and records that in `fieldSources`).
 */
import { cleanCpuName } from "../cpu-names";
import type { ImportedCpu, ParsedImport, SeedCopy, SeedCpu, SeedSource } from "../seed-format";
import { readCsv } from "./csv";
import {
  cleanText,
  readCelsius,
  readGbPerSecond,
  readGhz,
  readInt,
  readKilobytes,
  readLaunchDate,
  readMegabytes,
  readMhz,
  readPcieVersion,
  readUsd,
  readWatts,
  readYesNo,
} from "./units";

export const AMD_SOURCE_NAME = "AMD product specifications";
/** The page whose "Export" button produces this CSV. */
export const AMD_SPECIFICATIONS_URL =
  "https://www.amd.com/en/products/specifications/processors.html";

export interface AmdCsvOptions {
  /** The day the export was taken, YYYY-MM-DD. */
  readOn: string;
  /** The address the rows are attributed to; defaults to AMD's specifications page. */
  sourceUrl?: string;
  /** The public copy of the export that was read (a copy of AMD's export published on GitHub). */
  copy?: SeedCopy;
}

/** Column names as AMD writes them; the boost column carries footnote marks. */
function column(row: Record<string, string>, prefix: string): string | undefined {
  if (prefix in row) return row[prefix];
  const key = Object.keys(row).find((k) => k.startsWith(prefix));
  return key ? row[key] : undefined;
}

export function parseAmdCsv(text: string, options: AmdCsvOptions): ParsedImport {
  const result: ParsedImport = { cpus: [], results: [], skipped: [] };
  const specSource: SeedSource = {
    name: AMD_SOURCE_NAME,
    url: options.sourceUrl ?? AMD_SPECIFICATIONS_URL,
    date: options.readOn,
    ...(options.copy ? { copy: options.copy } : {}),
  };
  for (const { line, row } of readCsv(text)) {
    // The export of 2023 names the columns "Model" and "Platform", that of 2025 "Name" and "Form Factor".
    const rawName = (row.Model ?? row.Name)?.trim() ?? "";
    if (!rawName) {
      result.skipped.push({ line, reason: "no model name" });
      continue;
    }
    const skip = (reason: string) => result.skipped.push({ line, name: rawName, reason });
    const name = cleanCpuName(rawName);
    if (!/^AMD\b/.test(name)) {
      skip("not an AMD product name");
      continue;
    }
    const platform = row.Platform ?? row["Form Factor"] ?? "";
    const type = readType(name, platform);
    if (!type) {
      skip(`unknown platform "${platform}"`);
      continue;
    }
    const cores = readInt(column(row, "# of CPU Cores"));
    const threads = readInt(column(row, "# of Threads"));
    if (cores === null || threads === null) {
      skip("core or thread count not published");
      continue;
    }
    result.cpus.push({ rawName, spec: mapRow(row, name, type, cores, threads), specSource });
  }
  return result;
}

/**
 * Threadripper → Workstation, EPYC → Server, else the export's platform. The 2025 export lists
 * several form factors ("Laptops , Desktops" for Ryzen AI 300 and AI Max, whose sockets are laptop
 * BGA packages): a part offered for laptops is a laptop CPU unless it is also a boxed processor.
 */
function readType(name: string, platform: string): SeedCpu["type"] | null {
  if (/\bThreadripper\b/.test(name)) return "Workstation";
  if (/\bEPYC\b/.test(name)) return "Server";
  const forms = platform.split(/\s*,\s*/).map((f) => f.trim());
  if (forms.length > 1) {
    if (forms.includes("Boxed Processor")) return "Desktop";
    if (forms.includes("Laptops") || forms.includes("Laptop")) return "Laptop";
    if (forms.includes("Desktops") || forms.includes("Desktop")) return "Desktop";
  }
  if (/^(Laptops|Handheld)$/i.test(platform.trim())) return "Laptop";
  if (/^Desktops$/i.test(platform.trim())) return "Desktop";
  if (/\bLaptop\b|\bHandheld\b/i.test(platform)) return "Laptop";
  if (/^(Desktop|Boxed Processor|All-in-One)$/i.test(platform.trim())) return "Desktop";
  if (/^Server$/i.test(platform.trim())) return "Server";
  return null;
}

function mapRow(
  row: Record<string, string>,
  name: string,
  type: SeedCpu["type"],
  cores: number,
  threads: number,
): ImportedCpu["spec"] {
  // A few rows carry MHz typos ("56MHz" for a 2 GHz part): not a published base clock.
  const statedBase = readGhz(column(row, "Base Clock"));
  const baseFreq = statedBase !== null && statedBase >= 0.5 ? statedBase : null;
  const boostFreq = readGhz(column(row, "Max. Boost Clock"), { allowUpTo: true });
  const graphics = cleanText(column(row, "Graphics Model"));
  const noGraphics = graphics !== null && /discrete graphics card required/i.test(graphics);
  const pcie = column(row, "PCI Express");
  const lanes = /x(\d+)\b/.exec(pcie ?? "");
  return {
    name,
    brand: "AMD",
    type,
    cores,
    threads,
    ...(baseFreq !== null ? { baseFreq } : {}),
    boostFreq,
    tdp: readWatts(column(row, "Default TDP")),
    ...readCtdp(column(row, "AMD Configurable TDP")),
    maxTurboPower: null,
    socket: commaList(cleanText(column(row, "CPU Socket"))),
    architecture: readZenArchitecture(column(row, "Supported Technologies")),
    releaseDate: readLaunchDate(column(row, "Launch Date")),
    price: readUsd(column(row, "1kU Pricing")),
    instructionSet: null,
    processorNumber: readProcessorNumber(name),
    partNumber:
      readPartNumber(column(row, "Product ID Boxed")) ??
      readPartNumber(column(row, "Product ID Tray")),
    manufacturingProcess: readProcess(column(row, "Processor Technology for CPU Cores")),
    peakOperatingTemp: readCelsius(column(row, "Max. Operating Temperature")),
    ...coreSplit(name, cores, threads, baseFreq, boostFreq),
    l1Cache: readKilobytes(column(row, "L1 Cache")),
    l2Cache: readMegabytes(column(row, "L2 Cache")),
    l3Cache: readMegabytes(column(row, "L3 Cache")),
    unlockedMultiplier: readYesNo(column(row, "Unlocked for Overclocking")),
    busFrequency: null,
    multiplier: null,
    memoryTypes: readAmdMemory(
      column(row, "System Memory Type"),
      column(row, "System Memory Specification"),
    ),
    maxMemorySize: null,
    maxMemoryChannels: readInt(column(row, "Memory Channels")) || null,
    maxMemoryBandwidth: readGbPerSecond(column(row, "Per Socket Mem BW")),
    eccMemorySupport: null,
    integratedGraphics: graphics === null ? null : !noGraphics,
    integratedGraphicsName: graphics === null || noGraphics ? null : cleanGraphicsName(graphics),
    gpuBaseFreq: null,
    gpuMaxDynamic: readMhz(column(row, "Graphics Frequency")),
    executionUnits: noGraphics ? null : readInt(column(row, "Graphics Core Count")) || null,
    shaderUnits: null,
    textureUnits: null,
    rasterOperationUnits: null,
    gpuPowerConsumption: null,
    graphicsPerformance: null,
    pcieVersion: readPcieVersion(pcie),
    // Only EPYC rows state the total ("PCIe 5.0 x128"); a desktop "x16" is the graphics slot.
    pcieLanes: type === "Server" && lanes?.[1] ? Number(lanes[1]) : null,
  };
}

/**
 * Parts that mix full Zen 4 and compact Zen 4c cores ("Phoenix 2"). The export
 * does not give the split, so it stays null for them.
 */
const MIXED_CORE_MODEL = /\b(?:7540U|7545U|7440U)\b/;

/**
 * The performance/efficiency split. Every other part in the export has one kind
 * of core, which the dataset counts as performance cores (README convention;
 * an all-compact EPYC such as the 9754 counts them all as performance cores).
 */
function coreSplit(
  name: string,
  cores: number,
  threads: number,
  baseFreq: number | null,
  boostFreq: number | null,
): Partial<SeedCpu> {
  if (MIXED_CORE_MODEL.test(name))
    return {
      performanceCores: null,
      performanceCoreThreads: null,
      performanceCoreBaseFreq: null,
      performanceCoreTurboFreq: null,
      efficiencyCores: null,
      efficiencyCoreThreads: null,
      efficiencyCoreBaseFreq: null,
      efficiencyCoreTurboFreq: null,
    };
  return {
    performanceCores: cores,
    performanceCoreThreads: threads,
    performanceCoreBaseFreq: baseFreq,
    performanceCoreTurboFreq: boostFreq,
    efficiencyCores: 0,
    efficiencyCoreThreads: 0,
    efficiencyCoreBaseFreq: null,
    efficiencyCoreTurboFreq: null,
  };
}

/** 'AMD "Zen 3" Core Architecture' → "Zen 3". */
function readZenArchitecture(text: string | undefined): string | null {
  const m = /"?Zen\s*(\d\+?c?)"?\s*Core Architecture/i.exec(text ?? "");
  return m?.[1] ? `Zen ${m[1]}` : null;
}

/** "AMD Ryzen 9 7950X" → "7950X"; "AMD Ryzen Threadripper PRO 5995WX" → "5995WX"; "AMD EPYC 9654" → "9654". */
export function readProcessorNumber(name: string): string | null {
  const rest = name
    .replace(/^AMD\s+/, "")
    .replace(/^(?:(?:Ryzen|Threadripper|PRO|AI|Athlon|EPYC|Gold|Silver|[3579])\s+)+/, "")
    .trim();
  return rest || null;
}

/** One order code ("100-100000514WOF"); lists and notes are not one part number. */
function readPartNumber(text: string | undefined): string | null {
  const t = text?.trim();
  return t && /^[A-Z0-9][A-Z0-9-]{4,}$/i.test(t) ? t : null;
}

/** "TSMC 5nm FinFET" → "TSMC 5nm"; "12nm FinFET" → "12nm". */
function readProcess(text: string | undefined): string | null {
  const t = cleanText(text);
  return t ? t.replace(/\s*FinFET$/i, "") : null;
}

/** Type "DDR5" + "Up to 4800MHz" → "DDR5-4800"; several types are kept as written. */
function readAmdMemory(type: string | undefined, spec: string | undefined): string | null {
  const t = commaList(cleanText(type));
  if (!t) return null;
  const speed = /^Up to (\d{3,4})\s*MHz$/i.exec(spec?.trim() ?? "");
  if (/^(?:LP)?DDR\d[A-Za-z]?$/.test(t) && speed?.[1]) return `${t}-${speed[1]}`;
  return t;
}

/** "AMD Radeon™  Graphics" → "AMD Radeon Graphics"; "Radeon™ Vega 8 Graphics" → "Radeon Vega 8 Graphics". */
function cleanGraphicsName(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** "15-54W", "45 - 120 W" → the range AMD publishes as configurable TDP; anything else is not one. */
function readCtdp(text: string | undefined): {
  configurableTdpMin: number | null;
  configurableTdpMax: number | null;
} {
  const m = /^(\d+)\s*W?\s*-\s*(\d+)\s*W$/i.exec(text?.trim() ?? "");
  const lo = Number(m?.[1]);
  const hi = Number(m?.[2]);
  if (!m || !(lo > 0) || hi < lo) return { configurableTdpMin: null, configurableTdpMax: null };
  return { configurableTdpMin: lo, configurableTdpMax: hi };
}

/** The 2025 export separates list items with " , " where the 2023 one writes ", ". */
function commaList(text: string | null): string | null {
  return text === null ? null : text.replace(/\s*,\s*/g, ", ");
}
