/** The home page, the comparison landing page and the search page. */
export default {
  "home.title": "Compare CPU benchmarks and specifications | CoreRank",
  "home.description":
    "Compare Intel and AMD processors side by side: benchmark scores with their sources, full specifications, rankings by benchmark and a catalog of {count} CPUs.",
  "home.keywords":
    "CPU comparison, processor benchmarks, Cinebench R23, Geekbench, PassMark, Intel vs AMD",
  "home.heading": "Compare CPUs side by side",
  "home.intro":
    "Pick two processors to see their benchmark scores, specifications and which one wins each row.",
  "home.search.first": "First CPU",
  "home.search.second": "Second CPU",
  "home.search.placeholder": "Name, brand or architecture",
  "home.search.compare": "Compare",
  "home.search.ready": "Ready to compare {a} vs {b}",
  "home.search.chooseBoth": "Choose two CPUs to compare them.",
  "home.search.suggestions": "Suggestions",
  "home.search.score": "Geekbench 6 multi-core {score}",
  "home.search.noMatch": "No CPU matches “{query}”.",
  "home.search.same":
    "{cpu} is in both slots: a CPU cannot be compared with itself. Choose another CPU.",
  "home.recentCpus": "Recent CPUs",
  "home.recentCpus.cores_one": "{cores} core, {threads} threads",
  "home.recentCpus.cores_other": "{cores} cores, {threads} threads",
  "home.recentCpus.released": "Released {date}",
  "home.recentGpus": "Recent GPUs",
  "home.recentGpus.note": "Graphics cards are listed for reference; CoreRank compares CPUs.",
  "home.recentGpus.memory": "{size} GB {type}",
  "home.popular": "Popular CPU Comparisons",
  "home.browse": "Browse all CPUs",
  "home.rankings": "See the rankings",
  "home.compareLanding.title": "Compare two CPUs | CoreRank",
  "home.compareLanding.description":
    "Choose any two Intel or AMD processors and compare their benchmark scores and specifications side by side, row by row, with the winner of each row marked.",
  "home.compareLanding.heading": "Compare two CPUs",
  "home.searchPage.title": "Search results for “{query}” | CoreRank",
  "home.searchPage.titleEmpty": "Search CPUs | CoreRank",
  "home.searchPage.description":
    "CPUs matching “{query}” by name, brand or architecture, ordered by benchmark score, with links to their full specifications and comparisons.",
  "home.searchPage.descriptionEmpty":
    "Search the CoreRank catalog of Intel and AMD processors by name, brand or architecture and open their specifications and benchmark scores.",
  "home.searchPage.heading": "Search CPUs",
  "home.searchPage.label": "CPU name, brand or architecture",
  "home.searchPage.submit": "Search",
  "home.searchPage.empty":
    "Type a CPU name, a brand (Intel, AMD) or an architecture (for example Zen 4) to search.",
  "home.searchPage.results_one": "{count} CPU matches “{query}”",
  "home.searchPage.results_other": "{count} CPUs match “{query}”",
  "home.searchPage.none": "No CPU matches “{query}”. Check the spelling or try a shorter term.",
  "home.searchPage.compareTop": "Compare {a} vs {b}",
  "home.searchPage.column.cpu": "CPU",
  "home.searchPage.column.cores": "Cores / threads",
  "home.searchPage.column.score": "Geekbench 6 multi",
  "home.searchPage.noScore": "not published",
  "home.searchPage.showing": "Showing {from}–{to} of {total}",
  "home.searchPage.pages": "Search result pages",
  "home.searchPage.previous": "Previous",
  "home.searchPage.next": "Next",
  "home.searchPage.all": "All results for “{query}”",
  "home.choose.heading": "Choose the CPUs to compare",
  "home.choose.intro":
    "A search term matches more than one CPU. Choose one for each side, or change the term, then compare.",
  "home.choose.term": "Search term",
  "home.choose.chosen": "Chosen: {cpu}",
  "home.choose.more":
    "The {shown} best matches are shown; make the term more precise to see others.",
  "home.choose.slot": "CPU {number}",
} satisfies Record<string, string>;
