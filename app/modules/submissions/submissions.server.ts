import type { Database } from "~/db/client.server";
import { benchmarkSubmissions, contactMessages, issueReports } from "~/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { checkStoredTotal, recordSubmission } from "./rate-limit.server";
import type { ScreenshotUpload } from "./screenshots.server";
import type { BenchmarkFormInput, ContactFormInput, IssueFormInput } from "./submission.schema";

/** Who sent a form: the page's language and the hashed address the rate limit counts. */
export interface SenderInfo {
  language: Language;
  addressHash: string;
}

/**
 * Stores a benchmark submission, pending moderation, with its screenshots, in
 * one transaction: the screenshots streamed into the database as they arrived
 * (ScreenshotUpload) and become the submission's here, so the submission and
 * its files are stored together or not at all. Returns its id.
 */
export async function saveBenchmarkSubmission(
  db: Database,
  input: BenchmarkFormInput,
  screenshots: ScreenshotUpload | null,
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
    const bytes = screenshots?.bytes ?? 0;
    if (screenshots && bytes > 0) {
      await screenshots.attach(tx, id);
      // The site's quota, the uploads already in the table (this one's included) counted.
      const refused = await checkStoredTotal(tx);
      if (refused) throw refused;
    }
    // The screenshots' bytes count against the address's daily upload allowance.
    await recordSubmission(tx, "benchmark", sender.addressHash, bytes);
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
