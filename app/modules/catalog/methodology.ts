import type { MessageKey } from "~/modules/i18n/message-keys";

export const METHODOLOGY_PATH = "/methodology";

export const SOURCE_URLS = {
  geekbenchChart: "https://browser.geekbench.com/processor-benchmarks",
  notebookcheckList: "https://www.notebookcheck.net/Mobile-Processors-Benchmark-List.2436.0.html",
  intelArk: "https://ark.intel.com/",
  amdSpecifications: "https://www.amd.com/en/products/specifications/processors.html",
  ccBy: "https://creativecommons.org/licenses/by/4.0/",
} as const;

interface Heading {
  id: string;
  title: MessageKey;
}

/**
 * The sources of each benchmark and of the specifications. Their ids are the anchors other pages
 * link to (a score's source links to `/methodology#geekbench-6`, a ranking to its benchmark's).
 */
const SOURCES = [
  { id: "geekbench-6", title: "methodology.geekbench6.title" },
  { id: "cinebench-r23", title: "methodology.cinebench.title" },
  { id: "geekbench-5", title: "methodology.geekbench5.title" },
  { id: "passmark", title: "methodology.passmark.title" },
  { id: "specifications", title: "methodology.specs.title" },
] as const satisfies readonly Heading[];

/** The methodology page's sections in order: its table of contents. */
export const METHODOLOGY_SECTIONS = [
  { id: "sources", title: "methodology.sources.title", children: SOURCES },
  { id: "statistics", title: "methodology.statistics.title" },
  { id: "versions", title: "methodology.versions.title" },
  { id: "visitor-results", title: "methodology.visitors.title" },
  { id: "relative-performance", title: "methodology.relative.title" },
  { id: "per-watt", title: "methodology.perWatt.title" },
  { id: "reuse", title: "methodology.reuse.title" },
] as const satisfies readonly (Heading & { children?: readonly Heading[] })[];

export const METHODOLOGY_STATISTICS = ["single", "mean", "median", "samples", "spread"] as const;

export const VISITOR_STEPS = [
  "methodology.visitors.submit",
  "methodology.visitors.review",
  "methodology.visitors.approved",
  "methodology.visitors.noPublished",
  "methodology.visitors.revoked",
] as const satisfies readonly MessageKey[];

/** Every anchor of the methodology page, sections and their subsections, in page order. */
export function methodologyAnchors(): string[] {
  return METHODOLOGY_SECTIONS.flatMap((section) => [
    section.id,
    ...("children" in section ? section.children.map((child) => child.id) : []),
  ]);
}

/**
 * A message with `{name}` placeholders cut into its text and the names of the
 * elements that go between (the links inside a sentence): odd entries are names.
 */
export function placeholderPieces(text: string): string[] {
  return text.split(/\{(\w+)\}/);
}
