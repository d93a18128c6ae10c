import { describe, expect, it } from "vitest";
import { LANGUAGE_NAMES } from "~/modules/i18n/languages";
import { storedSubscription } from "./subscription";

describe("storedSubscription", () => {
  it("names the language and gives the day the subscription was made (UTC)", () => {
    expect(
      storedSubscription({ language: "de", createdAt: new Date("2026-03-04T23:30:00Z") }),
    ).toEqual({ language: LANGUAGE_NAMES.de, date: "2026-03-04" });
  });

  it("shows a stored code the site does not offer as it is", () => {
    expect(storedSubscription({ language: "nl", createdAt: new Date("2026-03-04") }).language).toBe(
      "nl",
    );
  });
});
