/** The about page: mission, story, team roles, community figures, values and ways to take part. */
export default {
  "about.meta.title": "About us: our mission, team and community | CoreRank",
  "about.meta.description":
    "Why CoreRank exists, who keeps its CPU data accurate, how many processors and benchmark results it holds, and how you can contribute your own results.",
  "about.meta.keywords":
    "about CoreRank, CPU comparison, CPU benchmarks, processor database, benchmark community, data accuracy",
  "about.title": "About CoreRank",
  "about.intro":
    "CoreRank is a free reference site for comparing processors: specifications, benchmark results and side-by-side comparisons of Intel and AMD CPUs.",

  "about.mission.title": "Our mission",
  "about.mission.text":
    "We help you choose the right processor with figures you can trust. Every number links to the source that published it, a value nobody published is shown as “not published” rather than guessed, and the whole site is free to use without an account.",

  "about.story.title": "Our story",
  "about.story.problem":
    "CoreRank exists because CPU specifications are spread across manufacturers' pages and benchmark results across many different sites, each with its own units, names and gaps.",
  "about.story.solution":
    "We bring them together in one place: one page per processor, rankings for each benchmark, and comparisons that put two CPUs side by side, line by line.",
  "about.story.growth":
    "The catalog started as a curated set of Intel and AMD processors and grows as we add new models and as visitors send benchmark results that we can verify.",

  "about.team.title": "Our team",
  "about.team.intro":
    "CoreRank is run by a small team. Rather than names and photos, here is what each role does for you.",
  "about.team.data.title": "Data curation",
  "about.team.data.text":
    "Checks each specification against the manufacturer's public specification page, adds new processors and corrects the errors that visitors report.",
  "about.team.engineering.title": "Engineering",
  "about.team.engineering.text":
    "Builds and runs the site: fast pages, six languages, accessibility for every visitor and the security of the data you send us.",
  "about.team.moderation.title": "Community moderation",
  "about.team.moderation.text":
    "Reviews submitted benchmark results and their screenshots before they count, and answers the messages visitors send us.",

  "about.figures.title": "CoreRank in numbers",
  "about.figures.intro": "Counted from our database when this page was generated.",
  "about.figures.cpus": "Processors listed",
  "about.figures.intel": "Intel processors",
  "about.figures.amd": "AMD processors",
  "about.figures.scores": "Benchmark figures shown",
  "about.figures.visitorCpus": "Processors with verified visitor results",
  "about.figures.note":
    "Every figure counted here is published by a named source or is the median of verified visitor results; nothing is estimated.",

  "about.values.title": "What we stand for",
  "about.values.accuracy.title": "Accuracy",
  "about.values.accuracy.text":
    "Every figure comes from a source we name and link, with the date and what the figure is (a single run, or the mean or median of how many runs). We never fill a gap with a default or a formula.",
  "about.values.independence.title": "Independence",
  "about.values.independence.text":
    "Rankings are based on measured scores only. Advertising is labelled as sponsored and never changes the data.",
  "about.values.openness.title": "Openness",
  "about.values.openness.text":
    "Anyone can report a mistake or send a benchmark result, and every reviewed contribution improves the data for everyone.",
  "about.values.privacy.title": "Privacy",
  "about.values.privacy.text":
    "No advertising trackers, no analytics cookies and no account needed. We store only what you choose to send us.",
  "about.values.privacy.link": "Read our privacy policy",
  "about.values.access.title": "Accessibility",
  "about.values.access.text":
    "Pages that work with a keyboard, a screen reader and a small phone screen, in six languages.",

  "about.involved.title": "Get involved",
  "about.involved.submit.title": "Submit a benchmark",
  "about.involved.submit.text":
    "Ran Cinebench, Geekbench, PassMark or CPU-Z on your computer? Send us your result with a screenshot, and once reviewed it will help everyone compare.",
  "about.involved.submit.link": "Submit a benchmark result",
  "about.involved.contact.title": "Contact us",
  "about.involved.contact.text":
    "Questions, suggestions, a processor we are missing? Write to us, and we will reply to the email address you give.",
  "about.involved.contact.link": "Go to the contact form",
  "about.figures.visitorResults": "Verified visitor results",
} satisfies Record<string, string>;
