import { expect, test, type Page } from "@playwright/test";

/**
 * Every page type under the site's content security policy: the browser reports no violation
 * (a blocked eval, inline script or style, or a resource from elsewhere) while the page loads,
 * hydrates and is used. Violations are recorded on window by a script that runs before the page's.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
});

async function expectNoViolations(page: Page) {
  // Reports are dispatched as tasks: let any pending one arrive before reading them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(violations, `on ${page.url()}`).toEqual([]);
}

const PAGES = [
  { name: "home", path: "/", status: 200 },
  { name: "search", path: "/search?q=ryzen", status: 200 },
  { name: "CPU page", path: "/cpus/amd-ryzen-9-7950x", status: 200 },
  { name: "comparison", path: "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k", status: 200 },
  { name: "comparison landing", path: "/compare", status: 200 },
  { name: "ranking", path: "/ranking/cinebench-r23-multi", status: 200 },
  { name: "catalog", path: "/cpus", status: 200 },
  { name: "methodology", path: "/methodology", status: 200 },
  { name: "about us", path: "/about-us", status: 200 },
  { name: "legal information", path: "/legal-info", status: 200 },
  { name: "contact", path: "/contact-us", status: 200 },
  { name: "benchmark submission", path: "/submit-benchmark", status: 200 },
  { name: "issue report", path: "/contact", status: 200 },
  { name: "not found", path: "/no-such-page", status: 404 },
  { name: "CPU not found", path: "/cpus/no-such-cpu", status: 404 },
  { name: "admin sign-in", path: "/admin/sign-in", status: 200 },
  { name: "German CPU page", path: "/de/cpus/intel-core-i9-13900k", status: 200 },
] as const;

test.describe("content security policy", () => {
  for (const { name, path, status } of PAGES) {
    test(`${name} (${path}) loads and hydrates with no violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page);
    });
  }

  test("the ranking's Load More and the home search run with no violation", async ({ page }) => {
    await page.goto("/ranking/geekbench-6-multi?type=workstation");
    const rows = page.locator("main table tbody tr");
    await expect(rows).toHaveCount(20);
    await page.locator("main button", { hasText: /\(\d+/ }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    await expectNoViolations(page);

    await page.goto("/");
    await page.getByRole("combobox").first().fill("ryzen");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoViolations(page);
  });
});
