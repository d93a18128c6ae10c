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
  "compare.summary.singleCore.lead": "{cpu} is {percent} faster in single-core ({benchmark}).",
  "compare.summary.singleCore.tie": "{a} and {b} are on par in single-core ({benchmark}).",
  "compare.summary.singleCore.none":
    "There is no single-core benchmark result that both CPUs have.",
  "compare.summary.multiCore.lead": "{cpu} is {percent} faster in multi-core ({benchmark}).",
  "compare.summary.multiCore.tie": "{a} and {b} are on par in multi-core ({benchmark}).",
  "compare.summary.multiCore.none": "There is no multi-core benchmark result that both CPUs have.",
  "compare.summary.coresThreads":
    "{a} has {aCores} and {aThreads}; {b} has {bCores} and {bThreads}.",
  "compare.summary.coresThreads.same": "Both have {cores} and {threads}.",
  "compare.summary.tdp":
    "{lower} has the lower TDP: {lowerTdp} W against {higherTdp} W for {higher}.",
  "compare.summary.tdp.same": "Both have a TDP of {tdp} W.",
  "compare.summary.price":
    "{cheaper} launched at {cheaperPrice}, {difference} less than {other} ({otherPrice}).",
  "compare.summary.price.same": "Both launched at {price}.",
  "compare.summary.price.onlyOne":
    "{cpu} launched at {price}; there is no launch price for {other}.",
  "compare.summary.perDollar":
    "{cpu} gives {percent} more multi-core performance per dollar ({benchmark}: {value} against {otherValue} points per dollar).",
  "compare.summary.perDollar.tie":
    "{a} and {b} give about the same multi-core performance per dollar ({benchmark}).",
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
  "compare.advantage.fasterSingle": "{percent} faster in single-core ({benchmark})",
  "compare.advantage.fasterMulti": "{percent} faster in multi-core ({benchmark})",
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
  "compare.advantage.perDollar": "{percent} more multi-core performance per dollar ({benchmark})",
  "compare.bars.heading": "Benchmark results",
  "compare.bars.noScore": "no result",
  "compare.table.heading": "Detailed comparison",
  "compare.table.caption": "Specifications and benchmark results of {a} and {b}",
  "compare.table.specification": "Specification",
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
  "compare.summary.perWatt":
    "{cpu} gives {percent} more multi-core performance per watt of maximum package power (Intel PL2 / AMD PPT) ({benchmark}: {value} against {otherValue} points per watt).",
  "compare.summary.perWatt.tie":
    "{a} and {b} give about the same multi-core performance per watt of maximum package power (Intel PL2 / AMD PPT) ({benchmark}).",
  "compare.advantage.perWatt":
    "{percent} more multi-core performance per watt of maximum package power ({benchmark})",
  "compare.bars.note":
    "Each pair of bars is scaled to the higher of the two figures. Higher is better. Under each figure: its source.",
  "compare.notPublishedNote":
    "“not published” means no source we use publishes the value; such a row has no winner. How we source figures:",
  "compare.methodologyLink": "methodology",
  "compare.ogImageAlt": "{a} vs {b}: benchmark figures side by side, on CoreRank",
} satisfies Record<string, string>;
