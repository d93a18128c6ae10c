import { isLanguage, LANGUAGE_NAMES } from "~/modules/i18n/languages";

/**
 * What the subscriber's page shows of a stored subscription: the language by
 * its name (a code the site no longer offers as it was stored) and the day it
 * was made.
 */
export function storedSubscription(found: { language: string; createdAt: Date }) {
  return {
    language: isLanguage(found.language) ? LANGUAGE_NAMES[found.language] : found.language,
    date: found.createdAt.toISOString().slice(0, 10),
  };
}

/**
 * The neutral page after a sign-up of an address already on the list (`/newsletter/thanks`),
 * and the one after unsubscribing (`/newsletter/left`): they show nothing about any address.
 * Neither can be a subscription's token, which is 43 characters long.
 */
export const THANK_YOU = "thanks";
export const LEFT = "left";
