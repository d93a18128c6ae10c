import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/modules/auth/client-request";
import * as signUp from "~/routes/newsletter";
import * as subscriptionPage from "~/routes/newsletter-subscription";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

/**
 * The newsletter as a stranger would probe it (issue 24): posting someone's address shows and
 * changes nothing about it; only the random link shown at the first sign-up opens its page.
 */
const SITE = "http://localhost";

function post(path: string, fields: Record<string, string>, client: string): Request {
  const body = new URLSearchParams(fields);
  return new Request(SITE + path, {
    method: "POST",
    body,
    headers: {
      [CLIENT_ADDRESS_HEADER]: client,
      "content-type": "application/x-www-form-urlencoded",
    },
  });
}

const get = (path: string) =>
  new Request(SITE + path, { headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9" } });

/** Runs a route function as React Router would: thrown responses are answers too. */
async function run(call: () => Promise<unknown>) {
  try {
    return await call();
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: ResponseInit | null }).init?.status ?? 200);

async function subscribe(db: Database, email: string, client: string, lang?: string) {
  const prefix = lang ? `/${lang}` : "";
  const answer = await run(() =>
    signUp.action({
      request: post(`${prefix}/newsletter`, { email, returnTo: `${prefix}/cpus` }, client),
      params: lang ? { lang } : {},
      context: { db },
    } as never),
  );
  if (!(answer instanceof Response)) throw new Error("The sign-up did not redirect");
  return { status: answer.status, location: answer.headers.get("location") ?? "" };
}

const openPage = (db: Database, token: string) =>
  run(() => subscriptionPage.loader(routeArgs(get(`/newsletter/${token}`), { token }, { db })));

const stored = async (db: Database, email: string) =>
  (
    await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  )[0];

describe.each(testDatabases)("newsletter privacy on $name", (database) => {
  const getDb = useTestDatabase(database);
  let db: Database;
  beforeAll(() => {
    db = getDb();
  });

  it("gives a new sign-up its random link once; a second client posting the address learns and changes nothing", async () => {
    const first = await subscribe(db, "Owner@Example.com", "10.0.0.1", "de");
    expect(first.status).toBe(303);
    const token = /^\/de\/newsletter\/([\w-]{43})$/.exec(first.location)?.[1];
    expect(token, first.location).toBeDefined();
    const before = await stored(db, "owner@example.com");
    expect(before?.language).toBe("de");

    // A stranger posts the same address (another case, another language, another client).
    const second = await subscribe(db, "OWNER@example.com", "10.0.0.2", "fr");
    expect(second).toEqual({ status: 303, location: "/fr/newsletter/thanks" });
    const thanks = await openPage(db, "thanks");
    expect(statusOf(thanks)).toBe(200);
    expect(JSON.stringify(thanks)).not.toContain("owner@example.com");
    expect(JSON.stringify(thanks)).not.toContain(token);
    expect(await stored(db, "owner@example.com")).toEqual(before);

    // The owner's link still opens the page, with what is stored.
    const page = await openPage(db, token!);
    expect(statusOf(page)).toBe(200);
    expect(page).toMatchObject({
      view: "subscription",
      email: "owner@example.com",
      subscription: { language: "Deutsch" },
      link: `${SITE}/newsletter/${token}`,
    });
  });

  it("answers a wrong, malformed or ended link 404, and the link's button deletes the address", async () => {
    const { location } = await subscribe(db, "leaver@example.com", "10.0.0.3");
    const token = location.split("/").pop()!;
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [wrong, "x", "bGVhdmVyQGV4YW1wbGUuY29t.c2ln", "a".repeat(43)])
      expect(statusOf(await openPage(db, bad)), bad).toBe(404);
    // An unsubscribe posted to a wrong link changes nothing.
    const refused = await run(() =>
      subscriptionPage.action({
        request: post(`/newsletter/${wrong}`, {}, "10.0.0.4"),
        params: { token: wrong },
        context: { db },
      } as never),
    );
    expect(statusOf(refused)).toBe(404);
    expect(await stored(db, "leaver@example.com")).toBeDefined();

    const left = await run(() =>
      subscriptionPage.action({
        request: post(`/newsletter/${token}`, {}, "10.0.0.3"),
        params: { token },
        context: { db },
      } as never),
    );
    expect((left as Response).headers.get("location")).toBe("/newsletter/left");
    expect(await stored(db, "leaver@example.com")).toBeUndefined();
    expect(statusOf(await openPage(db, token))).toBe(404);
  });

  it("limits sign-ups per client address like the other forms, new or known addresses alike", async () => {
    const client = "10.0.0.50";
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++)
      outcomes.push((await subscribe(db, `many${i % 2}@example.com`, client)).location);
    expect(outcomes.slice(0, 5).every((l) => !l.includes("limited"))).toBe(true);
    expect(outcomes[5]).toBe("/cpus?newsletter=limited#newsletter");
    // The refused sign-up stored nothing; another client is not limited.
    const seventh = await subscribe(db, "blocked@example.com", client);
    expect(seventh.location).toContain("newsletter=limited");
    expect(await stored(db, "blocked@example.com")).toBeUndefined();
    expect((await subscribe(db, "blocked@example.com", "10.0.0.51")).location).toMatch(
      /^\/newsletter\/[\w-]{43}$/,
    );
  });
});
