/** States and kinds of visitor submissions; plain values that pages may import without the database schema. */
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected", "revoked"] as const;
export const ISSUE_TYPES = [
  "incorrect-data",
  "missing-info",
  "benchmark-error",
  "technical-issue",
  "other",
] as const;
export const MESSAGE_STATUSES = ["open", "resolved"] as const;
