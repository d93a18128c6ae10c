import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { failOnServerErrors } from "../support/server-errors";

// The admin tests run against their own server and database (playwright.config.ts), whose admin
// account serve-temporary.js created before the server started. They run in file order: each
// builds on the catalog the previous ones left.
test.use({ baseURL: process.env.E2E_ADMIN_URL });
test.describe.configure({ mode: "default" });

const EMAIL = process.env.E2E_ADMIN_EMAIL!;
const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const watchServerErrors = failOnServerErrors();

const emailField = (page: Page) => page.getByLabel("Email", { exact: true });
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });

async function signIn(page: Page, path = "/admin") {
  await page.goto(path);
  await emailField(page).fill(EMAIL);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
}

/** The figure shown under a label on the dashboard. */
async function figure(page: Page, label: string): Promise<number> {
  const term = page.locator("dt", { hasText: label });
  const text = await term.locator("xpath=following-sibling::dd[1]").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

const cpuList = (page: Page) => page.getByRole("region", { name: "CPU list" });
const cpuRows = (page: Page) => cpuList(page).locator("tbody tr");

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, page.url()).toEqual([]);
}

test("a wrong password shows the red box, which clears on typing; the password can be shown", async ({
  page,
}) => {
  const response = await page.goto("/admin");
  // A sign-in page is a page: 200, not a 401 without WWW-Authenticate; never indexed or cached.
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin sign-in");
  await emailField(page).fill(EMAIL);
  await passwordField(page).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Invalid email or password.");
  await expect(alert).toHaveClass(/bg-red-50/);
  await expect(emailField(page)).toHaveValue(EMAIL);
  await expect(passwordField(page)).toHaveValue("");
  await passwordField(page).pressSequentially("x");
  await expect(page.getByRole("alert")).toHaveCount(0);

  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(passwordField(page)).toHaveAttribute("type", "password");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(passwordField(page)).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(passwordField(page)).toHaveAttribute("type", "password");
  await expectNoSeriousViolations(page);
});

test("signed in, the dashboard counts the CPUs and the queues, and the list searches by name or brand", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  const total = await figure(page, "Total CPUs");
  const intel = await figure(page, "Intel CPUs");
  const amd = await figure(page, "AMD CPUs");
  expect(total).toBeGreaterThan(100);
  expect(intel).toBeGreaterThan(0);
  expect(amd).toBeGreaterThan(0);
  expect(intel + amd).toBe(total);
  expect(await figure(page, "Benchmark submissions waiting")).toBe(0);
  // The list is paged, 100 CPUs at a time, so the page does not grow with the catalog.
  await expect(cpuRows(page)).toHaveCount(100);
  await expect(
    page.getByText(`Showing 1–100 of ${total.toLocaleString("en-US")} CPUs`),
  ).toBeVisible();
  // The list scrolls inside its own box, of limited height.
  const box = await cpuList(page).evaluate((el) => ({
    scrolls: el.scrollHeight > el.clientHeight,
    height: el.clientHeight,
  }));
  expect(box.scrolls).toBe(true);
  expect(box.height).toBeLessThanOrEqual(32 * 16);
  await expectNoSeriousViolations(page);
  const pages = page.getByRole("navigation", { name: "CPU list pages" });
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/admin\?page=2$/);
  await expect(
    page.getByText(`Showing 101–${Math.min(200, total)} of ${total.toLocaleString("en-US")} CPUs`),
  ).toBeVisible();
  await expect(pages.getByText(`Page 2 of ${Math.ceil(total / 100)}`)).toBeVisible();

  // Typing searches the whole catalog (name or brand), not just the page shown.
  const search = page.getByLabel("Search by name or brand");
  await search.fill("ryzen 9");
  const shown = page.getByText(/^Showing 1–\d+ of \d+ matching CPUs$/);
  await expect(shown).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?q=ryzen\+9$/);
  const names = await cpuRows(page).locator("th").allInnerTexts();
  expect(names.length).toBeGreaterThan(3);
  expect(names.length).toBeLessThan(total);
  for (const name of names) expect(name).toMatch(/Ryzen 9/i);
  await search.fill("INTEL");
  await expect(page.getByText(`Showing 1–100 of ${intel} matching CPUs`)).toBeVisible();
  await expect(cpuRows(page)).toHaveCount(Math.min(100, intel));
  await search.fill("no such processor");
  await expect(page.getByText("No CPUs found matching your search.")).toBeVisible();
  await expect(cpuRows(page)).toHaveCount(0);
  await search.fill("");
  await expect(
    page.getByText(`Showing 1–100 of ${total.toLocaleString("en-US")} CPUs`),
  ).toBeVisible();
  await expect(cpuRows(page)).toHaveCount(100);

  // The search is a form: its URL shows the same list, also without the script.
  await page.goto("/admin?q=epyc");
  await expect(search).toHaveValue("epyc");
  for (const name of await cpuRows(page).locator("th").allInnerTexts())
    expect(name).toMatch(/EPYC/);
});

