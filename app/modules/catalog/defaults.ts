import type { CpuRecord, DefaultedField } from "./cpu";

type Defaults = { [K in DefaultedField]: (cpu: CpuRecord) => CpuRecord[K] };

/** The defaults table of spec section 3, applied when a stored value is missing. */
export const SPEC_DEFAULTS: Defaults = {
  releaseDate: (cpu) => (cpu.releaseYear ? String(cpu.releaseYear) : null),
  type: () => "Desktop",
  instructionSet: () => "x86-64",
  processorNumber: (cpu) => cpu.name,
  manufacturingProcess: () => "10nm",
  powerConsumption: (cpu) => cpu.tdp,
  peakOperatingTemp: () => 100,
  performanceCores: (cpu) => cpu.cores,
  performanceCoreThreads: (cpu) => cpu.threads,
  performanceCoreBaseFreq: (cpu) => cpu.baseFreq,
  performanceCoreTurboFreq: (cpu) => cpu.boostFreq,
  efficiencyCores: () => 0,
  efficiencyCoreThreads: () => 0,
  l1Cache: (cpu) => 80 * cpu.cores,
  l2Cache: (cpu) => 2 * cpu.cores,
  l3Cache: () => 36,
  unlockedMultiplier: () => false,
  busFrequency: () => 100,
  multiplier: () => 32,
  memoryTypes: () => "DDR4-3200",
  maxMemorySize: () => 128,
  maxMemoryChannels: () => 2,
  maxMemoryBandwidth: () => 89.6,
  eccMemorySupport: () => false,
  integratedGraphics: () => false,
  pcieVersion: () => "5.0",
  pcieLanes: () => 20,
};

const DEFAULTED_FIELDS = Object.keys(SPEC_DEFAULTS) as DefaultedField[];

/**
 * Fills every missing field the defaults table covers. Returns the completed
 * values and the names of the fields that were filled (only those that got a
 * value: a default with nothing to derive from stays empty and is not flagged).
 */
export function applySpecDefaults(cpu: CpuRecord): {
  values: Pick<CpuRecord, DefaultedField>;
  defaulted: DefaultedField[];
} {
  const values = {} as Record<DefaultedField, unknown>;
  const defaulted: DefaultedField[] = [];
  for (const field of DEFAULTED_FIELDS) {
    const stored = cpu[field];
    if (stored !== null) {
      values[field] = stored;
      continue;
    }
    const fallback = SPEC_DEFAULTS[field](cpu);
    values[field] = fallback;
    if (fallback !== null) defaulted.push(field);
  }
  return { values: values as Pick<CpuRecord, DefaultedField>, defaulted };
}
