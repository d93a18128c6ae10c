import type { CommunityFigures } from "~/modules/catalog/community-figures";
import type { MessageKey } from "~/modules/i18n/message-keys";

export const ABOUT_PATH = "/about-us";
export const LEGAL_PATH = "/legal-info";

export const TEAM_ROLES = ["data", "engineering", "moderation"] as const;

export const ABOUT_VALUES = ["accuracy", "independence", "openness", "privacy", "access"] as const;

const FIGURES = [
  { key: "cpus", label: "about.figures.cpus" },
  { key: "intelCpus", label: "about.figures.intel" },
  { key: "amdCpus", label: "about.figures.amd" },
  { key: "measuredScores", label: "about.figures.scores" },
  { key: "visitorResults", label: "about.figures.visitorResults", community: true },
  { key: "cpusWithVisitorResults", label: "about.figures.visitorCpus", community: true },
] as const satisfies readonly {
  key: keyof CommunityFigures;
  label: MessageKey;
  community?: true;
}[];

/**
 * The catalog's figures as the about page lists them, each with its label, in order; the
 * visitors' figures only once there is a verified visitor result.
 */
export function aboutFigures(figures: CommunityFigures): { label: MessageKey; value: number }[] {
  // Visitors' figures appear once there are some: "0 verified visitor results" tells nothing.
  return FIGURES.filter((figure) => !("community" in figure) || figures.visitorResults > 0).map(
    ({ key, label }) => ({ label, value: figures[key] }),
  );
}

/** When the legal page's text last changed. */
export const LEGAL_LAST_UPDATED = "2026-11-22";

/** The legal page's sections in order: its table of contents. */
export const LEGAL_SECTIONS = [
  { id: "operator", title: "legal.operator.title" },
  { id: "terms", title: "legal.terms.title" },
  { id: "privacy", title: "legal.privacy.title" },
  { id: "cookies", title: "legal.cookies.title" },
  { id: "copyright", title: "legal.copyright.title" },
  { id: "contact", title: "legal.contact.title" },
] as const satisfies readonly { id: string; title: MessageKey }[];

/** What the site stores about visitors, as the privacy section lists it. */
export const STORED_DATA = [
  "legal.privacy.newsletter",
  "legal.privacy.newsletterRemove",
  "legal.privacy.benchmarks",
  "legal.privacy.issues",
  "legal.privacy.contact",
  "legal.privacy.logs",
] as const satisfies readonly MessageKey[];

/** A published telephone number as a `tel:` link: its digits and a leading plus only. */
export const telephoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
