import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { storedScore } from "~/modules/catalog/catalog-listing";
import type { Cpu } from "~/modules/catalog/cpu";
import type { Side } from "./compare-rows";
import type { Message } from "./comparison-message";

interface BenchmarkChoice {
  id: BenchmarkId;
  /** The product name the summary cites; never translated. */
  name: string;
}

/**
 * The summary's single-core and multi-core benchmarks, in order of preference:
 * the newest version first (Geekbench 6 before Geekbench 5), then Cinebench
 * R23, then PassMark. The summary cites the first one both CPUs have a shown
 * figure for.
 */
export const SINGLE_CORE: readonly BenchmarkChoice[] = [
  { id: "geekbench-6-single", name: "Geekbench 6" },
  { id: "geekbench-5-single", name: "Geekbench 5" },
  { id: "cinebench-r23-single", name: "Cinebench R23" },
  { id: "passmark-single", name: "PassMark" },
];
export const MULTI_CORE: readonly BenchmarkChoice[] = [
  { id: "geekbench-6-multi", name: "Geekbench 6" },
  { id: "geekbench-5-multi", name: "Geekbench 5" },
  { id: "cinebench-r23-multi", name: "Cinebench R23" },
  { id: "passmark-multi", name: "PassMark" },
];

/** Two CPUs' figures on one measure and which is ahead. */
export interface Lead {
  benchmark: string;
  values: Record<Side, number>;
  /** null when the difference rounds to 0%, which readers would see as "0% faster". */
  leader: Side | null;
  /** How far the leader is ahead, as a fraction of the other's value (0.25 = 25%). */
  margin: number;
}

function lead(benchmark: string, a: number, b: number): Lead {
  const margin = Math.max(a, b) / Math.min(a, b) - 1;
  if (Math.round(margin * 100) === 0)
    return { benchmark, values: { a, b }, leader: null, margin: 0 };
  return { benchmark, values: { a, b }, leader: a > b ? "a" : "b", margin };
}

/** A field's value as published; null when nobody published it (never a default). */
function known<F extends keyof Cpu>(cpu: Cpu, field: F): Cpu[F] | null {
  return cpu[field] ?? null;
}

/** The lead on the first benchmark both CPUs have a shown figure for (published or visitors' median). */
export function commonLead(a: Cpu, b: Cpu, choices: readonly BenchmarkChoice[]): Lead | null {
  for (const choice of choices) {
    const x = storedScore(a, choice.id)?.value ?? null;
    const y = storedScore(b, choice.id)?.value ?? null;
    if (x !== null && y !== null) return lead(choice.name, x, y);
  }
  return null;
}

/** Multi-core points per unit of `per` (dollar, watt), when both CPUs have a positive figure. */
function pointsPer(multi: Lead | null, a: number | null, b: number | null): Lead | null {
  if (!multi || a === null || b === null || a <= 0 || b <= 0) return null;
  return lead(multi.benchmark, multi.values.a / a, multi.values.b / b);
}

const other = (side: Side): Side => (side === "a" ? "b" : "a");

/** A hybrid CPU's core count split into performance and efficiency cores: "24 cores (8 P + 16 E)". */
function cores(cpu: Cpu): Message {
  const p = cpu.performanceCores;
  const e = cpu.efficiencyCores;
  if (p !== null && e !== null && e > 0)
    return { key: "compare.count.hybridCores", count: cpu.cores, vars: { p, e } };
  return { key: "compare.count.cores", count: cpu.cores };
}
const isHybrid = (cpu: Cpu) => (cpu.efficiencyCores ?? 0) > 0;
const threads = (count: number): Message => ({ key: "compare.count.threads", count });
const perUnit = (value: number) => ({ number: value, fractionDigits: 1 });

interface Leads {
  single: Lead | null;
  multi: Lead | null;
  perDollar: Lead | null;
  perWatt: Lead | null;
}

function leadLine(
  kind: "singleCore" | "multiCore",
  found: Lead | null,
  cpus: Record<Side, Cpu>,
): Message {
  if (!found) return { key: `compare.summary.${kind}.none` };
  if (!found.leader)
    return {
      key: `compare.summary.${kind}.tie`,
      vars: { a: cpus.a.name, b: cpus.b.name, benchmark: found.benchmark },
    };
  return {
    key: `compare.summary.${kind}.lead`,
    vars: {
      cpu: cpus[found.leader].name,
      percent: { percent: found.margin },
      benchmark: found.benchmark,
    },
  };
}

