export const MIN_PASSWORD_LENGTH = 12;
/** better-auth refuses longer passwords at sign-in (its default maxPasswordLength). */
const MAX_PASSWORD_LENGTH = 128;

/**
 * Passwords of at least MIN_PASSWORD_LENGTH characters that lead the published lists of
 * breached passwords, plus this site's name: the first ones an attacker tries.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456123456",
  "123123123123",
  "111111111111",
  "000000000000",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwerty123456",
  "qwertyqwerty",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "abc123456789",
  "abcdefghijkl",
  "password1234",
  "password123!",
  "password12345",
  "passwordpassword",
  "iloveyou1234",
  "welcome12345",
  "letmein12345",
  "changeme1234",
  "administrator",
  "administrator1",
  "adminadmin123",
  "admin1234567",
  "superman1234",
  "football1234",
  "baseball1234",
  "corerank1234",
  "corerankadmin",
]);

/** Why a password may not be used for the account with this email, or null when it may. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters (it has ${length}).`;
  if (length > MAX_PASSWORD_LENGTH)
    return `The password is too long: use at most ${MAX_PASSWORD_LENGTH} characters (it has ${length}).`;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split("@")[0])
    return "The password may not be the email address.";
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size === 1)
    return "The password is one of the most common passwords: choose another.";
  return null;
}