const CPU = { id: "e2e-test-cpu-1000x", name: "E2E Test CPU 1000X" };

test("adds a CPU (server validation per field first), edits it, and both show on its public page", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Add CPU" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add CPU");
  await page.getByLabel("ID (required)").fill(CPU.id);
  await page.getByLabel("Name (required)").fill(CPU.name);
  await page.getByLabel("Brand (required)").selectOption("AMD");
  // A type no source states is unknown (null), so the field is optional.
  await page.getByLabel("Type", { exact: true }).selectOption("Desktop");
  await page.getByLabel("Cores (required)").fill("8");
  await page.getByLabel("Threads (required)").fill("4");
  await page.getByLabel("Base clock (GHz)", { exact: true }).fill("4.1");
  await page.getByLabel("Boost clock (GHz)").fill("5.3");
  await page.getByLabel("TDP (W)").fill("120");
  // The published figure with its provenance, in the benchmark's own group.
  const cinebench = page.getByRole("group", { name: "Cinebench R23 Multi-Core" });
  await cinebench.getByLabel("Cinebench R23 Multi-Core (points)").fill("21500");
  await cinebench.getByLabel("Statistic").selectOption("median");
  await cinebench.getByLabel("Source name").fill("E2E Chart");
  await page.getByRole("button", { name: "Add CPU" }).click();

  // A figure without the date it was published or read is refused, named in the summary and
  // beside its control; the rules across fields come once every field is valid.
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(
    "Cinebench R23 Multi-Core: Date published or listed: Required",
  );
  const date = cinebench.getByLabel("Date published or listed");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(/^Required/);
  await date.fill("2026-03-01");
  await page.getByRole("button", { name: "Add CPU" }).click();

  await expect(summary).toContainText("The CPU was not saved.");
  await expect(summary).toContainText("Threads: Must be at least the number of cores");
  const threads = page.getByLabel("Threads (required)");
  await expect(threads).toHaveAttribute("aria-invalid", "true");
  await expect(threads).toHaveAccessibleDescription("Must be at least the number of cores");
  await expect(page.getByLabel("Name (required)")).toHaveValue(CPU.name);
  await expectNoSeriousViolations(page);

  await threads.fill("16");
  await page.getByRole("button", { name: "Add CPU" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved ${CPU.name}.`);
  await page.getByRole("link", { name: "View its public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/cpus/${CPU.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CPU.name);
  await expect(page.getByRole("row", { name: /^Cores/ }).first()).toContainText("8");
  await expect(page.getByRole("region", { name: "Benchmark scores" })).toContainText("21,500");

  await page.goto(`/admin?q=${encodeURIComponent(CPU.name)}`);
  await page.getByRole("link", { name: `Edit ${CPU.name}` }).click();
  await expect(page.getByLabel("Name (required)")).toHaveValue(CPU.name);
  await expect(page.getByLabel("Threads (required)")).toHaveValue("16");
  // Stored values, not the defaults public pages fill in: the L3 cache was never given.
  await expect(page.getByLabel("L3 cache (MB)")).toHaveValue("");
  // The figure's provenance as stored.
  await expect(cinebench.getByLabel("Source name")).toHaveValue("E2E Chart");
  await expect(cinebench.getByLabel("Statistic")).toHaveValue("median");
  await expect(cinebench.getByLabel("Sample count")).toHaveValue("");
  await page.getByLabel("Name (required)").fill(`${CPU.name} Pro`);
  await page.getByLabel("L3 cache (MB)").fill("32");
  // A launch price range whose upper bound is below the launch price is refused, naming the field.
  await page.getByLabel("Launch price (USD)").fill("200");
  const upper = page.getByLabel("Launch price, upper bound (range) (USD)");
  await upper.fill("190");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(summary).toContainText(
    "Launch price, upper bound (range): Must be at least the launch price (the lower bound of the range)",
  );
  await expect(upper).toHaveAttribute("aria-invalid", "true");
  await upper.fill("210");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved ${CPU.name} Pro.`);
  await page.goto(`/cpus/${CPU.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${CPU.name} Pro`);
  await expect(page.getByRole("row", { name: /^L3 cache/ })).toContainText("32 MB");
  await expect(page.getByRole("row", { name: /^Launch price/ })).toContainText("$200 – $210");
});

