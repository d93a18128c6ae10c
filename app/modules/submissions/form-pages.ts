import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import type { Translator } from "~/modules/i18n/translator";
import type { Messages } from "~/modules/i18n/translator";
import { DEFAULT_ISSUE_TYPE, prefilledPageAddress } from "./submission.schema";
import { MAX_LENGTH, SENT_PARAM } from "./submission-forms";

/** The issue form's page with the reported page's address kept, so a reset form still carries it. */
export function issuePagePath(pathname: string, url: string | null, sent = false): string {
  const query = new URLSearchParams();
  if (url) query.set("url", url);
  if (sent) query.set(SENT_PARAM, "1");
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The issue form's starting values: opened from a page's "Report an issue"
 * link (`?url=`), the page's address and a subject naming it.
 */
export function issueFormDefaults(urlParam: string | null, t: Translator["t"]) {
  const url = prefilledPageAddress(urlParam);
  const subject = url ? t("forms.issue.subjectPrefill", { url }) : "";
  return {
    issueType: DEFAULT_ISSUE_TYPE as string,
    url: url ?? "",
    // A very long address would make the prefilled subject too long to send.
    subject:
      subject.length > MAX_LENGTH.subject
        ? `${subject.slice(0, MAX_LENGTH.subject - 1)}…`
        : subject,
  };
}

/** The benchmark form's page for a CPU (a CPU page's "submit a result" link), sent or not. */
export function benchmarkPagePath(pathname: string, cpuId: string | null, sent = false): string {
  const query = new URLSearchParams();
  if (sent) query.set(SENT_PARAM, "1");
  if (cpuId) query.set("cpu", cpuId);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The CPU search field's texts (the home page's), without the rest of the home namespace. */
const SEARCH_FIELD_MESSAGES = [
  "home.search.placeholder",
  "home.search.suggestions",
  "home.search.score",
  "home.search.noMatch",
] as const;

export function searchFieldMessages(home: Messages): Messages {
  return Object.fromEntries(SEARCH_FIELD_MESSAGES.map((key) => [key, home[key]]));
}

/** A CPU as the search field shows it (the shape of GET /api/suggest's answers). */
export function cpuOption(cpu: Cpu | undefined) {
  if (!cpu) return null;
  const { id, name, brand, architecture } = cpu;
  return { id, name, brand, architecture, benchmarkScore: overallBenchmarkScore(cpu.scores) };
}
