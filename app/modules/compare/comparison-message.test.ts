import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { writeMessage } from "./comparison-message";

describe("writeMessage", () => {
  it("fills placeholders and writes percentages, prices and decimals in the reader's language", () => {
    const message = {
      key: "compare.summary.perDollar",
      vars: {
        cpu: "Intel Core i9-13900K",
        percent: { percent: 0.2167 },
        benchmark: "Cinebench R23",
        value: { number: 66.21, fractionDigits: 1 },
        otherValue: { number: 54.36, fractionDigits: 1 },
      },
    } as const;
    expect(writeMessage(message, serverTranslator("en"))).toBe(
      "Intel Core i9-13900K gives 22% more multi-core performance per dollar (Cinebench R23: 66.2 against 54.4 points per dollar).",
    );
    expect(writeMessage(message, serverTranslator("de"))).toBe(
      "Intel Core i9-13900K bietet 22\u00a0% mehr Multi-Core-Leistung pro Dollar (Cinebench R23: 66,2 gegenüber 54,4 Punkten pro Dollar).",
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
