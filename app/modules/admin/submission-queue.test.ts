import { describe, expect, it } from "vitest";
import type { SubmissionListItem } from "~/modules/submissions/moderation.server";
import { queueStatus, submissionQueue } from "./submission-queue";

/** A pending submission as listSubmissions returns it. */
function listed(changes: Partial<SubmissionListItem> = {}): SubmissionListItem {
  return {
    id: 7,
    benchmark: "geekbench-6-multi",
    result: 12_345,
    cpuId: "test-cpu",
    cpuName: "Test CPU",
    ram: null,
    motherboard: null,
    storage: null,
    gpu: null,
    language: "en",
    status: "pending",
    rejectionReason: null,
    resultId: null,
    createdAt: new Date("2026-05-01T10:07:00Z"),
    reviewedAt: null,
    reviewedBy: null,
    revokedAt: null,
    revocationReason: null,
    screenshotCount: 2,
    ...changes,
  };
}

const params = (query: string) => new URLSearchParams(query);

/** The one page listSubmissions returns for these rows. */
const onePage = (rows: SubmissionListItem[]) => ({
  rows,
  total: rows.length,
  page: 1,
  pageCount: 1,
});

describe("queueStatus", () => {
  it("shows the pending queue unless another known status is asked for", () => {
    expect(queueStatus(params(""))).toBe("pending");
    expect(queueStatus(params("status=revoked"))).toBe("revoked");
    expect(queueStatus(params("status=deleted"))).toBe("pending");
  });
});

describe("submissionQueue", () => {
  it("lists each submission with its benchmark's label, its screenshot count and its date", () => {
    const page = submissionQueue(
      params(""),
      "pending",
      onePage([
        listed(),
        listed({ id: 8, benchmark: "cinebench-r23-single", cpuId: null, screenshotCount: 0 }),
      ]),
    );
    expect(page).toEqual({
      status: "pending",
      notice: null,
      total: 2,
      page: 1,
      pageCount: 1,
      submissions: [
        {
          id: 7,
          cpuName: "Test CPU",
          cpuId: "test-cpu",
          benchmark: "Geekbench 6 Multi-Core",
          result: 12_345,
          screenshots: 2,
          createdAt: "2026-05-01T10:07:00.000Z",
        },
        {
          id: 8,
          cpuName: "Test CPU",
          cpuId: null,
          benchmark: "Cinebench R23 Single-Core",
          result: 12_345,
          screenshots: 0,
          createdAt: "2026-05-01T10:07:00.000Z",
        },
      ],
    });
  });

  it("passes on which page of how many it is and how many have the status", () => {
    const page = submissionQueue(params("status=approved&page=3"), "approved", {
      rows: [listed({ status: "approved" })],
      total: 101,
      page: 3,
      pageCount: 3,
    });
    expect(page).toMatchObject({ status: "approved", total: 101, page: 3, pageCount: 3 });
    expect(page.submissions.map((s) => s.id)).toEqual([7]);
  });

  it("says what the review page just did, given a valid id and outcome", () => {
    expect(
      submissionQueue(params("reviewed=7&outcome=approved"), "pending", onePage([])).notice,
    ).toEqual({
      id: 7,
      outcome: "approved",
    });
    expect(
      submissionQueue(params("status=revoked&reviewed=9&outcome=revoked"), "revoked", onePage([]))
        .notice,
    ).toEqual({ id: 9, outcome: "revoked" });
  });

  it("says nothing for an unknown outcome or an id that is no row id", () => {
    for (const query of [
      "reviewed=7",
      "outcome=rejected",
      "reviewed=7&outcome=deleted",
      "reviewed=0&outcome=rejected",
      "reviewed=x&outcome=rejected",
    ])
      expect(submissionQueue(params(query), "pending", onePage([])).notice).toBeNull();
  });
});
