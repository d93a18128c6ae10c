import { z } from "zod";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { plainString } from "~/modules/http/text";
import type { Language } from "~/modules/i18n/languages";

/** An address to subscribe: control characters are refused (modules/http/text.ts). */
export const newsletterEmailSchema = plainString().trim().toLowerCase().max(254).pipe(z.email());

/** Stores an address once: sending it again (in any letter case) changes nothing. */
export async function subscribe(db: Database, email: string, language: Language): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email, language }).onConflictDoNothing();
}
