import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { failOnServerErrors } from "../support/server-errors";

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

const BENCHMARK_PAGE = "/submit-benchmark/cinebench-r23-multi?cpu=amd-ryzen-9-7950x";
const BENCHMARK_SENT =
  "Thank you for your submission! Your benchmark result will be reviewed and added to our database.";
const REPORT_SENT =
  "Thank you for your report! We will review the issue and make corrections as needed.";
const MESSAGE_SENT = "Thank you for your message! The CoreRank team will read it.";

// Every form is posted to the same server, whose rate limit allows five stored forms of a kind
// per address in ten minutes: this file stores at most two of each.

failOnServerErrors();

/**
 * Holds each post of a form back for a moment, so that its pending state can be seen, and
 * returns the bodies posted so far.
 */
async function slowDownPosts(page: Page): Promise<Buffer[]> {
  const bodies: Buffer[] = [];
  await page.route(
    (url) => /\/(submit-benchmark|contact|contact-us)(\/|\.data|\?|$)/.test(url.pathname),
    async (route) => {
      if (route.request().method() === "POST") {
        bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
        await new Promise((r) => setTimeout(r, 800));
      }
      await route.continue();
    },
  );
  return bodies;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, page.url()).toEqual([]);
}

/** A form control by its role and its label's exact text (the required marker is not read). */
const field = (page: Page, role: "textbox" | "combobox", name: string) =>
  page.getByRole(role, { name, exact: true });
const screenshots = (page: Page) => page.getByLabel(/^Screenshots/);
const status = (page: Page) => page.getByRole("status").filter({ hasText: "Thank you" });
const errorSummary = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Your form could not be sent" });
const chosenFiles = (page: Page) => page.getByRole("list", { name: "Chosen screenshots" });
const fileCount = (page: Page) =>
  screenshots(page).evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

