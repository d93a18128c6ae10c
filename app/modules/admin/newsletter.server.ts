import { count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { csvCell } from "~/modules/catalog/csv.server";
import { pageWindow } from "~/modules/http/page-window";

/** Sign-ups per page of /admin/newsletter. */
export const NEWSLETTER_PAGE_SIZE = 50;

export interface NewsletterSubscriber {
  email: string;
  language: string;
  /** ISO timestamp. */
  subscribedAt: string;
}

export interface NewsletterPage {
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  subscribers: NewsletterSubscriber[];
}

// Newest first; the address breaks ties, so pages never overlap or skip a row.
const NEWEST_FIRST = [desc(newsletterSubscriptions.createdAt), newsletterSubscriptions.email];

/** One page of sign-ups, newest first, and how many there are; a page past the end is the last. */
export async function listSubscribers(db: Database, page: number): Promise<NewsletterPage> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions);
  const total = row?.n ?? 0;
  const { page: shown, pageCount, offset } = pageWindow(total, page, NEWSLETTER_PAGE_SIZE);
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(...NEWEST_FIRST)
    .limit(NEWSLETTER_PAGE_SIZE)
    .offset(offset);
  return {
    total,
    page: shown,
    pageCount,
    pageSize: NEWSLETTER_PAGE_SIZE,
    subscribers: rows.map((r) => ({
      email: r.email,
      language: r.language,
      subscribedAt: r.createdAt.toISOString(),
    })),
  };
}

/** Whether the address is signed up (the removal's confirmation asks only about real ones). */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return rows.length > 0;
}

/** Removes one sign-up; false when the address was not signed up. */
export async function removeSubscriber(db: Database, email: string): Promise<boolean> {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .returning({ email: newsletterSubscriptions.email });
  return removed.length > 0;
}

/**
 * Every sign-up as CSV, newest first: email, language, subscribed_at (ISO,
 * UTC). Text a spreadsheet would run as a formula gets a leading quote, as in
 * the catalog export (an address may start with `=`).
 */
export async function newsletterCsv(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(...NEWEST_FIRST);
  const lines = [
    "email,language,subscribed_at",
    ...rows.map((r) =>
      [r.email, r.language, r.createdAt.toISOString()].map((v) => csvCell(v)).join(","),
    ),
  ];
  return lines.map((line) => `${line}\r\n`).join("");
}
