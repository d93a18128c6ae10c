import { describe, expect, it } from "vitest";
import type { ShownScore } from "~/modules/catalog/benchmarks";
import type { SubmissionDetail } from "~/modules/submissions/moderation.server";
import type { ReviewedCpu } from "~/modules/submissions/review";
import {
  afterModeration,
  flagText,
  moderationIntent,
  moderationRefusal,
  points,
  signedPercent,
  submissionReview,
} from "./submission-review";

/** A pending Geekbench 6 multi-core result of 10,500 points, with two screenshots. */
function sent(changes: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    id: 7,
    benchmark: "geekbench-6-multi",
    result: 10_500,
    cpuId: "test-cpu",
    cpuName: "Test CPU",
    ram: "32 GB",
    motherboard: null,
    storage: "NVMe",
    gpu: null,
    language: "de",
    status: "pending",
    rejectionReason: null,
    resultId: null,
    createdAt: new Date("2026-05-01T10:07:00Z"),
    reviewedAt: null,
    reviewedBy: null,
    revokedAt: null,
    revocationReason: null,
    screenshots: [
      { id: 3, originalName: "run.png", mimeType: "image/png", sizeBytes: 1024 },
      { id: 4, originalName: "cpu-z.jpg", mimeType: "image/jpeg", sizeBytes: 1025 },
    ],
    ...changes,
  };
}

const published = (value: number, visitors = 0): ShownScore => ({
  value,
  basis: "published",
  published: {
    benchmark: "geekbench-6-multi",
    score: value,
    source: "reference",
    statistic: "mean",
    sampleCount: null,
    recordedOn: "2026-03-01",
    sourceName: "Test Chart",
    sourceUrl: "https://example.com/chart",
    dateMeaning: "published",
    sourcePage: "cpu",
    copyName: null,
    copyUrl: null,
    copyDate: null,
    benchmarkVersion: null,
  },
  visitors: visitors ? { min: value, median: value, max: value, count: visitors } : null,
});

const visitorMedian = (value: number, count: number): ShownScore => ({
  value,
  basis: "visitor-median",
  published: null,
  visitors: { min: value, median: value, max: value, count },
});

/** An 8-thread CPU with published Geekbench 6 figures: 10,000 multi-core, 2,000 single-core. */
const cpu: ReviewedCpu = {
  threads: 8,
  scores: { "geekbench-6-multi": published(10_000, 2), "geekbench-6-single": published(2_000) },
};

describe("the review page's numbers", () => {
  it("shows points rounded with English digits", () => {
    expect(points(12_345.6)).toBe("12,346 points");
  });

  it("signs a difference with plus, a true minus sign, or ± at zero", () => {
    expect(signedPercent(12.34)).toBe("+12.3%");
    expect(signedPercent(-3)).toBe("−3.0%");
    expect(signedPercent(0)).toBe("±0.0%");
  });
});

describe("flagText", () => {
  it("says how far a result is from the published figure or the visitors' median", () => {
    const far = { kind: "far-from-current", current: 10_000, differencePercent: 25 } as const;
    expect(flagText({ ...far, basis: "published" }, "geekbench-6-multi")).toBe(
      "+25.0% from the current published figure (10,000 points): more than 20% away.",
    );
    expect(flagText({ ...far, basis: "visitor-median" }, "geekbench-6-multi")).toBe(
      "+25.0% from the current visitors’ median (10,000 points): more than 20% away.",
    );
  });

  it("names the single-core and the multi-core benchmark whichever one was submitted", () => {
    const flag = { kind: "single-above-multi", single: 2_500, multi: 2_000 } as const;
    const expected =
      "Single-core (2,500 points) above multi-core (2,000 points): Geekbench 6 Single-Core cannot exceed Geekbench 6 Multi-Core.";
    expect(flagText({ ...flag, other: "geekbench-6-multi" }, "geekbench-6-single")).toBe(expected);
    expect(flagText({ ...flag, other: "geekbench-6-single" }, "geekbench-6-multi")).toBe(expected);
  });

  it("gives the ratio against the CPU's threads", () => {
    expect(
      flagText(
        {
          kind: "ratio-above-threads",
          ratio: 12.04,
          limit: 6,
          threads: 4,
          other: "geekbench-6-single",
        },
        "geekbench-6-multi",
      ),
    ).toBe(
      "Multi-core is 12.0 × single-core (with Geekbench 6 Single-Core), above this CPU’s 4 threads × 1.5 = 6.0.",
    );
  });
});