test("deletes a CPU after the confirm prompt, and says so; a failed delete says 'Error deleting CPU'", async ({
  page,
}) => {
  await signIn(page, `/admin?q=${encodeURIComponent(CPU.name)}`);
  await expect(cpuRows(page)).toHaveCount(1);
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: `Delete ${CPU.name} Pro` }).click();
  await expect.poll(() => messages).toEqual(["Are you sure you want to delete this CPU?"]);
  await expect(cpuRows(page)).toHaveCount(1);

  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Delete ${CPU.name} Pro` }).click();
  await expect(page.getByRole("status")).toContainText("CPU deleted successfully");
  expect(messages).toHaveLength(2);
  await expect(page.getByText("No CPUs found matching your search.")).toBeVisible();
  expect((await page.goto(`/cpus/${CPU.id}`))?.status()).toBe(404);

  // Another operator deletes the CPU this page still lists: this delete then fails.
  await page.goto("/admin?q=i9-13900K");
  const row = cpuRows(page).filter({
    has: page.getByRole("rowheader", { name: "Intel Core i9-13900K", exact: true }),
  });
  const deleteButton = row.getByRole("button", { name: /^Delete/ });
  const other = await page.request.post("/admin/cpus/intel-core-i9-13900k/delete", {
    form: { q: "" },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(302);
  page.once("dialog", (dialog) => void dialog.accept());
  await deleteButton.click();
  await expect(page.getByRole("alert")).toContainText("Error deleting CPU");
});

test("imports a CSV file from the page and downloads the catalog", async ({ page }) => {
  await signIn(page, "/admin/csv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CSV import and export");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the catalog as CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^corerank-cpus-\d{4}-\d{2}-\d{2}\.csv$/);

  // A file with one new CPU, in the export's columns.
  const exported = await (await page.request.get("/admin/cpus.csv")).text();
  const header = exported.split("\r\n")[0]!.split(",");
  const values: Record<string, string> = {
    id: "e2e-csv-cpu-500",
    name: "E2E CSV CPU 500",
    brand: "Intel",
    type: "Laptop",
    cores: "6",
    threads: "12",
    base_freq: "2.5",
    cinebench_r23_multi: "9000",
    cinebench_r23_multi_statistic: "run",
    cinebench_r23_multi_source: "E2E Chart",
    cinebench_r23_multi_date: "2026-03-01",
  };
  const csv = `${header.join(",")}\r\n${header.map((column) => values[column] ?? "").join(",")}\r\n`;
  await page.getByLabel("CSV file").setInputFiles({
    name: "new-cpu.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Import" }).click();
  const summary = page.getByRole("status");
  await expect(summary.locator("p").first()).toHaveText(
    "Import complete: 1 CPU created, 0 updated, 0 unchanged.",
  );
  await expect(summary).toContainText("Created (1)e2e-csv-cpu-500");
  await page.goto("/cpus/e2e-csv-cpu-500");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E CSV CPU 500");

  // A file with a bad cell: the problem by line and column, nothing imported.
  await page.goto("/admin/csv");
  const bad = csv.replace("e2e-csv-cpu-500", "e2e-csv-cpu-501").replace(",6,12,", ",six,12,");
  await page.getByLabel("CSV file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(bad),
  });
  await page.getByRole("button", { name: "Import" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nothing was imported: the file has 1 problem.");
  await expect(alert.getByRole("row").nth(1)).toHaveText(/2\s*cores\s*must be a number/);
  expect((await page.goto("/cpus/e2e-csv-cpu-501"))?.status()).toBe(404);

  // A semicolon file (European Excel) with two columns: previewed (nothing written), then
  // imported, changing only the price.
  await page.goto("/admin/csv");
  const prices = {
    name: "prices.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("id;price\r\ne2e-csv-cpu-500;299\r\n"),
  };
  await page.getByLabel("CSV file").setInputFiles(prices);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(summary.locator("p").first()).toHaveText(
    "Preview, nothing written: 0 CPUs new, 1 to update, 0 unchanged.",
  );
  await expect(summary).toContainText(/The file has 2 of \d+ columns; only these would be applied/);
  expect((await (await page.request.get("/api/cpus/e2e-csv-cpu-500")).json()).price).toBeNull();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(summary.locator("p").first()).toHaveText(
    "Import complete: 0 CPUs created, 1 updated, 0 unchanged.",
  );
  const stored = await (await page.request.get("/api/cpus/e2e-csv-cpu-500")).json();
  expect(stored).toMatchObject({ price: 299, name: "E2E CSV CPU 500", cores: 6 });
});

test("without JavaScript: sign-in works, and delete asks on a confirmation page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  watchServerErrors(page);
  await signIn(page, "/admin?q=E2E CSV CPU 500");
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
  await page.getByRole("button", { name: "Delete E2E CSV CPU 500" }).click();
  await expect(page).toHaveURL(/\/admin\/cpus\/e2e-csv-cpu-500\/delete\??$/);
  await expect(page.getByText("Are you sure you want to delete this CPU?")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("CPU deleted successfully");
  await context.close();
});

/** A visitor sends a benchmark result with a screenshot through the public form. */
async function submitResult(
  browser: Browser,
  cpuId: string,
  benchmark: string,
  result: string,
): Promise<void> {
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  watchServerErrors(form);
  await form.goto(`/submit-benchmark/${benchmark}?cpu=${cpuId}`);
  await form.getByLabel("Result").fill(result);
  await form.getByLabel("Screenshots").setInputFiles({
    name: "benchmark.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
    "Thank you for your submission!",
  );
  await visitor.close();
}

test("an outlier is flagged on the review page; approved it shows on the CPU page, revoked the page is as before", async ({
  page,
  browser,
}) => {
  const cpuPage = "/cpus/amd-ryzen-9-7950x";
  // The whole page's content: scores, spreads, summary, rank.
  // The page's data; the share control says "Link to this page" until the page has loaded its
  // script, then "Copy link", so it is left out of the comparison.
  const content = () =>
    page.locator("main").evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("[data-share]").forEach((e) => e.remove());
      return copy.innerText;
    });
  const scores = () => page.getByRole("region", { name: "Benchmark scores" });
  await page.goto(cpuPage);
  const before = await content();
  // Far above any published Geekbench 6 multi-core figure of a desktop CPU.
  await submitResult(browser, "amd-ryzen-9-7950x", "geekbench-6-multi", "95000");

  await signIn(page);
  expect(await figure(page, "Benchmark submissions waiting")).toBe(1);
  await page.getByRole("link", { name: "Benchmark submissions waiting" }).click();
  await page.getByRole("link", { name: /^Review #/ }).click();
  const comparison = page.getByRole("region", { name: "Compared with the CPU’s figures" });
  await expect(comparison.getByText("95,000 points")).toBeVisible();
  // The CPU's current figure is its published one, with the source named.
  await expect(comparison.locator("dd").nth(1)).toContainText(/points, published by \S/);
  const flag = comparison.getByRole("alert");
  await expect(flag).toContainText("Flagged");
  await expect(flag).toContainText(
    /\+\d+\.\d% from the current published figure .* more than 20% away/,
  );
  const screenshot = page.getByRole("img", { name: /benchmark\.png/ });
  await expect(screenshot).toBeVisible();
  await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toContainText("approved");
  await page.goto(cpuPage);
  // The visitor result shows beside the published figure, which stays.
  await expect(scores()).toContainText("95,000");
  expect(await content()).not.toBe(before);

  await page.goto("/admin/submissions?status=approved");
  await page
    .getByRole("link", { name: /^Review #/ })
    .first()
    .click();
  const revoke = page.getByRole("region", { name: "Revoke" });
  // The reason is required: an empty one is not sent.
  const reason = revoke.getByLabel("Reason for revoking (required)");
  await revoke.getByRole("button", { name: "Revoke" }).click();
  expect(await reason.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
  await reason.fill("The screenshot was edited.");
  // The confirm prompt: dismissed, nothing happens; accepted, the result is revoked.
  page.once("dialog", (dialog) => dialog.dismiss());
  await revoke.getByRole("button", { name: "Revoke" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions\/\d+$/);
  await expect(page.getByText(/^approved \(/)).toBeVisible();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("Revoke this result?");
    void dialog.accept();
  });
  await revoke.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("status")).toContainText("revoked");
  // It is listed among the revoked submissions.
  await expect(page.getByRole("table")).toContainText("AMD Ryzen 9 7950X");

  await page.goto(cpuPage);
  await expect(scores()).not.toContainText("95,000");
  expect(await content()).toBe(before);
});

test("signing out returns to an empty login form, and admin pages ask to sign in again", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin sign-in");
  await expect(emailField(page)).toHaveValue("");
  await expect(passwordField(page)).toHaveValue("");
  const response = await page.goto("/admin/csv");
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Data routes keep their 401.
  expect((await page.request.get("/admin/cpus.csv")).status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin sign-in");
  // Signing in there returns to the page that asked.
  await emailField(page).fill(EMAIL);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/csv$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CSV import and export");
});

test("the admin pages fit a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  for (const path of [
    "/admin",
    "/admin/cpus/new",
    "/admin/csv",
    "/admin/submissions?status=approved",
  ]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
  await page.goto("/admin/submissions?status=approved");
  await expectNoSeriousViolations(page);
});

test("the connection test shows all three checks connected, in every language", async ({
  page,
}) => {
  const response = await page.goto("/connection-test");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  const statuses = page.locator("[data-check]");
  await expect(statuses).toHaveText(["✓Connected", "✓Connected", "✓Connected"]);
  await expect(page.getByText("Connection Error")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.goto("/de/connection-test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verbindungstest");
  await expect(statuses).toHaveText(["✓Verbunden", "✓Verbunden", "✓Verbunden"]);
});

test("the connection test says 'Connection Error' with 'Unknown error' when the server cannot be asked", async ({
  page,
}) => {
  await page.route(/\/connection-test\.data/, (route) => route.abort());
  await page.goto("/connection-test");
  const statuses = page.locator("[data-check]");
  await expect(statuses).toHaveText(["✓Connected", "✕Error", "✕Error"]);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Connection Error");
  await expect(alert).toContainText("Database: Unknown error");
});

test("without JavaScript the connection test says the client check cannot run and shows the server's results", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/connection-test");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-check=client]")).toHaveText("◌Checking...");
  // The server's own results, in the badges as well as in the box below.
  await expect(page.locator("[data-check=database]")).toHaveText(/^✓Connected/);
  await expect(page.locator("[data-check=auth]")).toHaveText(/^✓Connected/);
  await expect(page.getByText(/JavaScript is off or blocked/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Database: Connected" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Authentication: Connected" }),
  ).toBeVisible();
  await context.close();
});

test("newsletter sign-ups are listed newest first, exported, and removed after a confirmation", async ({
  page,
}) => {
  for (const email of ["first@example.com", "second@example.com"])
    expect(
      (
        await page.request.post("/newsletter", {
          form: { email, returnTo: "/" },
          headers: { Origin: process.env.E2E_ADMIN_URL! },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(303);
  await signIn(page, "/admin/newsletter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter sign-ups");
  await expect(page.getByText(/^2 addresses are signed up/)).toBeVisible();
  const rows = page.getByRole("region", { name: "Newsletter sign-ups" }).locator("tbody tr");
  await expect(rows.locator("th")).toHaveText([/^second@example\.com/, /^first@example\.com/]);
  const csv = await page.request.get("/admin/newsletter.csv");
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[1]).toMatch(/^second@example\.com,en,/);

  await page.getByRole("button", { name: "Remove first@example.com" }).click();
  const question = page.getByRole("region", { name: "Remove first@example.com?" });
  await expect(question).toBeFocused();
  await expect(rows).toHaveCount(2);
  await question.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The address was removed from the newsletter list.",
  );
  await expect(rows.locator("th")).toHaveText([/^second@example\.com/]);
  await expectNoSeriousViolations(page);
});
