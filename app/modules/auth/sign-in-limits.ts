/**
 * Failed sign-ins are limited per account, so one password cannot be guessed from many
 * addresses, and per client address, so one address cannot try many accounts.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;

/**
 * Unknown emails are counted like real accounts: if only real ones could be locked, the 429
 * would tell which addresses have an account.
 */
export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
