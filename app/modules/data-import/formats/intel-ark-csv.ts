/**
 * Intel ARK specification export: one row per product, ARK's field names as
 * columns (`CpuName`, `CoreCount`, `ClockSpeedMax`, `ProcessorBasePower`, …) and
 * the product's ark.intel.com address in `SourceUrl`.
 *
 * Only what ARK publishes is mapped; ARK does not publish L1 cache, launch
 * prices, the multiplier or thread counts per core type in this export, so those
 * stay null.
 */
import { cleanCpuName } from "../cpu-names";
import type { ImportedCpu, ParsedImport, SeedCopy, SeedCpu, SeedSource } from "../seed-format";
import { readCsv } from "./csv";
import {
  cleanText,
  readCelsius,
  readGbPerSecond,
  readGhz,
  readGigabytes,
  readInt,
  readLaunchDate,
  readMegabytes,
  readMhz,
  readPcieVersion,
  readWatts,
  readYesNo,
} from "./units";

export const INTEL_ARK_SOURCE_NAME = "Intel ARK";

export interface IntelArkOptions {
  /** The day the export was read from ARK, YYYY-MM-DD. */
  readOn: string;
  /** The public copy of the export that was read (a scrape of ARK published on GitHub). */
  copy?: SeedCopy;
}

/** Atom-based parts whose "Cache" figure is the L2 (they have no L3). */
const L2_ONLY_CODENAMES = new Set(["Apollo Lake", "Gemini Lake", "Gemini Lake Refresh"]);

const SEGMENT_TYPES: Record<string, SeedCpu["type"]> = {
  Desktop: "Desktop",
  Mobile: "Laptop",
  Server: "Server",
  Workstation: "Workstation",
};

export function parseIntelArkCsv(text: string, options: IntelArkOptions): ParsedImport {
  return parseIntelArkRows(readCsv(text), options);
}

/** Rows keyed by ARK's field names (`CpuName`, `CoreCount`, …), from any spelling of the export. */
export function parseIntelArkRows(
  rows: Iterable<{ line: number; row: Record<string, string> }>,
  options: IntelArkOptions,
): ParsedImport {
  const result: ParsedImport = { cpus: [], results: [], skipped: [] };
  for (const { line, row } of rows) {
    const rawName = row.CpuName?.trim() ?? "";
    if (!rawName) {
      result.skipped.push({ line, reason: "no product name" });
      continue;
    }
    const skip = (reason: string) => result.skipped.push({ line, name: rawName, reason });
    const name = coreName(cleanCpuName(rawName), cleanText(row.ProcessorNumber));
    if (!/^Intel\b/.test(name)) {
      skip("not an Intel product name");
      continue;
    }
    if (/\bItanium\b/.test(name)) {
      skip("Itanium is not an x86 CPU");
      continue;
    }
    const segment = row.MarketSegment ?? "";
    if (segment === "Embedded") {
      skip("embedded segment");
      continue;
    }
    const isXeonW = /\bXeon\s+(?:W-|w[3579]-)/.test(name);
    const type = isXeonW ? "Workstation" : SEGMENT_TYPES[segment];
    if (!type) {
      skip(`unknown market segment "${segment}"`);
      continue;
    }
    const url = row.SourceUrl?.trim() ?? "";
    if (!/^https:\/\/((ark|www)\.)?intel\.com\//.test(url)) {
      skip("no ark.intel.com product URL");
      continue;
    }
    const cores = readInt(row.CoreCount);
    const threads = readInt(row.ThreadCount);
    if (cores === null || threads === null) {
      skip("core or thread count not published");
      continue;
    }
    const specSource: SeedSource = {
      name: INTEL_ARK_SOURCE_NAME,
      url,
      date: options.readOn,
      ...(options.copy ? { copy: options.copy } : {}),
    };
    result.cpus.push({ rawName, spec: mapRow(row, name, type, cores, threads), specSource });
  }
  return result;
}

