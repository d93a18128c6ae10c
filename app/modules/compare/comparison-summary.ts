import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { storedScore } from "~/modules/catalog/catalog-listing";
import type { Cpu } from "~/modules/catalog/cpu";
import { launchPriceOf, samePrice, type LaunchPrice } from "~/modules/catalog/launch-price";
import type { Message } from "./comparison-message";

/**
 * Leads smaller than this fraction are "level" (docs/decisions/021-verdicts-by-use.md): the
 * figures CoreRank cites are medians or single reviews whose run-to-run spread is a few per
 * cent, so a 1% or 2% gap is not a lead anyone would notice or could rely on.
 */
export const LEVEL_MARGIN = 0.03;

/** The summary's groups, by what the visitor does with the CPU. */
export type VerdictGroup = "multiCore" | "singleCore" | "efficiency";

/** Multi-core benchmarks (rendering, compiling), in the order the summary lists them. */
export const MULTI_CORE: readonly BenchmarkId[] = [
  "cinebench-r23-multi",
  "geekbench-6-multi",
  "geekbench-5-multi",
  "passmark-multi",
  "cpu-z",
];
/** Single-core benchmarks (responsiveness, most games' main thread). */
export const SINGLE_CORE: readonly BenchmarkId[] = [
  "cinebench-r23-single",
  "geekbench-6-single",
  "geekbench-5-single",
  "passmark-single",
];

/** Every CPU's figure on one measure, which CPU is ahead and by how much over each other one. */
export interface Lead {
  benchmark: BenchmarkId;
  values: number[];
  /** The CPU with the highest figure; null when every other CPU is within LEVEL_MARGIN of it. */
  leader: number | null;
  /** How far the highest figure is ahead of each CPU's, as a fraction (0.25 = 25%); 0 for itself. */
  gaps: number[];
}

export function lead(benchmark: BenchmarkId, values: number[]): Lead {
  const top = Math.max(...values);
  const best = values.indexOf(top);
  const gaps = values.map((value) => top / value - 1);
  const clear = gaps.some((gap, i) => i !== best && gap >= LEVEL_MARGIN);
  return { benchmark, values, leader: clear ? best : null, gaps };
}

/** A field's value as published; null when nobody published it (never a default). */
function known<F extends keyof Cpu>(cpu: Cpu, field: F): Cpu[F] | null {
  return cpu[field] ?? null;
}

/** The leads on every benchmark of `ids` that all CPUs have a shown figure for. */
export function sharedLeads(cpus: readonly Cpu[], ids: readonly BenchmarkId[]): Lead[] {
  return ids.flatMap((id) => {
    const values = cpus.map((cpu) => storedScore(cpu, id)?.value ?? null);
    return values.every((v): v is number => v !== null && v > 0) ? [lead(id, values)] : [];
  });
}

/**
 * The published maximum package power of every CPU (Intel Maximum Turbo Power / PL2, AMD PPT:
 * `maxTurboPower`), or null when any CPU lacks it: then there is no efficiency verdict.
 */
export function maximumPowers(cpus: readonly Cpu[]): number[] | null {
  const powers = cpus.map((cpu) => known(cpu, "maxTurboPower"));
  return powers.every((p): p is number => p !== null && p > 0) ? powers : null;
}

/** Multi-core points per watt of maximum package power, for every shared multi-core benchmark. */
export function perWattLeads(multi: readonly Lead[], powers: readonly number[]): Lead[] {
  return multi.map((found) =>
    lead(
      found.benchmark,
      found.values.map((value, i) => value / powers[i]!),
    ),
  );
}

/**
 * Whether a TDP (or base power) row may have a winner: only when no CPU publishes a maximum
 * package power, or all publish the same one. A lower TDP against a different published maximum
 * power says nothing about what the CPU draws under load (a 125 W TDP part may draw 253 W).
 */
export function tdpComparable(cpus: readonly Cpu[]): boolean {
  const powers = cpus.map((cpu) => known(cpu, "maxTurboPower"));
  if (powers.every((p) => p === null)) return true;
  return powers.every((p) => p !== null && p === powers[0]);
}

const bench = (id: BenchmarkId) => ({ benchmark: id });

/**
 * One benchmark's verdict as a clause: "Core i5-13600K 39% ahead in Cinebench R23 Multi-Core",
 * "level in Geekbench 6 Multi-Core"; with three or four CPUs, the fastest against each other one.
 */
