import { describe, expect, it } from "vitest";
import { ISSUE_TYPES } from "~/modules/submissions/statuses";
import { issueTypeLabel } from "./issue-type-label.server";

describe("issueTypeLabel", () => {
  it("shows the English label the visitor saw on the form, never the stored id", () => {
    expect(issueTypeLabel("incorrect-data")).toBe("Incorrect data");
    expect(issueTypeLabel("missing-info")).toBe("Missing information");
    for (const type of ISSUE_TYPES) {
      expect(issueTypeLabel(type)).not.toBe(type);
      expect(issueTypeLabel(type)).not.toMatch(/^forms\./);
    }
  });

  it("shows a value the form does not offer as stored", () => {
    expect(issueTypeLabel("retired-type")).toBe("retired-type");
  });
});
