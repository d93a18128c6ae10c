import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { appMeta, newsletterSubscriptions } from "~/db/schema";
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

/** Stores an address once: sending it again (in any letter case) changes nothing. */
export async function subscribe(db: Database, email: string, language: Language): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email, language }).onConflictDoNothing();
}

/** What is stored about a subscriber: all of it, as the subscription page shows it. */
export interface Subscription {
  email: string;
  language: string;
  createdAt: Date;
}

export async function findSubscription(db: Database, email: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
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

const SECRET_META_KEY = "newsletter_secret";

/** The key that signs subscription links: generated on first use and kept in app_meta. */
async function linkSecret(db: Database): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_META_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_META_KEY));
  if (!row) throw new Error("The newsletter link secret could not be stored in app_meta.");
  return row.value;
}

const signature = (secret: string, email: string) =>
  createHmac("sha256", secret).update(`newsletter:${email}`).digest("base64url");

/**
 * The token of a subscription's own page (`/newsletter/{token}`): the address and a signature,
 * so that only someone who was given the link can see or end the subscription. No mail is
 * configured: the page is opened right after subscribing and may be bookmarked.
 */
export async function subscriptionToken(db: Database, email: string): Promise<string> {
  const secret = await linkSecret(db);
  return `${Buffer.from(email).toString("base64url")}.${signature(secret, email)}`;
}

/** The address a token was made for, or null when it is not a token of this site. */
export async function emailFromToken(db: Database, token: string): Promise<string | null> {
  const [encoded, signed] = token.split(".");
  if (!encoded || !signed || token.split(".").length !== 2) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(await linkSecret(db), email));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