function valueLine(kind: "perDollar" | "perWatt", found: Lead, cpus: Record<Side, Cpu>): Message {
  if (!found.leader)
    return {
      key: `compare.summary.${kind}.tie`,
      vars: { a: cpus.a.name, b: cpus.b.name, benchmark: found.benchmark },
    };
  return {
    key: `compare.summary.${kind}`,
    vars: {
      cpu: cpus[found.leader].name,
      percent: { percent: found.margin },
      benchmark: found.benchmark,
      value: perUnit(found.values[found.leader]),
      otherValue: perUnit(found.values[other(found.leader)]),
    },
  };
}

function coresLine(a: Cpu, b: Cpu): Message {
  // Equal only when the performance/efficiency split is equal too.
  const sameSplit = JSON.stringify(cores(a)) === JSON.stringify(cores(b));
  if (sameSplit && a.threads === b.threads)
    return {
      key: "compare.summary.coresThreads.same",
      vars: { cores: cores(a), threads: threads(a.threads) },
    };
  return {
    key: "compare.summary.coresThreads",
    vars: {
      a: a.name,
      aCores: cores(a),
      aThreads: threads(a.threads),
      b: b.name,
      bCores: cores(b),
      bThreads: threads(b.threads),
    },
  };
}

function tdpLine(a: Cpu, b: Cpu): Message | null {
  const x = known(a, "tdp");
  const y = known(b, "tdp");
  if (x === null || y === null) return null;
  if (x === y) return { key: "compare.summary.tdp.same", vars: { tdp: x } };
  const [lower, higher] = x < y ? [a, b] : [b, a];
  return {
    key: "compare.summary.tdp",
    vars: {
      lower: lower.name,
      lowerTdp: Math.min(x, y),
      higher: higher.name,
      higherTdp: Math.max(x, y),
    },
  };
}

function priceLine(a: Cpu, b: Cpu): Message | null {
  const x = known(a, "price");
  const y = known(b, "price");
  if (x === null && y === null) return null;
  if (x === null || y === null) {
    const [priced, unpriced, price] = x === null ? [b, a, y!] : [a, b, x];
    return {
      key: "compare.summary.price.onlyOne",
      vars: { cpu: priced.name, price: { usd: price }, other: unpriced.name },
    };
  }
  if (x === y) return { key: "compare.summary.price.same", vars: { price: { usd: x } } };
  const [cheaper, dearer] = x < y ? [a, b] : [b, a];
  return {
    key: "compare.summary.price",
    vars: {
      cheaper: cheaper.name,
      cheaperPrice: { usd: Math.min(x, y) },
      difference: { usd: Math.abs(x - y) },
      other: dearer.name,
      otherPrice: { usd: Math.max(x, y) },
    },
  };
}