describe("submissionReview", () => {
  it("shows the submission as sent: benchmark label, system, dates and screenshots in KB", () => {
    expect(submissionReview(sent(), cpu).submission).toEqual({
      id: 7,
      status: "pending",
      benchmark: "Geekbench 6 Multi-Core",
      result: 10_500,
      cpuId: "test-cpu",
      cpuName: "Test CPU",
      system: [
        { label: "RAM", value: "32 GB" },
        { label: "Motherboard", value: null },
        { label: "Storage", value: "NVMe" },
        { label: "GPU", value: null },
      ],
      language: "de",
      createdAt: "2026-05-01T10:07:00.000Z",
      reviewedAt: null,
      rejectionReason: null,
      revokedAt: null,
      revocationReason: null,
      screenshots: [
        { id: 3, name: "run.png", sizeKb: 1 },
        { id: 4, name: "cpu-z.jpg", sizeKb: 2 },
      ],
    });
  });

  it("keeps when and why a submission was reviewed and revoked", () => {
    const page = submissionReview(
      sent({
        status: "revoked",
        reviewedAt: new Date("2026-05-02T09:00:00Z"),
        revokedAt: new Date("2026-05-03T09:30:00Z"),
        revocationReason: "Duplicate",
      }),
      cpu,
    );
    expect(page.submission).toMatchObject({
      status: "revoked",
      reviewedAt: "2026-05-02T09:00:00.000Z",
      revokedAt: "2026-05-03T09:30:00.000Z",
      revocationReason: "Duplicate",
    });
  });

  it("compares a fitting result with the published figure and flags nothing", () => {
    expect(submissionReview(sent(), cpu).review).toEqual({
      current: {
        value: 10_000,
        basis: "published",
        sourceName: "Test Chart",
        sourceUrl: "https://example.com/chart",
        recordedOn: "2026-03-01",
        visitorCount: 2,
      },
      differencePercent: 5,
      flags: [],
    });
  });

  it("words what the review rule flags", () => {
    const review = submissionReview(sent({ result: 30_000 }), cpu).review;
    expect(review?.differencePercent).toBe(200);
    expect(review?.flags).toEqual([
      "+200.0% from the current published figure (10,000 points): more than 20% away.",
      "Multi-core is 15.0 × single-core (with Geekbench 6 Single-Core), above this CPU’s 8 threads × 1.5 = 12.0.",
    ]);
    const single = submissionReview(sent({ benchmark: "geekbench-6-single", result: 11_000 }), cpu);
    expect(single.review?.flags).toEqual([
      "+450.0% from the current published figure (2,000 points): more than 20% away.",
      "Single-core (11,000 points) above multi-core (10,000 points): Geekbench 6 Single-Core cannot exceed Geekbench 6 Multi-Core.",
    ]);
  });

  it("shows the visitors' median where nothing is published", () => {
    const medianOnly: ReviewedCpu = {
      threads: 8,
      scores: { "geekbench-6-multi": visitorMedian(10_000, 3) },
    };
    expect(submissionReview(sent(), medianOnly).review?.current).toEqual({
      value: 10_000,
      basis: "visitor-median",
      sourceName: null,
      sourceUrl: null,
      recordedOn: null,
      visitorCount: 3,
    });
  });

  it("compares with nothing when the CPU has no figure of the benchmark", () => {
    expect(submissionReview(sent({ benchmark: "passmark-multi" }), cpu).review).toEqual({
      current: null,
      differencePercent: null,
      flags: [],
    });
  });

  it("has no comparison when the CPU was deleted since", () => {
    expect(submissionReview(sent({ cpuId: null }), null).review).toBeNull();
  });
});

describe("moderation steps", () => {
  it("reads the posted intent, nothing else", () => {
    expect(moderationIntent("approve")).toBe("approve");
    expect(moderationIntent("reject")).toBe("reject");
    expect(moderationIntent("revoke")).toBe("revoke");
    for (const value of ["delete", "", null, undefined, new File([], "approve")])
      expect(moderationIntent(value)).toBeNull();
  });

  it("leads back to the queue, or to the revoked list after revoking, saying what was done", () => {
    expect(afterModeration(7, "approve")).toBe("/admin/submissions?reviewed=7&outcome=approved");
    expect(afterModeration(7, "reject")).toBe("/admin/submissions?reviewed=7&outcome=rejected");
    expect(afterModeration(7, "revoke")).toBe(
      "/admin/submissions?status=revoked&reviewed=7&outcome=revoked",
    );
  });

  it("answers a refused step with its status, pointing at the reason when it is missing", () => {
    expect(moderationRefusal("not-found")).toEqual({ status: 404, field: null });
    expect(moderationRefusal("already-reviewed")).toEqual({ status: 409, field: null });
    expect(moderationRefusal("not-approved")).toEqual({ status: 409, field: null });
    expect(moderationRefusal("cpu-missing")).toEqual({ status: 409, field: null });
    expect(moderationRefusal("reason-required")).toEqual({ status: 400, field: "reason" });
  });
});
