import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { referenceCpu } from "../../../tests/support/reference-catalog";
import { describeCpu } from "./describe-cpu";

describe("the CPU page's description", () => {
  it("states the CPU's facts from the data, with its rank when it has a stored multi-core result", () => {
    const text = describeCpu(referenceCpu("amd-ryzen-9-7950x"), serverTranslator("en"), {
      position: 6,
      total: 26,
    });
    expect(text).toBe(
      "The AMD Ryzen 9 7950X is a desktop processor from AMD with 16 cores and 32 threads. " +
        "It was released on September 27, 2022. Its launch price was $699. " +
        "It runs at 4.5 GHz base and up to 5.7 GHz boost, with a TDP of 170 W. It fits the AM5 socket. " +
        "It scores 38,000 in Cinebench R23 multi-core, which ranks it number 6 of the 26 CPUs with that result on CoreRank.",
    );
  });

  it("names performance and efficiency cores of a hybrid CPU", () => {
    const text = describeCpu(referenceCpu("intel-core-i9-13900k"), serverTranslator("en"), null);
    expect(text).toContain("It combines 8 performance cores with 16 efficiency cores.");
  });

  it("is written in the page's language", () => {
    const text = describeCpu(referenceCpu("amd-ryzen-9-7950x"), serverTranslator("de"), null);
    expect(text).toContain("AMD Ryzen 9 7950X");
    expect(text).toContain("4,5");
    expect(text).not.toContain("processor from");
  });
});
