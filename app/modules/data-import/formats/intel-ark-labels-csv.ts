/**
 * Intel ARK specification export with ARK's page labels as columns ("CpuName", "Total Cores",
 * "Processor Base Frequency", "Performance-core Base Frequency", "Recommended Customer Price",
 * "Vertical Segment", …) and the product's intel.com address in the last column (`SourceUrl`).
 * This is the spelling of the February 2025 scrape of ARK (github.com/JosuaCarl/cpu-spec-dataset,
 * `dataset/intel-cpus.csv`); the July 2023 export uses ARK's field names (`intel-ark-csv`).
 *
 * Each label is renamed to ARK's field name and the row is read exactly as `intel-ark-csv` reads
 * it, so both spellings give the same values for the same product. This spelling also publishes
 * the launch price (Intel's Recommended Customer Price, both bounds of a range) and the
 * configurable TDP range.
 */
import type { ParsedImport } from "../seed-format";
import { readCsv } from "./csv";
import { type IntelArkOptions, parseIntelArkRows } from "./intel-ark-csv";

/** ARK page label → ARK field name (as `intel-ark-csv` reads it). */
const LABEL_TO_FIELD: Record<string, string> = {
  CpuName: "CpuName",
  SourceUrl: "SourceUrl",
  "Vertical Segment": "MarketSegment",
  "Total Cores": "CoreCount",
  "Total Threads": "ThreadCount",
  "# of Performance-cores": "PerfCoreCount",
  "Processor Base Frequency": "ClockSpeed",
  "Performance-core Base Frequency": "PCoreBaseFreq",
  "Performance-core Max Turbo Frequency": "PCoreTurboFreq",
  "Efficient-core Max Turbo Frequency": "ECoreTurboFreq",
  "Max Turbo Frequency": "ClockSpeedMax",
  "Intel® Turbo Boost Technology 2.0 Frequency‡": "TurboBoostTech2MaxFreq",
  "Code Name": "CodeNameText",
  Cache: "Cache",
  "Total L2 Cache": "TotalL2Cache",
  "GPU Name‡": "ProcessorGraphicsModelId",
  "Graphics Output": "GraphicsOutput",
  "Graphics Output‡": "GraphicsOutput",
  "# of Displays Supported ‡": "NumDisplaysSupported",
  "# of Displays Supported‡": "NumDisplaysSupported",
  "Processor Base Power": "ProcessorBasePower",
  TDP: "MaxTDP",
  "Maximum Turbo Power": "MaxTurboPower",
  "Configurable TDP-down": "ConfigTDPMin",
  "Configurable TDP-up": "ConfigTDPMax",
  "Sockets Supported": "SocketsSupported",
  "Launch Date": "BornOnDate",
  "Recommended Customer Price": "RCP",
  "Instruction Set": "InstructionSet",
  "Intel® 64 ‡": "EM64",
  "Instruction Set Extensions": "InstructionSetExtensions",
  "Processor Number": "ProcessorNumber",
  Lithography: "Lithography",
  TJUNCTION: "ThermalJunctionRateCode",
  "Memory Types": "MemoryTypes",
  "Max Memory Size (dependent on memory type)": "MaxMem",
  "Max # of Memory Channels": "NumMemoryChannels",
  "Max Memory Bandwidth": "MaxMemoryBandwidth",
  "ECC Memory Supported ‡": "ECCMemory",
  "Graphics Base Frequency": "GraphicsFreq",
  "Graphics Max Dynamic Frequency": "GraphicsMaxFreq",
  "Execution Units": "GraphicsExecutionUnits",
  "PCI Express Revision": "PCIExpressRevision",
  "Microprocessor PCIe Revision": "MicroprocessorPCIeRevision",
  "Max # of PCI Express Lanes": "NumPCIExpressPorts",
};

/** A number of cores in a cell ("8"), or null. */
function count(text: string | undefined): number | null {
  const t = text?.trim() ?? "";
  return /^\d+$/.test(t) ? Number(t) : null;
}

/**
 * The label row in ARK's field names. ARK counts low-power efficient cores (Meteor Lake, Lunar
 * Lake, Arrow Lake-H) apart from the efficient cores; the dataset counts both as efficiency cores
 * so that P + E = total cores (README), and where a chip has only low-power E-cores their clocks
 * are its E-core clocks.
 */
function toFieldNames(row: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [label, value] of Object.entries(row)) {
    const field = LABEL_TO_FIELD[label];
    if (field && value !== "" && out[field] === undefined) out[field] = value;
  }
  const e = count(row["# of Efficient-cores"]);
  const lpe = count(row["# of Low Power Efficient-cores"]);
  if (e !== null || lpe !== null) out.EffCoreCount = String((e ?? 0) + (lpe ?? 0));
  const eBase = row["Efficient-core Base Frequency"] || "";
  const lpBase = row["Low Power Efficient-core Base Frequency"] || "";
  const lpTurbo = row["Low Power Efficient-core Max Turbo Frequency"] || "";
  if (eBase) out.ECoreBaseFreq = eBase;
  else if (lpBase && !e) out.ECoreBaseFreq = lpBase;
  if (!out.ECoreTurboFreq && lpTurbo && !e) out.ECoreTurboFreq = lpTurbo;
  return out;
}

export function parseIntelArkLabelsCsv(text: string, options: IntelArkOptions): ParsedImport {
  const rows = [...readCsv(text)].map(({ line, row }) => ({ line, row: toFieldNames(row) }));
  return parseIntelArkRows(rows, options);
}