test.describe("benchmark submission", () => {
  test("is prefilled from the path and ?cpu=, and names each missing required field", async ({
    page,
  }) => {
    await page.goto(BENCHMARK_PAGE);
    await expect(page).toHaveTitle("Submit a benchmark result | CoreRank");
    await expect(field(page, "combobox", "Benchmark")).toHaveValue("cinebench-r23-multi");
    // The CPU is the home page's search, filled with the CPU the page was opened for.
    await expect(field(page, "combobox", "CPU")).toHaveValue("AMD Ryzen 9 7950X");
    await expect(page.getByText("PNG, JPG, GIF or WebP up to 10 MB each")).toBeVisible();
    // The page says what an approved result does, and links to how results are verified.
    await expect(page.getByText(/they never change a published figure/)).toBeVisible();
    await expect(page.getByRole("link", { name: "How we verify visitor results" })).toHaveAttribute(
      "href",
      "/methodology#visitor-results",
    );
    await expectNoSeriousViolations(page);

    await field(page, "combobox", "Benchmark").selectOption("");
    await field(page, "combobox", "CPU").fill("");
    await field(page, "textbox", "Result").fill("fast");
    await page.getByRole("button", { name: "Submit" }).click();

    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Benchmark is required.",
      "Enter the score as a number greater than 0, for example 38500 or 1520.5.",
      "CPU is required.",
    ]);
    const result = field(page, "textbox", "Result");
    await expect(result).toHaveAttribute("aria-invalid", "true");
    await expect(result).toHaveAccessibleDescription(/Enter the score as a number greater than 0/);
    // What was typed stays, to be corrected.
    await expect(result).toHaveValue("fast");
    await expect(status(page)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test("sends a result with a screenshot: remove a file, 'Submitting...', thanks, then an empty form", async ({
    page,
  }) => {
    const posted = await slowDownPosts(page);
    await page.goto(BENCHMARK_PAGE);
    // Another CPU, found by typing part of its name, as on the home page.
    const cpu = field(page, "combobox", "CPU");
    await cpu.fill("i9-13900K");
    await page.getByRole("option", { name: /^Intel Core i9-13900K\b(?!S|F)/ }).click();
    await expect(cpu).toHaveValue("Intel Core i9-13900K");
    await field(page, "textbox", "Result").fill("38500");
    await field(page, "textbox", "RAM (optional)").fill("32 GB DDR5-6000");
    await screenshots(page).setInputFiles([png("keep.png"), png("drop.png")]);
    await expect(chosenFiles(page).getByRole("listitem")).toHaveCount(2);

    await page.getByRole("button", { name: "Remove drop.png" }).click();
    await expect(chosenFiles(page).getByRole("listitem")).toHaveCount(1);
    await expect(chosenFiles(page)).toContainText("keep.png");
    expect(await fileCount(page)).toBe(1);

    // Checked on the spot: a file that is no image is not added, and the visitor is told why.
    await screenshots(page).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(page.getByText("notes.txt is not a PNG, JPEG, GIF or WebP image.")).toBeVisible();
    await expect(chosenFiles(page).getByRole("listitem")).toHaveCount(1);
    expect(await fileCount(page)).toBe(1);

    await page.getByRole("button", { name: "Submit" }).click();
    const pending = page.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();

    await expect(status(page)).toHaveText(BENCHMARK_SENT);
    // Only the file still listed was sent.
    const body = posted.at(-1)!.toString("latin1");
    expect(body).toContain('filename="keep.png"');
    expect(body).not.toContain("drop.png");
    expect(body).not.toContain("notes.txt");
    expect(body).toMatch(/name="cpu"\r\n\r\nintel-core-i9-13900k\r\n/);
    // The thank-you state keeps the CPU the page was opened for, ready for the next result.
    await expect(page).toHaveURL(
      /\/submit-benchmark\/cinebench-r23-multi\?sent=1&cpu=amd-ryzen-9-7950x$/,
    );
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(field(page, "textbox", "Result")).toHaveValue("");
    await expect(field(page, "textbox", "RAM (optional)")).toHaveValue("");
    await expect(field(page, "combobox", "CPU")).toHaveValue("AMD Ryzen 9 7950X");
    await expect(chosenFiles(page)).toHaveCount(0);
    expect(await fileCount(page)).toBe(0);
  });
});

test.describe("issue report", () => {
  test("opens from a CPU page's 'Report an issue' link with the page address and subject filled in", async ({
    page,
    baseURL,
  }) => {
    await slowDownPosts(page);
    await page.goto("/cpus/amd-ryzen-9-7950x");
    await page
      .getByRole("link", { name: /^Report an issue/ })
      .first()
      .click();
    const pageUrl = `${baseURL}/cpus/amd-ryzen-9-7950x`;
    await expect(page).toHaveURL(`/contact?url=${encodeURIComponent(pageUrl)}`);
    await expect(page).toHaveTitle("Report an issue with our data | CoreRank");
    const address = field(page, "textbox", "Page address (optional)");
    await expect(address).toHaveValue(pageUrl);
    await expect(address).toHaveAttribute("readonly", "");
    await expect(field(page, "textbox", "Subject")).toHaveValue(`Issue reported from: ${pageUrl}`);
    await expect(field(page, "combobox", "Issue type")).toHaveValue("incorrect-data");
    await expectNoSeriousViolations(page);

    await field(page, "textbox", "Name").fill("Ada Lovelace");
    await field(page, "textbox", "Email").fill("ada@");
    await field(page, "combobox", "Issue type").selectOption({ label: "Missing information" });
    await field(page, "textbox", "Description").fill("The L2 cache is missing.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(errorSummary(page)).toContainText(
      "Enter a valid email address, for example name@example.com.",
    );
    await expect(field(page, "textbox", "Email")).toHaveAttribute("aria-invalid", "true");

    await field(page, "textbox", "Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(status(page)).toHaveText(REPORT_SENT);
    await expect(errorSummary(page)).toHaveCount(0);
    // The form is empty again, but still about the same page.
    await expect(page).toHaveURL(`/contact?url=${encodeURIComponent(pageUrl)}&sent=1`);
    await expect(address).toHaveValue(pageUrl);
    await expect(field(page, "textbox", "Subject")).toHaveValue(`Issue reported from: ${pageUrl}`);
    await expect(field(page, "textbox", "Name")).toHaveValue("");
    await expect(field(page, "textbox", "Description")).toHaveValue("");
    await expect(field(page, "combobox", "Issue type")).toHaveValue("incorrect-data");
  });

  test("a filled-in honeypot is refused with the reason", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "textbox", "Name").fill("Bot");
    await field(page, "textbox", "Email").fill("bot@example.com");
    await field(page, "textbox", "Subject").fill("Cheap pills");
    await field(page, "textbox", "Description").fill("Buy now");
    await page
      .getByLabel("Leave this field empty")
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(errorSummary(page)).toContainText(
      "the field “Leave this field empty” was filled in",
    );
    await expect(status(page)).toHaveCount(0);
  });
});