function mapRow(
  row: Record<string, string>,
  name: string,
  type: SeedCpu["type"],
  cores: number,
  threads: number,
): ImportedCpu["spec"] {
  const pCores = readInt(row.PerfCoreCount);
  const eCores = readInt(row.EffCoreCount);
  const hybrid = pCores !== null && eCores !== null && eCores > 0 && pCores + eCores === cores;
  // Hybrid parts: ARK publishes a P-core and an E-core base clock and no base clock of the chip,
  // so the chip's base clock is unknown (not the P-core one) unless ARK states one.
  const baseFreq = hybrid
    ? readGhz(row.ClockSpeed)
    : (readGhz(row.ClockSpeed) ?? readGhz(row.PCoreBaseFreq));
  const boostFreq = readGhz(row.ClockSpeedMax) ?? readGhz(row.TurboBoostTech2MaxFreq);
  const architecture = cleanText(row.CodeNameText?.replace(/^Products formerly\s+/i, ""));
  const cache = readMegabytes(row.Cache);
  const l2OnlyCache = architecture !== null && L2_ONLY_CODENAMES.has(architecture);
  const graphicsName = cleanText(row.ProcessorGraphicsModelId);
  const processorNumber = cleanText(row.ProcessorNumber);

  const spec: ImportedCpu["spec"] = {
    name,
    brand: "Intel",
    type,
    cores,
    threads,
    ...(baseFreq !== null ? { baseFreq } : {}),
    boostFreq,
    tdp: readWatts(row.ProcessorBasePower) ?? readWatts(row.MaxTDP),
    ...readConfigurableTdp(row.ConfigTDPMin, row.ConfigTDPMax),
    maxTurboPower: readWatts(row.MaxTurboPower),
    socket: readSocket(row.SocketsSupported),
    architecture,
    releaseDate: readLaunchDate(row.BornOnDate),
    ...readRecommendedPrice(row.RCP),
    instructionSet: readInstructionSet(row),
    processorNumber,
    partNumber: null,
    manufacturingProcess: readLithography(row.Lithography),
    peakOperatingTemp: readCelsius(row.ThermalJunctionRateCode),
    ...(hybrid
      ? {
          performanceCores: pCores,
          performanceCoreThreads: null,
          performanceCoreBaseFreq: readGhz(row.PCoreBaseFreq),
          performanceCoreTurboFreq: readGhz(row.PCoreTurboFreq),
          efficiencyCores: eCores,
          efficiencyCoreThreads: null,
          efficiencyCoreBaseFreq: readGhz(row.ECoreBaseFreq),
          efficiencyCoreTurboFreq: readGhz(row.ECoreTurboFreq),
        }
      : {
          // One kind of core: all cores and threads are "performance" (README convention).
          performanceCores: cores,
          performanceCoreThreads: threads,
          performanceCoreBaseFreq: baseFreq,
          performanceCoreTurboFreq: boostFreq,
          efficiencyCores: 0,
          efficiencyCoreThreads: 0,
          efficiencyCoreBaseFreq: null,
          efficiencyCoreTurboFreq: null,
        }),
    l1Cache: null,
    l2Cache: readMegabytes(row.TotalL2Cache) ?? (l2OnlyCache ? cache : null),
    l3Cache: l2OnlyCache ? null : cache,
    unlockedMultiplier: null,
    busFrequency: null,
    multiplier: null,
    memoryTypes: readMemoryTypes(row.MemoryTypes),
    maxMemorySize: readGigabytes(row.MaxMem),
    maxMemoryChannels: readInt(row.NumMemoryChannels),
    maxMemoryBandwidth: readGbPerSecond(row.MaxMemoryBandwidth),
    eccMemorySupport: readYesNo(row.ECCMemory),
    integratedGraphics: graphicsName
      ? true
      : withoutGraphics(row, name, processorNumber)
        ? false
        : null,
    integratedGraphicsName: graphicsName,
    gpuBaseFreq: readMhz(row.GraphicsFreq),
    gpuMaxDynamic: readMhz(row.GraphicsMaxFreq),
    executionUnits: readInt(row.GraphicsExecutionUnits) || null,
    shaderUnits: null,
    textureUnits: null,
    rasterOperationUnits: null,
    gpuPowerConsumption: null,
    graphicsPerformance: null,
    pcieVersion: readPcieVersion(row.PCIExpressRevision, row.MicroprocessorPCIeRevision),
    pcieLanes: readInt(row.NumPCIExpressPorts) || null,
  };
  return spec;
}

/** ARK's graphics columns (either spelling, as renamed by `intel-ark-labels-csv`). */
const GRAPHICS_FIELDS = [
  "ProcessorGraphicsModelId",
  "GraphicsFreq",
  "GraphicsMaxFreq",
  "GraphicsExecutionUnits",
  "GraphicsOutput",
  "GraphicsDeviceId",
  "NumDisplaysSupported",
] as const;

/**
 * A Core part (Core i3–i9, Core Ultra, Core 3/5/7) whose processor number carries Intel's "F"
 * suffix (F, KF, HF: "i5-12400F", "i7-9750HF", ARK's "245KF" for the Core Ultra 5 245KF). Intel's
 * processor-number key defines that suffix as "requires discrete graphics". A Xeon's "F" (Gold
 * 6138F) means an integrated fabric, not missing graphics, so only Core names count.
 */
const CORE_NAME = /^Intel Core (?:i[3579]-|Ultra [3579] |[357] )/;
const F_SUFFIX = /^(?:i[3579]-)?\d{3,5}[A-Z]*F$/;

/**
 * "No integrated graphics" is known, not unknown, when both of Intel's own statements say so: the
 * Core processor number carries the F suffix and the row publishes no processor graphics at all
 * (no GPU name, clock, execution units, outputs or displays). Any other row without graphics
 * columns (Xeon, Core X-series) stays unknown: the export says nothing about it.
 */
