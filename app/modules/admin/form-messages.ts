import type { z } from "zod";

/**
 * The admin panel's messages about what its forms sent, in one place and in English only
 * (decision 007): how the CPU form words its schema's issues, what it says when a CPU is not
 * saved, and sign-in's messages. The rules that only the CPU schema knows (a slug, a web
 * address, threads at least cores) word their own messages in catalog/cpu.schema.ts, shared
 * with the API and the CSV import.
 */

const number = (n: unknown) =>
  typeof n === "number" || typeof n === "bigint" ? n.toLocaleString("en-US") : String(n);

/** The CPU form's words for the schema's issues, where the schema gives none of its own. */
export const cpuFormErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined || issue.input === null) return "Required";
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return "Must be a whole number";
      if (issue.expected === "number") return "Must be a number";
      if (issue.expected === "boolean") return "Choose yes, no or unknown";
      return undefined;
    case "invalid_value":
      return `Must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      if (issue.origin === "string") return `Must be at least ${number(issue.minimum)} characters`;
      return issue.inclusive === false
        ? `Must be greater than ${number(issue.minimum)}`
        : `Must be at least ${number(issue.minimum)}`;
    case "too_big":
      if (issue.origin === "string") return `Must be at most ${number(issue.maximum)} characters`;
      return issue.inclusive === false
        ? `Must be less than ${number(issue.maximum)}`
        : `Must be at most ${number(issue.maximum)}`;
    default:
      return undefined;
  }
};

/** A CPU form field's first problem, as it is shown beside the field and in the summary. */
export function cpuFieldMessage(issues: readonly z.core.$ZodIssue[]): string {
  const message = issues[0]!.message;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Why a CPU was not saved, about the form as a whole (or its id). */
export const CPU_FORM_REFUSALS = {
  unreadable: "The form could not be read.",
  deleted: "This CPU is no longer in the database: it was deleted meanwhile.",
  exists: (id: string) => `A CPU with the ID '${id}' already exists`,
  databaseFailed: "The database did not accept the change, so nothing was saved. Try again.",
} as const;

/** The sign-in form's messages, shown in its red box. */
export const SIGN_IN_MESSAGES = {
  controlCharacter: (character: string) =>
    `The email or password contains a control character (${character}), which is not allowed.`,
  tooLong: "Email or password is too long.",
  missingBoth: "Enter your email and password.",
  missingEmail: "Enter your email.",
  missingPassword: "Enter your password.",
  unknownAction: "Unknown action. Please sign in again.",
  unavailable: "Sign-in is unavailable: the database is not answering.",
} as const;
