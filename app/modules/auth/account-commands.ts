import { parseArgs } from "node:util";
import * as z from "zod";
import { USER_ROLES } from "~/db/schema";
import { passwordProblem } from "./password-policy";
import { API_TOKEN_MAX_DAYS } from "./api-token-limits";

/**
 * The operator's account commands (`npm run admin:create`, `npm run api-token:create`). The same
 * validated shape travels from the command line, directly or through the running server's
 * socket (admin-socket.server.ts), to the code that writes it (accounts.server.ts).
 */

function required(what: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : what);
}

const email = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.email({ error: required("is not an email address") }),
);
const label = z
  .string({ error: required("must be text") })
  .trim()
  .min(1, "may not be empty")
  .max(100, "may be at most 100 characters");

const adminCreateCommand = z
  .object({
    command: z.literal("admin:create"),
    email,
    password: z.string({ error: required("must be text") }),
    role: z.enum(USER_ROLES, { error: `must be ${USER_ROLES.join(" or ")}` }).default("admin"),
    name: label.optional(),
  })
  .superRefine((input, context) => {
    const problem = passwordProblem(input.password, input.email);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });

/** Whole days, 1 to API_TOKEN_MAX_DAYS: a token's life from its creation. */
const days = z.coerce
  .number({ error: "must be a whole number of days" })
  .int("must be a whole number of days")
  .min(1, "must be at least 1")
  .max(API_TOKEN_MAX_DAYS, `may be at most ${API_TOKEN_MAX_DAYS}`);

const apiTokenCreateCommand = z.object({
  command: z.literal("api-token:create"),
  email,
  name: label,
  /** How long the token lives; API_TOKEN_DEFAULT_DAYS when not given. */
  days: days.optional(),
});

const apiTokenListCommand = z.object({
  command: z.literal("api-token:list"),
  email: email.optional(),
});

const apiTokenRevokeCommand = z
  .object({
    command: z.literal("api-token:revoke"),
    id: z.coerce.number({ error: "must be a token id" }).int().positive().optional(),
    email: email.optional(),
  })
  .refine((input) => (input.id === undefined) !== (input.email === undefined), {
    message: "Give either --id <token id> or --email <account> (all of its tokens).",
  });

export const accountCommand = z.discriminatedUnion("command", [
  adminCreateCommand,
  apiTokenCreateCommand,
  apiTokenListCommand,
  apiTokenRevokeCommand,
]);

export type AccountCommand = z.infer<typeof accountCommand>;
export type AdminCreateCommand = z.infer<typeof adminCreateCommand>;
export type ApiTokenCreateCommand = z.infer<typeof apiTokenCreateCommand>;
export type ApiTokenListCommand = z.infer<typeof apiTokenListCommand>;
export type ApiTokenRevokeCommand = z.infer<typeof apiTokenRevokeCommand>;
export type AccountCommandName = AccountCommand["command"];

const USAGE: Record<AccountCommandName, string> = {
  "admin:create":
    "Usage: npm run admin:create -- --email <email> [--role admin|viewer] [--name <name>] [--password <password>]\n" +
    "Creates the account, or sets a new password (and role, and name if given) on an existing one.\n" +
    "Asks for the password without showing it, or reads it from standard input when piped; --password\n" +
    "(for scripts) leaves it in the shell history.",
  "api-token:create":
    "Usage: npm run api-token:create -- --email <email of an admin> --name <what the token is for> [--days <1-3650, default 90>]\n" +
    "Creates an API token (Authorization: Bearer) for the admin, valid for --days days, and prints it once.",
  "api-token:list":
    "Usage: npm run api-token:list [-- --email <account>]\n" +
    "Lists API tokens (every account's, or one account's): id, name, owner, created, last used, expiry, state.",
  "api-token:revoke":
    "Usage: npm run api-token:revoke -- --id <token id> | --email <account>\n" +
    "Revokes one token, or every token of the account. A revoked token is refused at once.",
};

const OPTIONS = {
  "admin:create": {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
  },
  "api-token:create": {
    email: { type: "string" },
    name: { type: "string" },
    days: { type: "string" },
  },
  "api-token:list": { email: { type: "string" } },
  "api-token:revoke": { id: { type: "string" }, email: { type: "string" } },
} as const satisfies Record<AccountCommandName, Record<string, { type: "string" }>>;

/** A command line that cannot be run: the message says what is wrong and how to call it. */
export class CommandLineError extends Error {}

/** "--password: The password is too short ..." for each problem of an invalid command. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.filter((part) => part !== "command").join(".");
      if (!field) return issue.message;
      return /^[A-Z]/.test(issue.message)
        ? `--${field}: ${issue.message}`
        : `--${field} ${issue.message}.`;
    })
    .join("\n");
}

export function parseCommandLine(name: AccountCommandName, argv: string[]): AccountCommand {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: OPTIONS[name],
    }));
  } catch (error) {
    throw new CommandLineError(`${(error as Error).message}\n${USAGE[name]}`);
  }
  const parsed = accountCommand.safeParse({ ...values, command: name });
  if (!parsed.success)
    throw new CommandLineError(`${describeIssues(parsed.error)}\n${USAGE[name]}`);
  return parsed.data;
}
