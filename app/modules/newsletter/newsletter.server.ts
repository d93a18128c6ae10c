import { createHash, randomBytes } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { plainString } from "~/modules/http/text";
import type { Language } from "~/modules/i18n/languages";

/** An address to subscribe: control characters are refused (modules/http/text.ts). */
export const newsletterEmailSchema = plainString().trim().toLowerCase().max(254).pipe(z.email());

/** The footer's subscription form; its `returnTo` is checked on its own (safeRedirectPath). */
const newsletterFormSchema = z.object({ email: newsletterEmailSchema });

/**
 * The address the subscription form posted, parsed with Conform, or null when there is none
 * to subscribe (missing, not one address, or not an email address): the footer then says so.
 */
export function postedNewsletterEmail(form: FormData): string | null {
  const submission = parseWithZod(form, { schema: newsletterFormSchema });
  return submission.status === "success" ? submission.value.email : null;
}

/**
 * What a sign-up did, as whoever posted it may learn it: a new subscription gives the token of
 * its page, once; an address already on the list gives nothing and is left as it was (its
 * language, date and link unchanged), so posting someone else's address reveals nothing about
 * it and changes nothing.
 */
export type SignUp = { token: string } | { token: null };

/** A subscription page's link: 256 random bits, of which only the SHA-256 is stored. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(`corerank-newsletter:${token}`).digest("hex");
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Stores an address once: sending it again (in any letter case) changes nothing. */
export async function subscribe(
  db: Database | Transaction,
  email: string,
  language: Language,
): Promise<SignUp> {
  const token = newToken();
  const stored = await db
    .insert(newsletterSubscriptions)
    .values({ email, language, tokenHash: tokenHash(token) })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ email: newsletterSubscriptions.email });
  return { token: stored.length > 0 ? token : null };
}

/** What is stored about a subscriber: all of it, as the subscription page shows it. */
export interface Subscription {
  email: string;
  language: string;
  createdAt: Date;
}

/** Tokens are 43 base64url characters; anything else is not one and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The subscription whose page link holds `token`, or null (a wrong or ended one). */
export async function findSubscriptionByToken(
  db: Database,
  token: string,
): Promise<Subscription | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      email: newsletterSubscriptions.email,
      language: newsletterSubscriptions.language,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.tokenHash, tokenHash(token)));
  return row ?? null;
}

/** Deletes the address: nothing about the subscriber is kept. True when it was stored. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .returning({ email: newsletterSubscriptions.email });
  return removed.length > 0;
}