test.describe("contact form", () => {
  test("names the missing fields, shows 'Sending...', thanks the visitor and empties the form", async ({
    page,
  }) => {
    await slowDownPosts(page);
    await page.goto("/contact-us");
    await expect(page).toHaveTitle("Contact us | CoreRank");
    // The site sends no mail: it promises no reply, let alone a time for one.
    await expect(page.locator("main")).toContainText("the site itself sends no email");
    await expect(page.locator("main")).not.toContainText(/hours|get back to you/);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(errorSummary(page).getByRole("link")).toHaveText([
      "Name is required.",
      "Email is required.",
      "Subject is required.",
      "Message is required.",
    ]);
    await expectNoSeriousViolations(page);

    await field(page, "textbox", "Name").fill("Grace Hopper");
    await field(page, "textbox", "Email").fill("grace@example.com");
    await field(page, "textbox", "Subject").fill("Partnership");
    await field(page, "textbox", "Message").fill("We would like to share our lab's results.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(status(page)).toHaveText(MESSAGE_SENT);
    await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
    for (const name of ["Name", "Email", "Subject", "Message"])
      await expect(field(page, "textbox", name)).toHaveValue("");
  });

  test("speaks the page's language", async ({ page }) => {
    await page.goto("/de/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.getByRole("alert").getByRole("link").first()).toHaveText(
      "Name ist ein Pflichtfeld.",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the benchmark form posts, shows its errors, then thanks and resets", async ({ page }) => {
    await page.goto(BENCHMARK_PAGE);
    await screenshots(page).setInputFiles([png("run.png")]);
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await refused).status()).toBe(400);
    await expect(errorSummary(page)).toContainText("Result is required.");
    await expect(field(page, "combobox", "CPU")).toHaveValue("AMD Ryzen 9 7950X");

    // Without the script the CPU is a text field the server matches: several CPUs match
    // "i9-13900K", so it asks; the full name matches one.
    await field(page, "combobox", "CPU").fill("i9-13900K");
    await field(page, "textbox", "Result").fill("38500");
    await screenshots(page).setInputFiles([png("run.png")]);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(errorSummary(page)).toContainText("CPU is required.");
    await field(page, "combobox", "CPU").fill("intel core i9-13900k");
    await field(page, "textbox", "Result").fill("38500");
    await screenshots(page).setInputFiles([png("run.png")]);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(status(page)).toHaveText(BENCHMARK_SENT);
    await expect(page).toHaveURL(
      /\/submit-benchmark\/cinebench-r23-multi\?sent=1&cpu=amd-ryzen-9-7950x$/,
    );
    await expect(field(page, "textbox", "Result")).toHaveValue("");
    await expect(field(page, "combobox", "CPU")).toHaveValue("AMD Ryzen 9 7950X");
  });

  test("the issue report posts and keeps its page address", async ({ page, baseURL }) => {
    const pageUrl = `${baseURL}/cpus/intel-core-i9-13900k`;
    await page.goto(`/contact?url=${encodeURIComponent(pageUrl)}`);
    await field(page, "textbox", "Name").fill("Ada Lovelace");
    await field(page, "textbox", "Email").fill("ada@example.com");
    await field(page, "textbox", "Description").fill("The base clock is wrong.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(status(page)).toHaveText(REPORT_SENT);
    await expect(field(page, "textbox", "Page address (optional)")).toHaveValue(pageUrl);
    await expect(field(page, "textbox", "Name")).toHaveValue("");
  });

  test("the contact form posts and thanks the visitor", async ({ page }) => {
    await page.goto("/contact-us");
    await field(page, "textbox", "Name").fill("Grace Hopper");
    await field(page, "textbox", "Email").fill("grace@example.com");
    await field(page, "textbox", "Subject").fill("Hello");
    await field(page, "textbox", "Message").fill("Thanks for the site.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toHaveText(MESSAGE_SENT);
    await expect(field(page, "textbox", "Message")).toHaveValue("");
  });
});
