// The vendors' 2025 data (issue 20): hybrid Intel laptop parts ship with an honest base clock,
// a part without graphics says so, and the newest CPUs come first.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const SEED = "app/db/seed-data/cpus";
const seed = readdirSync(SEED).flatMap(
  (f) =>
    JSON.parse(readFileSync(join(SEED, f), "utf8")) as {
      name: string;
      releaseDate: string | null;
    }[],
);

test.describe("vendor data of 2025 (issue 20)", () => {
  test('"i7 13700h" finds the Intel Core i7-13700H', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("i7 13700h")}`);
    await expect(page.locator("main table tbody tr").first().getByRole("link")).toHaveText(
      /^Intel Core i7-13700H$/,
    );
  });

  test("the i7-13700H page says its base clock is not published and shows the P- and E-core clocks", async ({
    page,
  }) => {
    await page.goto("/cpus/intel-core-i7-13700h");
    const main = page.getByRole("main");
    // Unknown rows are named in one line per section (issue 21): the base clock is among them.
    await expect(
      main.locator("[data-not-published]").filter({ hasText: /^Not published: Base clock,/ }),
    ).toHaveCount(1);
    await expect(main.getByRole("row", { name: /^Base clock/ })).toHaveCount(0);
    await expect(page.getByRole("row", { name: /^Performance-core turbo clock/ })).toContainText(
      "5",
    );
    await expect(page.getByRole("row", { name: /^Efficiency-core turbo clock/ })).toContainText(
      "3.7",
    );
  });

  test("an F part (Ryzen 5 7500F) has no integrated graphics, as AMD states", async ({ page }) => {
    await page.goto("/cpus/amd-ryzen-5-7500f");
    const graphics = page.getByRole("region", { name: "Graphics" });
    await expect(graphics.locator("[data-no-graphics]")).toHaveText("No integrated graphics");
  });

  test("an Intel F part (Core i5-12400F) has no integrated graphics, as Intel's F suffix and ARK state", async ({
    page,
  }) => {
    await page.goto("/cpus/intel-core-i5-12400f");
    const graphics = page.getByRole("region", { name: "Graphics" });
    await expect(graphics.locator("[data-no-graphics]")).toHaveText("No integrated graphics");
    await expect(graphics).not.toContainText("Not published");
  });

  test("Intel's launch price range (Core i5-12400F, $184.00-$194.00) is shown as that range", async ({
    page,
  }) => {
    await page.goto("/cpus/intel-core-i5-12400f");
    const general = page.getByRole("region", { name: "General parameters" });
    await expect(general.getByRole("row", { name: /^Launch price/ }).getByRole("cell")).toHaveText(
      "$184 – $194",
    );
    await expect(general).not.toContainText("upper bound");
    await page.goto("/de/cpus/intel-core-i5-12400f");
    await expect(
      page.getByRole("row", { name: /^Einführungs\u00ad?preis/ }).getByRole("cell"),
    ).toHaveText(/^184–194\s\$$/);
  });

  test("the catalog sorted newest first starts with a CPU launched in 2025", async ({ page }) => {
    const of2025 = new Set(
      seed.filter((c) => c.releaseDate?.startsWith("2025")).map((c) => c.name),
    );
    expect(of2025.size).toBeGreaterThan(0);
    await page.goto("/cpus?sort=release&dir=desc");
    const first = await page.locator("main table tbody tr").first().getByRole("link").first();
    expect(of2025.has((await first.textContent())?.trim() ?? "")).toBe(true);
  });
});
