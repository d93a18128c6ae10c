/**
 * The methodology page: where each benchmark's and specification's figures come from, what
 * each statistic means, how visitor results are verified, relative performance, performance per
 * watt and the reuse of our data. `{link}`-style placeholders are filled with links by the page.
 */
export default {
  "methodology.meta.title": "Methodology: where our CPU figures come from | CoreRank",
  "methodology.meta.description":
    "How CoreRank sources every CPU figure: Geekbench 6 chart means, cited Cinebench R23 reviews, vendor specifications, verified visitor results, relative performance and data reuse.",
  "methodology.meta.keywords":
    "CoreRank methodology, benchmark sources, Geekbench 6 processor chart, Cinebench R23 reviews, CPU specifications, verified benchmark results, CC BY 4.0",
  "methodology.title": "Methodology",
  "methodology.intro":
    "Where every figure on CoreRank comes from, what it means and how we check the results visitors send us. Each figure on the site links to its source; this page explains the rules behind those links.",
  "methodology.updated": "Data last updated: {date}",
  "methodology.toc.title": "On this page",
  "methodology.rankingSource": "How these figures are sourced:",

  "methodology.sources.title": "Where the figures come from",
  "methodology.sources.intro":
    "Each benchmark has its own kind of source. Every figure is shown with its source, and a gap is never filled with a figure from somewhere else.",

  "methodology.geekbench6.title": "Geekbench 6 single-core and multi-core",
  "methodology.geekbench6.source": "Source: the {link} by Primate Labs.",
  "methodology.geekbench6.link": "Geekbench Browser processor chart",
  "methodology.geekbench6.mean":
    "Each figure is the chart's mean over all results uploaded for that processor, shown with the chart's sample count: the number of results behind that mean.",
  "methodology.geekbench6.cited":
    "Every CPU links to its own entry in the chart and shows the date we read the chart. The chart changes as new results are uploaded, so today's chart may differ slightly.",

  "methodology.cinebench.title": "Cinebench R23 single-core and multi-core",
  "methodology.cinebench.source":
    "Cinebench R23 is Maxon's rendering benchmark. Each figure is a median (or a single result) from Notebookcheck's processor benchmarks, cited with the number of results behind it, the date it was read and a link to the page it was taken from.",
  "methodology.cinebench.statistic":
    "A figure is a single review run, unless its source states that it is the mean or the median of several runs.",

  "methodology.geekbench5.title": "Geekbench 5",
  "methodology.geekbench5.source":
    "Geekbench 5 figures (Geekbench 5.5) are Notebookcheck's, taken from its {link}: for each processor, the figure Notebookcheck shows from its own reviews and test systems. Each figure names Notebookcheck and links to the list.",
  "methodology.geekbench5.link": "processor benchmark list",
  "methodology.geekbench5.statistic":
    "Where the list gives the number of results behind a figure, the figure is its median and that number is the sample count; a figure without a number is a single run. We read the list on 18 December 2023, so today's list may show newer figures. A figure that did not fit the CPU's core count, its Geekbench 6 and Cinebench R23 figures or its sibling models was left out; none was estimated or copied from another model. The figures remain Notebookcheck's: please cite them.",

  "methodology.passmark.title": "PassMark",
  "methodology.passmark.source":
    "We show only PassMark figures that are cited individually from a published source, each linked to its page.",
  "methodology.passmark.terms":
    "PassMark's terms forbid copying its charts, so CoreRank ships no bulk PassMark data. The operator of a CoreRank installation who holds a licensed PassMark export can import it.",

  "methodology.specs.title": "Specifications",
  "methodology.specs.source":
    "Specifications come from the vendors' own data: {intel} for Intel processors and {amd} for AMD processors. Each CPU shows the link and the date of the vendor page its specifications were read from.",
  "methodology.specs.intel": "Intel ARK",
  "methodology.specs.amd": "AMD's product specifications",
  "methodology.specs.conflict":
    "Where two sources disagree, the vendor's value is used and the disagreement is recorded.",
  "methodology.specs.priceRange":
    "Intel publishes some launch prices as a range (its Recommended Customer Price, e.g. $184–$194), and CoreRank shows them as that range. A maximum-price filter counts a range by its upper end; points per dollar is then a range too, rankings order it by its lower value, and a comparison calls a CPU cheaper or better value only when that holds at every published price.",
  "methodology.specs.unpublished":
    "A value the vendor does not publish is shown as “not published”. It is never replaced with a default or an estimate.",

  "methodology.statistics.title": "What each statistic means",
  "methodology.statistics.intro": "Next to every figure we say what kind of figure it is:",
  "methodology.statistics.single.term": "Single run",
  "methodology.statistics.single.text":
    "The result of one run of the benchmark, as published by its source.",
  "methodology.statistics.mean.term": "Mean",
  "methodology.statistics.mean.text":
    "The average of several results: their sum divided by their number.",
  "methodology.statistics.median.term": "Median",
  "methodology.statistics.median.text":
    "The middle result when the results are sorted, so a few unusually high or low results do not move it.",
  "methodology.statistics.samples.term": "Sample count",
  "methodology.statistics.samples.text":
    "How many results a mean or a median is based on. An empty sample count means that the source stated none.",
  "methodology.statistics.spread.term": "Spread of visitor results",
  "methodology.statistics.spread.text":
    "For a CPU's verified visitor results: the lowest (minimum), the middle (median) and the highest (maximum) result, and how many results there are (count).",

  "methodology.versions.title": "Benchmark versions are never mixed",
  "methodology.versions.why":
    "Each version of a benchmark runs different tests on a different scale, so scores from different versions cannot be compared. Cinebench R23 is never compared with Cinebench R24 or 2024, and Geekbench 5 is never compared with Geekbench 6.",
  "methodology.versions.summary":
    "A comparison summary compares only the benchmarks both CPUs have, newest version first.",

  "methodology.visitors.title": "How visitor results are verified",
  "methodology.visitors.intro":
    "Visitors can send us results they measured themselves. A result counts only after review:",
  "methodology.visitors.submit": "A result is submitted with screenshots of the benchmark run.",
  "methodology.visitors.review":
    "The operator reviews it and compares it with the CPU's published figure. A result more than 20% away from that figure, or inconsistent with the CPU's other benchmarks, is flagged.",
  "methodology.visitors.approved":
    "An approved result is shown in the spread of verified visitor results. It never moves a published figure.",
  "methodology.visitors.noPublished":
    "A CPU without a published figure shows the median of its verified visitor results instead.",
  "methodology.visitors.revoked":
    "An approved result can be revoked; it then no longer counts anywhere.",
  "methodology.visitors.link": "Submit a benchmark result",

  "methodology.relative.title": "Relative performance, one benchmark at a time",
  "methodology.relative.text":
    "A CPU's relative performance in a benchmark is 100 × its figure ÷ the figure of that benchmark's reference CPU in the same benchmark: 150 means 50% more points than the reference there, 50 half as many. The reference CPUs are well-known processors whose figures stand for many runs:",
  "methodology.relative.noBlend":
    "CoreRank shows no blended or overall score. Benchmarks measure different work and CPUs place differently in them: the Core i5-13600K is level with the Ryzen 7 7800X3D in Geekbench 6 multi-core but 39% ahead in Cinebench R23 multi-core. One number would hide that, and a score that mixes benchmarks, converts one benchmark's points into another's or ranks CPUs by percentile (which moves whenever CPUs are added) would be a figure nobody measured. So each benchmark is shown on its own: the catalog shows and orders by one named benchmark, Geekbench 6 multi-core unless you choose another, and lists the CPUs without a figure in it after the measured ones, saying which benchmarks they have.",
  "methodology.relative.missing":
    "A CPU without a figure in a benchmark has no relative value there; none is estimated.",

  "methodology.perWatt.title": "Performance per watt",
  "methodology.perWatt.text":
    "Performance per watt uses the maximum package power the vendors publish: Maximum Turbo Power (PL2) for Intel, Package Power Tracking (PPT) for AMD. It is not shown when either of the two CPUs lacks that figure.",

  "methodology.reuse.title": "Reuse of our data",
  "methodology.reuse.compilation":
    "CoreRank's compilation (the CPU list, the citations and our own structure) may be reused under the {license} license, with a link to CoreRank.",
  "methodology.reuse.license": "Creative Commons Attribution 4.0 (CC BY 4.0)",
  "methodology.reuse.thirdParty":
    "Third-party figures remain their publishers': Geekbench figures are © Primate Labs, and review figures belong to the reviews they come from, so please cite them.",
  "methodology.reuse.passmark": "No PassMark data is offered for reuse.",
} satisfies Record<string, string>;
