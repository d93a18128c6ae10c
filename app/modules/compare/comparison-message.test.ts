import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { writeMessage } from "./comparison-message";

describe("writeMessage", () => {
  it("fills placeholders, names benchmarks and writes percentages in the reader's language", () => {
    const message = {
      key: "compare.verdict.score.lead",
      vars: {
        cpu: "Intel Core i5-13600K",
        percent: { percent: 0.393 },
        benchmark: { benchmark: "cinebench-r23-multi" },
      },
    } as const;
    expect(writeMessage(message, serverTranslator("en"))).toBe(
      "Intel Core i5-13600K 39% ahead in Cinebench R23 Multi-Core",
    );
    expect(writeMessage(message, serverTranslator("fr"))).toBe(
      "Intel Core i5-13600K 39\u00a0% devant en Cinebench R23 multicœur",
    );
  });

  it("joins a list of messages, capitalising it when it starts a sentence", () => {
    const level = {
      key: "compare.verdict.score.level",
      vars: { benchmark: { benchmark: "geekbench-6-multi" } },
    } as const;
    const sentence = {
      key: "compare.verdict.sentence",
      vars: { clauses: { list: [level, level], separator: "; ", capitalize: true } },
    } as const;
    expect(writeMessage(sentence, serverTranslator("en"))).toBe(
      "Level in Geekbench 6 Multi-Core; level in Geekbench 6 Multi-Core.",
    );
  });

  it("picks the plural form by count, also inside another message", () => {
    const message = {
      key: "compare.summary.coresThreads.same",
      vars: {
        cores: { key: "compare.count.cores", count: 1 },
        threads: { key: "compare.count.threads", count: 2 },
      },
    } as const;
    expect(writeMessage(message, serverTranslator("en"))).toBe("Both have 1 core and 2 threads.");
    expect(writeMessage(message, serverTranslator("fr"))).toBe("Les deux ont 1 cœur et 2 threads.");
  });

  it("writes launch prices in the reader's currency format", () => {
    const message = { key: "compare.summary.price.same", vars: { price: { usd: 1499 } } } as const;
    expect(writeMessage(message, serverTranslator("en"))).toBe("Both launched at $1,499.");
    expect(writeMessage(message, serverTranslator("es"))).toBe(
      "Ambos salieron a la venta por 1499\u00a0US$.",
    );
  });
});
