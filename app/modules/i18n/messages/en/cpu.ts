/** The CPU page. */
export default {
  "cpu.title": "{name}: specifications and benchmarks | CoreRank",
  "cpu.metaDescription":
    "{name} specifications and benchmark scores: {cores} cores, {threads} threads, up to {boost} GHz, {tdp} W TDP. Compare it with rival CPUs on CoreRank.",
  "cpu.keywords": "{name}, {name} specs, {name} benchmark, {brand} CPU, {socket}",
  "cpu.description.intro_one":
    "The {name} is a {type} processor from {brand} with {cores} core and {threads} threads.",
  "cpu.description.intro_other":
    "The {name} is a {type} processor from {brand} with {cores} cores and {threads} threads.",
  "cpu.description.type.Desktop": "desktop",
  "cpu.description.type.Laptop": "laptop",
  "cpu.description.type.Workstation": "workstation",
  "cpu.description.type.Server": "server",
  "cpu.description.released": "It was released on {date}.",
  "cpu.description.releasedMonth": "It was released in {date}.",
  "cpu.description.price": "Its launch price was {price}.",
  "cpu.description.clocks":
    "It runs at {base} GHz base and up to {boost} GHz boost, with a TDP of {tdp} W.",
  "cpu.description.socket": "It fits the {socket} socket.",
  "cpu.description.hybrid":
    "It combines {performance} performance cores with {efficiency} efficiency cores.",
  "cpu.benchmarks.title": "Benchmark scores",
  "cpu.benchmarks.submit": "Submit a result",
  "cpu.benchmarks.submitFor": ": {benchmark}, {name}",
  "cpu.benchmarks.noResult": "No result yet",
  "cpu.relative.title": "Relative performance",
  "cpu.relative.intro":
    "{benchmark}: each CPU's figure relative to the {reference} (= 100), in this benchmark only. Figures of different benchmarks are never combined.",
  "cpu.relative.switch": "Benchmark",
  "cpu.relative.none": "This CPU has no figure yet in a benchmark whose reference CPU has one.",
  "cpu.relative.reference": "reference",
  "cpu.relative.current": "this CPU",
  "cpu.relative.points": "{figure} points",
  "cpu.relative.how": "How relative performance works",
  "cpu.performance.title": "Performance",
  "cpu.related.title": "Related comparisons",
  "cpu.related.none": "No comparable CPUs found.",
  "cpu.topTen.current": "(this CPU)",
  "cpu.topTen.full": "Full ranking",
  "cpu.reportFor": ": {section}",
  "cpu.segmentTop.title.all": "Top CPUs",
  "cpu.segmentTop.title.Desktop": "Top desktop CPUs",
  "cpu.segmentTop.title.Laptop": "Top laptop CPUs",
  "cpu.segmentTop.title.Workstation": "Top workstation CPUs",
  "cpu.segmentTop.title.Server": "Top server CPUs",
  "cpu.segmentTop.intro": "The {count} highest {benchmark} figures in this segment.",
  "cpu.segmentTop.position": "The {name} is number {position} of {total} here.",
  "cpu.description.introNoType_one":
    "The {name} is a processor from {brand} with {cores} core and {threads} threads.",
  "cpu.description.introNoType_other":
    "The {name} is a processor from {brand} with {cores} cores and {threads} threads.",
  "cpu.description.releasedQuarter": "It was released in {date}.",
  "cpu.description.clocksOnly": "It runs at {base} GHz base and up to {boost} GHz boost.",
  "cpu.description.score":
    "It scores {score} in Geekbench 6 multi-core ({source}), which ranks it number {rank} of the {total} CPUs with that result on CoreRank.",
  "cpu.benchmarks.intro":
    "Each score is the figure its source published, with the source, its date and what the figure is written beneath it. Verified visitor results are shown beside it and never change it; a benchmark with no published figure shows the median of its verified visitor results.",
  "cpu.description.boost": "It runs at up to {boost} GHz boost, with a TDP of {tdp} W.",
  "cpu.description.boostOnly": "It runs at up to {boost} GHz boost.",
  "cpu.compareWith.heading": "Compare with…",
  "cpu.compareWith.label": "Another CPU to compare {cpu} with",
  "cpu.compareWith.submit": "Compare",
  "cpu.ogImageAlt": "{name}: its benchmark figures with their sources, on CoreRank",
} satisfies Record<string, string>;