function numeric(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" ? parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** What one CPU does better than the other, each point backed by stored data on both sides. */
function advantagesOf(side: Side, cpus: Record<Side, Cpu>, leads: Leads): Message[] {
  const me = cpus[side];
  const them = cpus[other(side)];
  const pair = (field: keyof Cpu) => {
    const mine = numeric(known(me, field));
    const theirs = numeric(known(them, field));
    return mine === null || theirs === null ? null : { mine, theirs };
  };
  const onlyMine = (field: "eccMemorySupport" | "integratedGraphics" | "unlockedMultiplier") =>
    known(me, field) === true && known(them, field) === false;
  const found: Message[] = [];

  const performance = [
    ["fasterSingle", leads.single],
    ["fasterMulti", leads.multi],
    ["perDollar", leads.perDollar],
    ["perWatt", leads.perWatt],
  ] as const;
  for (const [kind, measured] of performance) {
    if (measured?.leader === side)
      found.push({
        key: `compare.advantage.${kind}`,
        vars: { percent: { percent: measured.margin }, benchmark: measured.benchmark },
      });
  }

  // Efficiency cores are not performance cores: between a hybrid CPU and another,
  // the total is stated with its split and performance cores are counted apart.
  const hybrid = isHybrid(me) || isHybrid(them);
  const total = pair("cores");
  if (hybrid && total && total.mine > total.theirs)
    found.push({
      key: "compare.advantage.moreCoresHybrid",
      vars: { mine: cores(me), theirs: cores(them) },
    });
  const counts = [
    ["moreCores", hybrid ? null : total],
    ["morePerformanceCores", hybrid ? pair("performanceCores") : null],
    ["moreThreads", pair("threads")],
  ] as const;
  for (const [kind, values] of counts) {
    if (values && values.mine > values.theirs)
      found.push({
        key: `compare.advantage.${kind}`,
        count: values.mine - values.theirs,
        vars: { mine: values.mine, theirs: values.theirs },
      });
  }

  const higher = [
    ["higherBoost", pair("boostFreq")],
    ["largerL3", pair("l3Cache")],
  ] as const;
  for (const [kind, values] of higher) {
    if (values && values.mine > values.theirs)
      found.push({ key: `compare.advantage.${kind}`, vars: { ...values } });
  }

  const tdp = pair("tdp");
  if (tdp && tdp.mine < tdp.theirs)
    found.push({ key: "compare.advantage.lowerTdp", vars: { ...tdp } });

  const price = pair("price");
  if (price && price.mine < price.theirs)
    found.push({
      key: "compare.advantage.cheaper",
      vars: {
        difference: { usd: price.theirs - price.mine },
        mine: { usd: price.mine },
        theirs: { usd: price.theirs },
      },
    });

  const memory = pair("maxMemorySize");
  if (memory && memory.mine > memory.theirs)
    found.push({ key: "compare.advantage.moreMemory", vars: { ...memory } });
  if (onlyMine("eccMemorySupport")) found.push({ key: "compare.advantage.ecc" });

  const pcie = pair("pcieVersion");
  if (pcie && pcie.mine > pcie.theirs)
    found.push({
      key: "compare.advantage.newerPcie",
      vars: { mine: String(me.pcieVersion), theirs: String(them.pcieVersion) },
    });
  const lanes = pair("pcieLanes");
  if (lanes && lanes.mine > lanes.theirs)
    found.push({
      key: "compare.advantage.morePcieLanes",
      count: lanes.mine - lanes.theirs,
      vars: { ...lanes },
    });

  if (onlyMine("integratedGraphics")) {
    const gpu = known(me, "integratedGraphicsName");
    found.push(
      gpu
        ? { key: "compare.advantage.integratedGraphicsNamed", vars: { gpu } }
        : { key: "compare.advantage.integratedGraphics" },
    );
  }
  if (onlyMine("unlockedMultiplier")) found.push({ key: "compare.advantage.unlocked" });
  return found;
}

export interface ComparisonSummary {
  /** The overview, one sentence per line. */
  lines: Message[];
  /** What each CPU does better than the other. */
  advantages: Record<Side, Message[]>;
}

/**
 * The comparison's summary and each CPU's advantages, from published data
 * only: a value nobody published decides nothing. Performance per watt divides
 * by the maximum package power vendors publish (Intel Maximum Turbo Power /
 * PL2, AMD PPT: `maxTurboPower`) and is left out unless both CPUs have it;
 * performance per dollar needs both launch prices.
 */
export function comparisonSummary(a: Cpu, b: Cpu): ComparisonSummary {
  const cpus = { a, b };
  const multi = commonLead(a, b, MULTI_CORE);
  const leads: Leads = {
    single: commonLead(a, b, SINGLE_CORE),
    multi,
    perDollar: pointsPer(multi, known(a, "price"), known(b, "price")),
    perWatt: pointsPer(multi, known(a, "maxTurboPower"), known(b, "maxTurboPower")),
  };
  const lines = [
    leadLine("singleCore", leads.single, cpus),
    leadLine("multiCore", leads.multi, cpus),
    coresLine(a, b),
    tdpLine(a, b),
    priceLine(a, b),
    leads.perDollar && valueLine("perDollar", leads.perDollar, cpus),
    leads.perWatt && valueLine("perWatt", leads.perWatt, cpus),
  ].filter((line): line is Message => line !== null);
  return {
    lines,
    advantages: { a: advantagesOf("a", cpus, leads), b: advantagesOf("b", cpus, leads) },
  };
}
