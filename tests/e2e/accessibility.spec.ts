import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical
 * violation, naming each rule, its impact and the elements it found, so that
 * the failure says what to fix.
 */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n"),
  );
  expect(serious.length, `axe found on ${page.url()}:\n${report.join("\n")}`).toBe(0);
  // The page was really analysed, not an empty document.
  expect(results.passes.length).toBeGreaterThan(10);
}

/** Every page type, unprefixed (English). */
const PAGES = [
  { name: "home", path: "/", status: 200 },
  { name: "search", path: "/search?q=ryzen", status: 200 },
  { name: "CPU page", path: "/cpus/amd-ryzen-9-7950x", status: 200 },
  {
    name: "comparison",
    path: "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k",
    status: 200,
  },
  { name: "comparison landing", path: "/compare", status: 200 },
  { name: "ranking", path: "/ranking/cinebench-r23-multi", status: 200 },
  { name: "empty ranking", path: "/ranking/geekbench-6-multi", status: 200 },
  { name: "catalog", path: "/cpus", status: 200 },
  { name: "legal information", path: "/legal-info", status: 200 },
  { name: "about us", path: "/about-us", status: 200 },
  { name: "not found", path: "/no-such-page", status: 404 },
  { name: "CPU not found", path: "/cpus/no-such-cpu", status: 404 },
  { name: "CPUs not found", path: "/cpus/vs/amd-ryzen-9-7950x-vs-no-such-cpu", status: 404 },
] as const;

const LANGUAGES = [
  { lang: "en", prefix: "" },
  { lang: "de", prefix: "/de" },
] as const;

test.describe("accessibility (axe-core, WCAG 2.1 A and AA)", () => {
  for (const { lang, prefix } of LANGUAGES) {
    for (const { name, path, status } of PAGES) {
      const url = prefix && path === "/" ? prefix : `${prefix}${path}`;
      test(`${name} in ${lang} (${url}) has no serious or critical violation`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(status);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  }

  for (const { lang, prefix } of LANGUAGES) {
    test(`CPU page in ${lang} has no violation at all, experimental rules included`, async ({
      page,
    }) => {
      test.setTimeout(180_000); // every rule on a long page, on a loaded machine
      await page.goto(`${prefix}/cpus/amd-ryzen-9-7950x`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every impact, and the rules axe leaves off by default (label-content-name-mismatch:
      // a link's accessible name starts with its visible text).
      const results = await new AxeBuilder({ page })
        .withTags([...WCAG_TAGS, "wcag22aa", "experimental"])
        .analyze();
      const report = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(results.violations, report.join("\n")).toEqual([]);
      const ran = [...results.passes, ...results.incomplete, ...results.inapplicable];
      expect(ran.map((rule) => rule.id)).toContain("label-content-name-mismatch");
    });
  }

  for (const { lang, prefix } of LANGUAGES) {
    test(`home in ${lang} with the suggestions list open has no serious or critical violation`, async ({
      page,
    }) => {
      await page.goto(prefix || "/");
      const first = page.getByRole("combobox").first();
      await first.fill("ryzen");
      await expect(page.getByRole("listbox")).toBeVisible();
      await expect(page.getByRole("option")).toHaveCount(8);
      await first.press("ArrowDown");
      await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      await expectNoSeriousViolations(page);
    });

    test(`ranking in ${lang} after Load More has no serious or critical violation`, async ({
      page,
    }) => {
      // Workstations only: a ranking long enough to load more, short enough for axe to check in time.
      await page.goto(`${prefix}/ranking/geekbench-6-multi?type=workstation`);
      const rows = page.locator("main table tbody tr");
      await expect(rows).toHaveCount(20);
      await page.locator("main button", { hasText: /\(\d+/ }).click();
      await expect.poll(() => rows.count()).toBeGreaterThan(20);
      await expectNoSeriousViolations(page);
    });
  }
});
