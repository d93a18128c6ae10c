import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { describeCpu } from "./describe-cpu";

const ryzen = testCpu(
  {
    id: "amd-ryzen-9-7950x",
    name: "AMD Ryzen 9 7950X",
    cores: 16,
    threads: 32,
    baseFreq: 4.5,
    boostFreq: 5.7,
    tdp: 170,
    price: 699,
    releaseDate: "2022-09-27",
    socket: "AM5",
  },
  {
    "geekbench-6-multi": {
      score: 21000,
      statistic: "mean",
      sampleCount: 13493,
      sourceName: "Geekbench Browser",
    },
  },
);

describe("the CPU page's description", () => {
  it("states the CPU's published facts, with its overall score, its source and its rank", () => {
    const text = describeCpu(ryzen, serverTranslator("en"), { position: 6, total: 26 });
    expect(text).toBe(
      "The AMD Ryzen 9 7950X is a desktop processor from AMD with 16 cores and 32 threads. " +
        "It was released on September 27, 2022. Its launch price was $699. " +
        "It runs at 4.5 GHz base and up to 5.7 GHz boost, with a TDP of 170 W. It fits the AM5 socket. " +
        "It scores 21,000 in Geekbench 6 multi-core (Geekbench Browser · 13,493 runs), which ranks it number 6 of the 26 CPUs with that result on CoreRank.",
    );
  });

  it("states a launch price published as a range as that range, in each language's format", () => {
    const range = { ...ryzen, price: 184, priceMax: 194 };
    expect(describeCpu(range, serverTranslator("en"), null)).toContain(
      "Its launch price was $184 – $194.",
    );
    expect(describeCpu(range, serverTranslator("de"), null)).toContain(
      "Einführungspreis lag bei 184–194\u00a0$.",
    );
  });

  it("leaves out what nobody published instead of guessing it", () => {
    const sparse = testCpu({
      name: "Sparse CPU",
      type: null,
      releaseDate: null,
      price: null,
      tdp: null,
      socket: null,
    });
    const text = describeCpu(sparse, serverTranslator("en"), null);
    expect(text).toBe(
      "The Sparse CPU is a processor from AMD with 8 cores and 16 threads. " +
        "It runs at 4 GHz base and up to 5 GHz boost.",
    );
  });

  it("states no score without an overall score", () => {
    const text = describeCpu(
      testCpu({}, { "cinebench-r23-multi": 30000 }),
      serverTranslator("en"),
      {
        position: 1,
        total: 1,
      },
    );
    expect(text).not.toContain("scores");
  });

  it("says a release date published only as a quarter as a quarter", () => {
    const text = describeCpu(testCpu({ releaseDate: "2024-Q3" }), serverTranslator("en"), null);
    expect(text).toContain("It was released in Q3 2024.");
  });

  it("names performance and efficiency cores of a hybrid CPU", () => {
    const hybrid = testCpu({ performanceCores: 8, efficiencyCores: 16 });
    expect(describeCpu(hybrid, serverTranslator("en"), null)).toContain(
      "It combines 8 performance cores with 16 efficiency cores.",
    );
    const unknown = testCpu({ performanceCores: null, efficiencyCores: 16 });
    expect(describeCpu(unknown, serverTranslator("en"), null)).not.toContain("combines");
  });

  it("is written in the page's language", () => {
    const text = describeCpu(ryzen, serverTranslator("de"), null);
    expect(text).toContain("AMD Ryzen 9 7950X");
    expect(text).toContain("4,5");
    expect(text).not.toContain("processor from");
  });
});