function withoutGraphics(
  row: Record<string, string>,
  name: string,
  processorNumber: string | null,
): boolean {
  if (!CORE_NAME.test(name) || !processorNumber || !F_SUFFIX.test(processorNumber)) return false;
  return GRAPHICS_FIELDS.every((f) => {
    const v = cleanText(row[f]);
    return v === null || /^(?:N\/A|No|0)$/i.test(v);
  });
}

/** "FCLGA1700" → "LGA1700"; "FC-BGA1356. FCBGA1356" → "BGA1356". */
export function readSocket(text: string | undefined): string | null {
  if (!text) return null;
  const sockets = text
    .split(/[.,;]\s*/)
    .map((s) => s.trim().replace(/^(?:UTFC|SVLC|FC)-?/i, ""))
    .filter(Boolean);
  const unique = [...new Set(sockets)];
  return unique.length ? unique.join(", ") : null;
}

/** "14 nm" → "Intel 14nm", "10 nm SuperFin" → "Intel 10nm SuperFin", "Intel 7" stays. */
export function readLithography(text: string | undefined): string | null {
  const t = cleanText(text);
  if (!t) return null;
  const m = /^(\d+)\s*nm\b\s*(.*)$/i.exec(t);
  if (m) return `Intel ${m[1]}nm${m[2] ? ` ${m[2]}` : ""}`;
  return t;
}

/** "64-bit" + "Intel® SSE4.1. Intel® SSE4.2. Intel® AVX2" → "x86-64, SSE4.1, SSE4.2, AVX2". */
function readInstructionSet(row: Record<string, string>): string | null {
  const parts: string[] = [];
  if (row.InstructionSet?.trim() === "64-bit" || readYesNo(row.EM64) === true) parts.push("x86-64");
  for (const ext of (row.InstructionSetExtensions ?? "").split(/[.,]\s+/)) {
    const clean = cleanText(ext.replace(/Intel®?\s*/g, "").replace(/\.$/, ""));
    if (clean) parts.push(clean);
  }
  return parts.length ? parts.join(", ") : null;
}

/**
 * "Up to DDR5 5600 MT/s Up to DDR4 3200 MT/s" → "DDR5-5600, DDR4-3200";
 * "DDR4-3200. LPDDR4x-4267" → "DDR4-3200, LPDDR4x-4267". Other spellings are
 * kept as written (without trademark signs).
 */
export function readMemoryTypes(text: string | undefined): string | null {
  const t = cleanText(text);
  if (!t) return null;
  const simple = t
    .replace(/\bUp to\s+/gi, "")
    .replace(/\s*MT\/s\b/gi, "")
    .replace(/\b((?:LP)?DDR\d[A-Za-z]?(?:\/x)?)[\s-]+(\d{3,4})\b/g, "$1-$2");
  const tokens = simple.split(/\.\s+|\s+(?=(?:LP)?DDR\d)/).map((s) => s.trim());
  if (tokens.every((tok) => /^(?:LP)?DDR\d[A-Za-z]?(?:\/x)?-\d{3,4}$/.test(tok)))
    return tokens.join(", ");
  return t.replace(/\.\s+/g, ", ");
}

/**
 * ARK's "Configurable TDP-down" / "-up" ("12 W", "28 W") → the range the vendor publishes; only
 * when both ends are published (one end alone is not a range).
 */
function readConfigurableTdp(
  min: string | undefined,
  max: string | undefined,
): { configurableTdpMin: number | null; configurableTdpMax: number | null } {
  const lo = readWatts(min);
  const hi = readWatts(max);
  if (lo === null || hi === null || hi < lo)
    return { configurableTdpMin: null, configurableTdpMax: null };
  return { configurableTdpMin: lo, configurableTdpMax: hi };
}

/**
 * ARK's "Recommended Customer Price": "$589.00" → 589; a range "$184.00-$194.00" → both bounds
 * (price 184, priceMax 194: the range is Intel's, so it is kept, decision 025); "N/A", empty or
 * unreadable text → no price. A range whose bounds are equal is one price.
 */
export function readRecommendedPrice(text: string | undefined): {
  price: number | null;
  priceMax: number | null;
} {
  const none = { price: null, priceMax: null };
  const m = /^\$\s*([\d,]+(?:\.\d+)?)(?:\s*-\s*\$\s*([\d,]+(?:\.\d+)?))?$/.exec(text?.trim() ?? "");
  if (!m?.[1]) return none;
  const low = Number(m[1].replace(/,/g, ""));
  const high = m[2] ? Number(m[2].replace(/,/g, "")) : low;
  if (!(low > 0) || high < low) return none;
  return { price: low, priceMax: high > low ? high : null };
}

/**
 * ARK names some 14th-generation parts "Intel Core i5 processor 14400": the name written with
 * ARK's own processor number ("i5-14400"), as ARK writes every other Core i part.
 */
function coreName(name: string, processorNumber: string | null): string {
  const m = /^Intel Core (i[3579]) (?:processor )?(\d{4,5}[A-Z]*)$/i.exec(name);
  if (m && processorNumber === `${m[1]}-${m[2]}`) return `Intel Core ${processorNumber}`;
  return name;
}
