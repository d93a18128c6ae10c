// The newsletter page's addresses and the removal's two steps (routes/admin/newsletter.tsx): the
// page lists the sign-ups; a row's Remove asks to confirm, the confirmation removes the address.

export const NEWSLETTER_PATH = "/admin/newsletter";

/** The removal is asked for first, then confirmed: two posts, so it works without the script. */
export const REMOVE_INTENT = { confirm: "confirm-remove", remove: "remove" } as const;

/** What the removal's first post answers (the question to ask), or why nothing was removed. */
export type RemovalAnswer = RemovalQuestion | { error: string };

/** The address to confirm the removal of, and the page of the list it was removed from. */
export interface RemovalQuestion {
  confirm: string;
  page: number;
}

/** A page of the list: the first is the page's own address. */
export const newsletterPageHref = (page: number) =>
  page > 1 ? `${NEWSLETTER_PATH}?page=${page}` : NEWSLETTER_PATH;

/** Where a removal returns to: the page of the list it was made from, saying so. */
export const removedHref = (page: number) =>
  `${NEWSLETTER_PATH}?removed=1${page > 1 ? `&page=${page}` : ""}`;