function clause(
  found: Lead,
  cpus: readonly Cpu[],
  kind: "score" | "perWatt" | "perDollar",
): Message {
  const benchmark = bench(found.benchmark);
  if (found.leader === null) return { key: `compare.verdict.${kind}.level`, vars: { benchmark } };
  const cpu = cpus[found.leader]!.name;
  if (cpus.length === 2) {
    const gap = found.gaps.find((_, i) => i !== found.leader)!;
    return {
      key: `compare.verdict.${kind}.lead`,
      vars: { cpu, percent: { percent: gap }, benchmark },
    };
  }
  const others = cpus.flatMap((other, i): Message[] => {
    if (i === found.leader) return [];
    const gap = found.gaps[i]!;
    return gap < LEVEL_MARGIN
      ? [{ key: "compare.verdict.levelWith", vars: { cpu: other.name } }]
      : [{ key: "compare.verdict.aheadOf", vars: { cpu: other.name, percent: { percent: gap } } }];
  });
  return {
    key: `compare.verdict.${kind}.fastest`,
    vars: { cpu, benchmark, others: { list: others, separator: ", " } },
  };
}

/** The CPU each benchmark puts ahead (null: level); benchmarks disagree when these differ. */
export function disagree(leads: readonly Lead[]): boolean {
  return new Set(leads.map((found) => found.leader)).size > 1;
}

export interface VerdictSection {
  group: VerdictGroup;
  lines: Message[];
}

function performanceSection(
  group: "multiCore" | "singleCore",
  leads: readonly Lead[],
  cpus: readonly Cpu[],
): VerdictSection {
  if (leads.length === 0) return { group, lines: [{ key: `compare.verdict.${group}.none` }] };
  const lines: Message[] = [
    {
      key: "compare.verdict.sentence",
      vars: {
        clauses: {
          list: leads.map((l) => clause(l, cpus, "score")),
          separator: "; ",
          capitalize: true,
        },
      },
    },
  ];
  if (disagree(leads)) lines.push({ key: "compare.verdict.disagree" });
  return { group, lines };
}

function efficiencySection(
  multi: readonly Lead[],
  cpus: readonly Cpu[],
  powers: readonly number[] | null,
): VerdictSection {
  const group = "efficiency";
  if (!powers) {
    const missing = cpus.filter((cpu) => known(cpu, "maxTurboPower") === null).map((c) => c.name);
    return {
      group,
      lines: [{ key: "compare.verdict.efficiency.noPower", vars: { cpus: missing.join(", ") } }],
    };
  }
  const powerList = {
    list: cpus.map((cpu, i): Message => ({
      key: "compare.verdict.efficiency.power",
      vars: { cpu: cpu.name, watts: powers[i]! },
    })),
    separator: ", ",
  };
  const lines: Message[] = [
    { key: "compare.verdict.efficiency.powers", vars: { powers: powerList } },
  ];
  if (multi.length === 0) lines.push({ key: "compare.verdict.efficiency.noMulti" });
  else {
    const perWatt = perWattLeads(multi, powers);
    lines.push({
      key: "compare.verdict.sentence",
      vars: {
        clauses: {
          list: perWatt.map((l) => clause(l, cpus, "perWatt")),
          separator: "; ",
          capitalize: true,
        },
      },
    });
    if (disagree(perWatt)) lines.push({ key: "compare.verdict.disagree" });
  }
  return { group, lines };
}

const other = (cpus: readonly Cpu[], i: number) => cpus.filter((_, j) => j !== i);

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

function coresLine(cpus: readonly Cpu[]): Message {
  const first = JSON.stringify([cores(cpus[0]!), cpus[0]!.threads]);
  if (cpus.every((cpu) => JSON.stringify([cores(cpu), cpu.threads]) === first))
    return {
      key: "compare.summary.coresThreads.same",
      vars: { cores: cores(cpus[0]!), threads: threads(cpus[0]!.threads) },
    };
  return {
    key: "compare.summary.coresThreads.each",
    vars: {
      list: {
        list: cpus.map((cpu) => ({
          key: "compare.summary.coresThreads.one" as const,
          vars: { cpu: cpu.name, cores: cores(cpu), threads: threads(cpu.threads) },
        })),
        separator: "; ",
      },
    },
  };
}

