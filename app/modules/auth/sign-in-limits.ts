/**
 * Failed sign-ins are limited so that a password cannot be guessed quickly, without letting
 * anyone lock the operator out:
 * - per client address (20 in 15 minutes): one address cannot try many accounts;
 * - per account and address (5 in 15 minutes): one address cannot try many passwords;
 * - per account, from every address together: no lock-out, which anyone could trigger, but a
 *   growing delay before the password is checked (accountDelayMs).
 * Past either limit the answer is 429, even with the right password, from that address only.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const MAX_ATTEMPTS_PER_PAIR = 5;
/** Attempts on one account (from all addresses) in a window before each further one waits. */
export const ACCOUNT_ATTEMPTS_BEFORE_DELAY = 5;
export const ACCOUNT_DELAY_BASE_MS = 500;
export const ACCOUNT_DELAY_MAX_MS = 10_000;
/** Expired rows deleted per attempt: the clean-up keeps pace without one attempt paying for all. */
export const EXPIRED_ROWS_PER_ATTEMPT = 200;

/**
 * Unknown emails are counted like real accounts: if only real ones were slowed down, the delay
 * would tell which addresses have an account.
 */
export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

/** The prefix of every pair key of an account (admin:create clears them with a reset). */
export function pairKeyPrefix(email: string): string {
  return `pair:${email.trim().toLowerCase()}|`;
}

export function pairKey(email: string, address: string): string {
  return `${pairKeyPrefix(email)}${address}`;
}

/** The wait before checking the password when `attempts` were made on the account this window. */
export function accountDelayMs(attempts: number): number {
  if (attempts <= ACCOUNT_ATTEMPTS_BEFORE_DELAY) return 0;
  const doublings = attempts - ACCOUNT_ATTEMPTS_BEFORE_DELAY - 1;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(doublings, 20));
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
