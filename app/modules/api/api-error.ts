import { z } from "zod";
import type { CsvProblem } from "~/modules/catalog/csv.server";

/** Messages per field path (`scores.cinebenchR23Multi`, or a CSV column name). */
export type ErrorFields = Record<string, string[]>;

/** A file with problems on every line would otherwise answer with megabytes of them. */
export const MAX_LISTED_PROBLEMS = 200;

/** One failing cell of a CSV import: its line in the file (the header is line 1) and column. */
export const csvProblemSchema = z.object({
  line: z.int().min(1),
  field: z
    .string()
    .nullable()
    .describe("The CSV column, or null when the problem is the whole row"),
  message: z.string(),
}) satisfies z.ZodType<CsvProblem>;

/** The body of every error answer of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe("Stable machine-readable code, e.g. validation_failed"),
    message: z.string().describe("What went wrong, for people"),
    fields: z
      .record(z.string(), z.array(z.string()))
      .describe("Messages per failing field path; empty when no field is at fault"),
    problems: z
      .array(csvProblemSchema)
      .optional()
      .describe(
        `CSV import only: the failing lines and columns, at most ${MAX_LISTED_PROBLEMS} (the message gives the total)`,
      ),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Thrown by API handlers; answered as JSON with `status` by `answer()`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: ErrorFields = {},
    readonly options: { headers?: Record<string, string>; problems?: CsvProblem[] } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  body(): ApiErrorBody {
    const { problems } = this.options;
    return {
      error: {
        code: this.code,
        message: this.message,
        fields: this.fields,
        ...(problems ? { problems } : {}),
      },
    };
  }
}

/**
 * Messages grouped by field. Built through a Map: a client's key such as
 * `__proto__` must become a field like any other, not reach Object.prototype.
 */
export function groupByField(entries: Iterable<readonly [string, string]>): ErrorFields {
  const grouped = new Map<string, string[]>();
  for (const [field, message] of entries) {
    const messages = grouped.get(field);
    if (messages) messages.push(message);
    else grouped.set(field, [message]);
  }
  return Object.fromEntries(grouped);
}

/**
 * Groups zod issues by field path. Unknown keys of a strict object are listed
 * under their own names, so a client sees which of its keys is not accepted.
 */
export function fieldsFromIssues(issues: readonly z.core.$ZodIssue[]): ErrorFields {
  return groupByField(
    issues.flatMap((issue): [string, string][] => {
      const path = issue.path.map(String).join(".");
      if (issue.code === "unrecognized_keys")
        return issue.keys.map((key) => [path ? `${path}.${key}` : key, "is not a known field"]);
      return [[path || "body", issue.message]];
    }),
  );
}

/**
 * Zod's message for a missing value names the expected type; "is required"
 * says what the client has to do.
 */
export function requiredMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const missing = issue.input === undefined || issue.input === null;
  return missing && (issue.code === "invalid_type" || issue.code === "invalid_value")
    ? "is required"
    : undefined;
}
