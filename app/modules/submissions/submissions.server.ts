import type { Database } from "~/db/client.server";
import { benchmarkSubmissions, contactMessages, issueReports } from "~/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { recordSubmission } from "./rate-limit.server";
import { storeScreenshots, type CheckedScreenshot } from "./screenshots.server";
import type { BenchmarkFormInput, ContactFormInput, IssueFormInput } from "./submission.schema";

/** Who sent a form: the page's language and the hashed address the rate limit counts. */
export interface SenderInfo {
  language: Language;
  addressHash: string;
}

/**
 * Stores a benchmark submission, pending moderation, with its screenshots, in
 * one transaction (the screenshots' bytes in the database: every process
 * serves them). Returns its id.
 */
export async function saveBenchmarkSubmission(
  db: Database,
  input: BenchmarkFormInput,
  screenshots: readonly CheckedScreenshot[],
  sender: SenderInfo,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(benchmarkSubmissions)
      .values({
        benchmark: input.benchmarkName,
        result: input.result,
        cpuId: input.cpu.id,
        cpuName: input.cpu.name,
        ram: input.ram,
        motherboard: input.motherboard,
        storage: input.storage,
        gpu: input.gpu,
        language: sender.language,
      })
      .returning({ id: benchmarkSubmissions.id });
    const id = row!.id;
    await storeScreenshots(tx, id, screenshots);
    // The screenshots' bytes count against the address's daily upload allowance.
    await recordSubmission(
      tx,
      "benchmark",
      sender.addressHash,
      screenshots.reduce((total, shot) => total + shot.bytes.byteLength, 0),
    );
    return id;
  });
}

/** Stores an issue report, open until an operator resolves it. Returns its id. */
export async function saveIssueReport(
  db: Database,
  input: IssueFormInput,
  sender: SenderInfo,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(issueReports)
      .values({ ...input, language: sender.language })
      .returning({ id: issueReports.id });
    await recordSubmission(tx, "issue", sender.addressHash);
    return row!.id;
  });
}

/** Stores a contact message, open until an operator resolves it. Returns its id. */
export async function saveContactMessage(
  db: Database,
  input: ContactFormInput,
  sender: SenderInfo,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, language: sender.language })
      .returning({ id: contactMessages.id });
    await recordSubmission(tx, "contact", sender.addressHash);
    return row!.id;
  });
}
