/**
 * The comparison page (/cpus/vs/{a}-vs-{b}). English never selects a `_many` plural; those keys
 * exist so that the languages whose plural rules have that form (es, pt, fr, it) can define it.
 */
export default {
  "compare.meta.title": "{a} vs {b}: benchmarks and specs | CoreRank",
  "compare.meta.description":
    "{a} vs {b}: single-core and multi-core benchmarks, cores, clock speeds, cache, power draw and launch price compared side by side.",
  "compare.meta.descriptionShort":
    "{a} vs {b}: benchmark results, cores, clocks, cache, power and launch price compared side by side.",
  "compare.meta.keywords": "CPU comparison, processor benchmark, specifications",
  "compare.intro": "Specifications and benchmark results of two processors, side by side.",
  "compare.summary.heading": "Summary",
  "compare.summary.coresThreads.same": "Both have {cores} and {threads}.",
  "compare.summary.price.same": "Both launched at {price}.",
  "compare.count.cores_one": "{count} core",
  "compare.count.cores_many": "{count} cores",
  "compare.count.cores_other": "{count} cores",
  "compare.count.threads_one": "{count} thread",
  "compare.count.threads_many": "{count} threads",
  "compare.count.threads_other": "{count} threads",
  "compare.count.hybridCores_one": "{count} core ({p} P + {e} E)",
  "compare.count.hybridCores_many": "{count} cores ({p} P + {e} E)",
  "compare.count.hybridCores_other": "{count} cores ({p} P + {e} E)",
  "compare.advantages.heading": "Advantages",
  "compare.advantages.of": "Why choose {cpu}",
  "compare.advantages.none": "No clear advantage in our data.",
  "compare.advantage.moreCores_one": "{count} more core ({mine} vs {theirs})",
  "compare.advantage.moreCores_many": "{count} more cores ({mine} vs {theirs})",
  "compare.advantage.moreCores_other": "{count} more cores ({mine} vs {theirs})",
  "compare.advantage.moreThreads_one": "{count} more thread ({mine} vs {theirs})",
  "compare.advantage.moreThreads_many": "{count} more threads ({mine} vs {theirs})",
  "compare.advantage.moreThreads_other": "{count} more threads ({mine} vs {theirs})",
  "compare.advantage.moreCoresHybrid": "More cores in total: {mine} vs {theirs}",
  "compare.advantage.morePerformanceCores_one":
    "{count} more performance core ({mine} vs {theirs})",
  "compare.advantage.morePerformanceCores_many":
    "{count} more performance cores ({mine} vs {theirs})",
  "compare.advantage.morePerformanceCores_other":
    "{count} more performance cores ({mine} vs {theirs})",
  "compare.advantage.lowerTdp": "Lower TDP: {mine} W vs {theirs} W",
  "compare.advantage.cheaper": "{difference} cheaper at launch ({mine} vs {theirs})",
  "compare.advantage.largerL3": "Larger L3 cache: {mine} MB vs {theirs} MB",
  "compare.advantage.higherBoost": "Higher boost clock: {mine} GHz vs {theirs} GHz",
  "compare.advantage.newerPcie": "Newer PCIe version: {mine} vs {theirs}",
  "compare.advantage.morePcieLanes_one": "{count} more PCIe lane ({mine} vs {theirs})",
  "compare.advantage.morePcieLanes_many": "{count} more PCIe lanes ({mine} vs {theirs})",
  "compare.advantage.morePcieLanes_other": "{count} more PCIe lanes ({mine} vs {theirs})",
  "compare.advantage.ecc": "Supports ECC memory",
  "compare.advantage.integratedGraphics": "Has integrated graphics",
  "compare.advantage.integratedGraphicsNamed": "Has integrated graphics ({gpu})",
  "compare.advantage.moreMemory": "Supports more memory: up to {mine} GB vs {theirs} GB",
  "compare.advantage.unlocked": "Unlocked multiplier for overclocking",
  "compare.bars.heading": "Benchmark results",
  "compare.bars.noScore": "no result",
  "compare.table.heading": "Detailed comparison",
  "compare.table.caption": "Specifications and benchmark results of {a} and {b}",
  "compare.table.specification": "Specification",
  "compare.value.title": "Points per dollar at launch price (not today’s price)",
  "compare.value.cell": "{value} pts/$",
  "compare.value.row": "{benchmark}, points per dollar",
  "compare.better": "(better)",
  "compare.laptops.heading": "Best Laptops on Amazon",
  "compare.laptops.view": "View on Amazon",
  "compare.laptops.disclosure":
    "Sponsored links: CoreRank may earn a commission from qualifying purchases on Amazon.",
  "compare.laptops.unpaid": "Plain links to Amazon’s search: CoreRank earns nothing from them.",
  "compare.laptops.zephyrus-g14": "A compact 14-inch gaming laptop with an AMD Ryzen processor.",
  "compare.laptops.legion-pro-7i":
    "A 16-inch performance laptop with an Intel Core processor for gaming and creative work.",
  "compare.laptops.thinkpad-t14":
    "A durable 14-inch business laptop with a full-day battery and a great keyboard.",
  "compare.related.heading": "Related comparisons",
  "compare.notPublishedNote":
    "“not published” means no source we use publishes the value; such a row has no winner. How we source figures:",
  "compare.methodologyLink": "methodology",
  "compare.verdict.heading.multiCore": "Multi-core: rendering, compiling",
  "compare.verdict.heading.singleCore": "Single-core: responsiveness, most games’ main thread",
  "compare.verdict.heading.efficiency": "Efficiency: points per watt of maximum package power",
  "compare.verdict.intro":
    "Every benchmark all these CPUs have a figure for, by what you do with the CPU. A lead under 3% is shown as level: it is within the usual spread of repeated runs.",
  "compare.verdict.sentence": "{clauses}.",
  "compare.verdict.score.lead": "{cpu} {percent} ahead in {benchmark}",
  "compare.verdict.score.level": "level in {benchmark}",
  "compare.verdict.score.fastest": "{cpu} ahead in {benchmark} ({others})",
  "compare.verdict.perWatt.lead": "{cpu} {percent} more {benchmark} points per watt",
  "compare.verdict.perWatt.level": "level in {benchmark} points per watt",
  "compare.verdict.perWatt.fastest": "{cpu} most {benchmark} points per watt ({others})",
  "compare.verdict.perDollar.lead":
    "{cpu} {percent} more {benchmark} points per dollar of launch price",
  "compare.verdict.perDollar.level": "level in {benchmark} points per dollar of launch price",
  "compare.verdict.perDollar.fastest":
    "{cpu} most {benchmark} points per dollar of launch price ({others})",
  "compare.verdict.aheadOf": "{percent} ahead of {cpu}",
  "compare.verdict.levelWith": "level with {cpu}",
  "compare.verdict.disagree":
    "These benchmarks disagree: which CPU is ahead depends on the workload each one measures, so read the one closest to what you do.",
  "compare.verdict.multiCore.none": "No multi-core benchmark has a figure for every CPU here.",
  "compare.verdict.singleCore.none": "No single-core benchmark has a figure for every CPU here.",
  "compare.verdict.efficiency.noPower":
    "No efficiency verdict: there is no published maximum package power (Intel maximum turbo power, AMD PPT) for {cpus}. A TDP is not what a CPU draws under load, so it is not used.",
  "compare.verdict.efficiency.powers":
    "Published maximum package power (Intel maximum turbo power, AMD PPT): {powers}.",
  "compare.verdict.efficiency.power": "{cpu} {watts} W",
  "compare.verdict.efficiency.noMulti":
    "No multi-core benchmark has a figure for every CPU here, so there is no points-per-watt figure.",
  "compare.verdict.gaming":
    "Gaming: CoreRank records no gaming benchmark, so there is no gaming verdict here. Its figures are Cinebench R23, Geekbench 5 and 6, PassMark and CPU-Z; single-core results say the most about a game’s main thread, but frame rates also depend on cache, the graphics card and the game.",
  "compare.summary.coresThreads.each": "{list}.",
  "compare.summary.coresThreads.one": "{cpu} has {cores} and {threads}",
  "compare.summary.price.each": "Launch price: {list}.",
  "compare.summary.price.one": "{cpu} {price}",
  "compare.summary.price.unknown": "{cpu} not published",
  "compare.advantage.ahead": "{percent} ahead in {benchmark}",
  "compare.advantage.perWatt":
    "{percent} more {benchmark} points per watt of maximum package power",
  "compare.advantage.perDollar": "{percent} more {benchmark} points per dollar of launch price",
  "compare.advantage.lowerMaxPower": "Lower maximum package power: {mine} W vs {theirs} W",
  "compare.bars.note":
    "Each group of bars is scaled to its highest figure. Higher is better. Under each figure: its source.",
  "compare.introMany": "Specifications and benchmark results of {count} processors, side by side.",
  "compare.meta.titleMany": "{names}: benchmarks and specs | CoreRank",
  "compare.meta.descriptionMany":
    "{names}: benchmarks, cores, clocks, cache, power and launch price compared side by side.",
  "compare.table.captionAll": "Specifications and benchmark results of {cpus}",
  "compare.edit.heading": "Change this comparison",
  "compare.edit.remove": "Remove {cpu}",
  "compare.edit.swapLabel": "Replace {cpu} with",
  "compare.edit.swap": "Swap",
  "compare.edit.addLabel": "Add a CPU (up to four)",
  "compare.edit.add": "Add",
  "compare.edit.full": "A comparison holds up to four CPUs: remove one to add another.",
  "compare.edit.placeholder": "Name or model, e.g. 7800X3D",
  "compare.tooMany.title": "Too many CPUs",
  "compare.tooMany.text":
    "A comparison shows two to four CPUs. Remove some from the address and try again.",
  "compare.ogImageAlt": "{a} vs {b}: benchmark figures side by side, on CoreRank",
} satisfies Record<string, string>;
