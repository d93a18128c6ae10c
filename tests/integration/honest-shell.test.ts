import { afterEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as compareLoader } from "~/routes/compare";
import { loader as legalLoader } from "~/routes/legal-info";
import { receivedJson } from "~/modules/http/sent-json";
import { useSeededDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

/**
 * Issue 12 items 9 and 11 with the operator's configuration set (the browser tests,
 * tests/e2e/honest-shell.spec.ts, see the site with none). The configuration is read from
 * process.env on every request, so each test sets what it needs.
 */
const CONFIG = {
  AMAZON_AFFILIATE_TAG: "corerank-20",
  SOCIAL_GITHUB_URL: "https://github.com/corerank-site",
  OPERATOR_NAME: "Erika Mustermann",
  OPERATOR_ADDRESS: "Musterstraße 1 | 10115 Berlin | Deutschland",
  OPERATOR_EMAIL: "impressum@corerank.example",
  OPERATOR_PHONE: "+49 30 1234567",
};

function configure(values: Record<string, string>) {
  Object.assign(process.env, values);
}

afterEach(() => {
  for (const name of Object.keys(CONFIG)) delete process.env[name];
});

const args = (path: string, params: Record<string, string>) =>
  routeArgs(new Request(`http://localhost${path}`), params, { db: null, cspNonce: "" });

const organizationOf = (seo: { structuredData: Record<string, unknown>[] }) =>
  seo.structuredData.find((data) => data["@type"] === "Organization")!;

describe.each(testDatabases.slice(0, 1))("the honest shell on $name", (database) => {
  useSeededDatabase(database);

  const laptopPair = "amd-ryzen-7-7840hs-vs-intel-core-ultra-5-125h";
  const desktopPair = "amd-ryzen-9-7950x-vs-intel-core-i9-13900k";

  it("shows laptop cards only where a laptop CPU takes part, tagged when a tag is configured", () => {
    const comparison = (slug: string) =>
      receivedJson(compareLoader(args(`/cpus/vs/${slug}`, { slug })).page);
    const plain = comparison(laptopPair);
    expect(plain.laptops?.affiliate).toBe(false);
    expect(plain.laptops?.cards.every((c) => !c.href.includes("tag="))).toBe(true);

    configure(CONFIG);
    const desktop = comparison(desktopPair);
    expect(desktop.laptops).toBeNull();
    const tagged = comparison(laptopPair);
    expect(tagged.laptops?.affiliate).toBe(true);
    for (const card of tagged.laptops!.cards)
      expect(new URL(card.href).searchParams.get("tag")).toBe("corerank-20");
  });

  it("links the footer to the configured accounts only", () => {
    expect(rootLoader(args("/", {})).social).toEqual([]);
    configure(CONFIG);
    expect(rootLoader(args("/", {})).social).toEqual([
      { id: "github", name: "GitHub", href: "https://github.com/corerank-site" },
    ]);
  });

  it("publishes the configured operator on the legal page and in the Organization data", () => {
    const unset = legalLoader(args("/de/legal-info", { lang: "de" }));
    expect(unset.operator).toBeNull();
    expect(organizationOf(receivedJson(unset.seo))).not.toHaveProperty("email");

    configure(CONFIG);
    const page = legalLoader(args("/de/legal-info", { lang: "de" }));
    expect(page.operator).toEqual({
      name: "Erika Mustermann",
      address: ["Musterstraße 1", "10115 Berlin", "Deutschland"],
      email: "impressum@corerank.example",
      phone: "+49 30 1234567",
      register: null,
    });
    expect(page.affiliate).toBe(true);
    expect(organizationOf(receivedJson(page.seo))).toMatchObject({
      legalName: "Erika Mustermann",
      address: "Musterstraße 1, 10115 Berlin, Deutschland",
      email: "impressum@corerank.example",
      telephone: "+49 30 1234567",
      sameAs: ["https://github.com/corerank-site"],
    });
  });

  it("refuses a social link that is not https, naming the variable", () => {
    configure({ SOCIAL_X_URL: "http://x.com/corerank" });
    try {
      expect(() => rootLoader(args("/", {}))).toThrow(/SOCIAL_X_URL must be an https:\/\/ URL/);
    } finally {
      delete process.env.SOCIAL_X_URL;
    }
  });
});