function priceLine(cpus: readonly Cpu[]): Message | null {
  const prices = cpus.map(launchPriceOf);
  if (prices.every((p) => p === null)) return null;
  if (prices.every((p) => p !== null && samePrice(p, prices[0]!)))
    return { key: "compare.summary.price.same", vars: { price: { launchPrice: prices[0]! } } };
  return {
    key: "compare.summary.price.each",
    vars: {
      list: {
        list: cpus.map((cpu, i): Message => {
          const price = prices[i];
          return price === null || price === undefined
            ? { key: "compare.summary.price.unknown", vars: { cpu: cpu.name } }
            : {
                key: "compare.summary.price.one",
                vars: { cpu: cpu.name, price: { launchPrice: price } },
              };
        }),
        separator: "; ",
      },
    },
  };
}

function numeric(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" ? parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

interface Leads {
  single: Lead[];
  multi: Lead[];
  perWatt: Lead[];
  perDollar: Lead[];
}

/**
 * Multi-core points per dollar of launch price, when every CPU has a launch price. A price
 * published as a range makes the figure a range too (docs/decisions/025): a CPU leads only when
 * it leads at every published price (its own highest against the others' lowest), by the
 * smallest of those leads; the CPUs are level only when they are level at every price; else the
 * ranges leave it open and nothing is said.
 */
function perDollarLeads(multi: readonly Lead[], cpus: readonly Cpu[]): Lead[] {
  const prices = cpus.map(launchPriceOf);
  if (!prices.every((p): p is LaunchPrice => p !== null && p.low > 0)) return [];
  return multi.flatMap((found) => {
    // Every CPU at the price least (or most) favourable to CPU `i`.
    const against = (i: number, favourable: boolean) =>
      lead(
        found.benchmark,
        found.values.map((value, j) => {
          const cheap = (j === i) === favourable;
          return value / (cheap ? prices[j]!.low : prices[j]!.high);
        }),
      );
    for (let i = 0; i < cpus.length; i++) {
      const worst = against(i, false);
      if (worst.leader === i) return [worst];
    }
    const level = cpus.every((_, i) => against(i, true).leader === null);
    return level ? [{ ...against(0, false), leader: null }] : [];
  });
}

/**
 * A CPU cheaper at launch than every other: its highest published price below each other's
 * lowest (ranges that overlap are not cheaper, docs/decisions/025). `theirs` is the cheapest
 * other CPU; the difference is a range when either price is.
 */
function cheaperAtLaunch(
  me: Cpu,
  them: readonly Cpu[],
): { mine: LaunchPrice; theirs: LaunchPrice; difference: LaunchPrice } | null {
  const mine = launchPriceOf(me);
  const others = them.map(launchPriceOf);
  if (mine === null || others.some((p) => p === null)) return null;
  const known = others as LaunchPrice[];
  if (!known.every((theirs) => mine.high < theirs.low)) return null;
  const theirs = known.reduce((a, b) =>
    b.low < a.low || (b.low === a.low && b.high < a.high) ? b : a,
  );
  return {
    mine,
    theirs,
    difference: { low: theirs.low - mine.high, high: theirs.high - mine.low },
  };
}

/**
 * What one CPU does better than every other one, each point backed by published data on all
 * sides; "theirs" is the best of the others. Limits and facts (peak temperature, release date,
 * multiplier, socket) are never advantages, nor is a lower TDP against a different published
 * maximum package power.
 */
function advantagesOf(index: number, cpus: readonly Cpu[], leads: Leads): Message[] {
  const me = cpus[index]!;
  const them = other(cpus, index);
  const best = (field: keyof Cpu, direction: "higher" | "lower") => {
    const mine = numeric(known(me, field));
    const theirs = them.map((cpu) => numeric(known(cpu, field)));
    if (mine === null || theirs.some((v) => v === null)) return null;
    const values = theirs as number[];
    const top = direction === "higher" ? Math.max(...values) : Math.min(...values);
    const better = direction === "higher" ? mine > top : mine < top;
    return better ? { mine, theirs: top } : null;
  };
  const onlyMine = (field: "eccMemorySupport" | "integratedGraphics" | "unlockedMultiplier") =>
    known(me, field) === true && them.every((cpu) => known(cpu, field) === false);
  const found: Message[] = [];

  const performance = [
    ["ahead", leads.single],
    ["ahead", leads.multi],
    ["perWatt", leads.perWatt],
    ["perDollar", leads.perDollar],
  ] as const;
  for (const [kind, measured] of performance) {
    for (const one of measured) {
      if (one.leader !== index) continue;
      const nearest = Math.min(...one.gaps.filter((_, i) => i !== index));
      found.push({
        key: `compare.advantage.${kind}`,
        vars: { percent: { percent: nearest }, benchmark: bench(one.benchmark) },
      });
    }
  }

  // Efficiency cores are not performance cores: between a hybrid CPU and another,
  // the total is stated with its split and performance cores are counted apart.
  const hybrid = cpus.some(isHybrid);
  const total = best("cores", "higher");
  if (hybrid && total) {
    const rival = them.find((cpu) => cpu.cores === total.theirs)!;
    found.push({
      key: "compare.advantage.moreCoresHybrid",
      vars: { mine: cores(me), theirs: cores(rival) },
    });
  }
  const counts = [
    ["moreCores", hybrid ? null : total],
    ["morePerformanceCores", hybrid ? best("performanceCores", "higher") : null],
    ["moreThreads", best("threads", "higher")],
  ] as const;
  for (const [kind, values] of counts) {
    if (values)
      found.push({
        key: `compare.advantage.${kind}`,
        count: values.mine - values.theirs,
        vars: { ...values },
      });
  }

  const higher = [
    ["higherBoost", best("boostFreq", "higher")],
    ["largerL3", best("l3Cache", "higher")],
  ] as const;
  for (const [kind, values] of higher) {
    if (values) found.push({ key: `compare.advantage.${kind}`, vars: { ...values } });
  }

  const power = best("maxTurboPower", "lower");
  if (power) found.push({ key: "compare.advantage.lowerMaxPower", vars: { ...power } });
  const tdp = tdpComparable(cpus) ? best("tdp", "lower") : null;
  if (tdp) found.push({ key: "compare.advantage.lowerTdp", vars: { ...tdp } });

  const price = cheaperAtLaunch(me, them);
  if (price)
    found.push({
      key: "compare.advantage.cheaper",
      vars: {
        difference: { launchPrice: price.difference },
        mine: { launchPrice: price.mine },
        theirs: { launchPrice: price.theirs },
      },
    });

  const memory = best("maxMemorySize", "higher");
  if (memory) found.push({ key: "compare.advantage.moreMemory", vars: { ...memory } });
  if (onlyMine("eccMemorySupport")) found.push({ key: "compare.advantage.ecc" });

  const pcie = best("pcieVersion", "higher");
  if (pcie)
    found.push({
      key: "compare.advantage.newerPcie",
      vars: { mine: String(me.pcieVersion), theirs: String(pcie.theirs.toFixed(1)) },
    });
  const lanes = best("pcieLanes", "higher");
  if (lanes)
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
  /** The verdicts by use: multi-core, single-core, efficiency, each with its lines. */
  sections: VerdictSection[];
  /** The honest gaming line, then cores, threads and launch prices. */
  lines: Message[];
  /** What each CPU does better than every other one, in the order of the CPUs. */
  advantages: Message[][];
}

/**
 * The comparison's verdicts and each CPU's advantages, from published data only: a value nobody
 * published decides nothing. Every benchmark all CPUs share is reported, grouped by use, with the
 * lead in per cent ("level" under LEVEL_MARGIN) and a plain line where the benchmarks disagree.
 * Efficiency divides multi-core points by the published maximum package power and is left out
 * unless every CPU has one.
 */
export function comparisonSummary(cpus: readonly Cpu[]): ComparisonSummary {
  const multi = sharedLeads(cpus, MULTI_CORE);
  const single = sharedLeads(cpus, SINGLE_CORE);
  const powers = maximumPowers(cpus);
  const leads: Leads = {
    single,
    multi,
    perWatt: powers ? perWattLeads(multi, powers) : [],
    perDollar: perDollarLeads(multi, cpus),
  };
  const sections = [
    performanceSection("multiCore", multi, cpus),
    performanceSection("singleCore", single, cpus),
    efficiencySection(multi, cpus, powers),
  ];
  const lines = [
    { key: "compare.verdict.gaming" } as Message,
    coresLine(cpus),
    priceLine(cpus),
    leads.perDollar.length > 0
      ? ({
          key: "compare.verdict.sentence",
          vars: {
            clauses: {
              list: leads.perDollar.map((l) => clause(l, cpus, "perDollar")),
              separator: "; ",
              capitalize: true,
            },
          },
        } as Message)
      : null,
  ].filter((line): line is Message => line !== null);
  return {
    sections,
    lines,
    advantages: cpus.map((_, i) => advantagesOf(i, cpus, leads)),
  };
}
