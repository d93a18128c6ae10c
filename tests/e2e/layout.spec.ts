import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Issue 12, items 1 and 2: what a visitor sees of the site's tables and cards on a phone (390 px)
 * and a desktop (1280 px). Measured in the browser: nothing cut off, nothing that needs sideways
 * scrolling where the page promises it fits, and no word split in the middle.
 */

const LANGUAGES = ["en", "de", "fr", "es", "pt", "it"] as const;
type Lang = (typeof LANGUAGES)[number];
const WIDTHS = [390, 1280] as const;

const localized = (lang: Lang, path: string) => (lang === "en" ? path : `/${lang}${path}`);

async function open(page: Page, width: number, lang: Lang, path: string) {
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(localized(lang, path));
  expect(response?.status()).toBe(200);
}

interface Problem {
  text: string;
  why: string;
}

/**
 * The visible elements under `root` matching `selector` whose content is cut: wider than their
 * own box (scrollWidth beyond clientWidth), or reaching past the right (or left) edge of the
 * window or of any ancestor that clips (a scroll box, a card). With `scrolls`, a cell may lie
 * beyond the visible part of its scroll box (the box scrolls to it), but never be cut itself.
 */
async function cutOff(root: Locator, selector: string, options: { scrolls?: boolean } = {}) {
  return root.evaluate(
    (el, { selector, scrolls }) => {
      const problems: Problem[] = [];
      const viewport = document.documentElement.clientWidth;
      const visible = (e: Element) =>
        e.getClientRects().length > 0 && !e.closest(".sr-only") && e.clientHeight !== 1;
      for (const e of el.querySelectorAll<HTMLElement>(selector)) {
        if (!visible(e)) continue;
        const text = (e.innerText || e.textContent || "").replace(/\s+/g, " ").trim().slice(0, 60);
        if (e.scrollWidth > e.clientWidth + 1)
          problems.push({ text, why: `content ${e.scrollWidth}px in a ${e.clientWidth}px box` });
        const box = e.getBoundingClientRect();
        let left = 0;
        let right = viewport;
        let clipper = "the window";
        for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (style.overflowX === "visible") continue;
          const r = p.getBoundingClientRect();
          if (scrolls && (style.overflowX === "auto" || style.overflowX === "scroll")) {
            // Whatever lies in the scroll box's scrollable width can be scrolled into view.
            [left, right, clipper] = [
              r.left + p.clientLeft - p.scrollLeft,
              r.left + p.clientLeft - p.scrollLeft + p.scrollWidth,
              "its scroll box",
            ];
            break;
          }
          if (r.right < right) [right, clipper] = [r.right, p.className.slice(0, 40)];
          if (r.left > left) left = r.left;
        }
        if (box.right > right + 1)
          problems.push({ text, why: `right edge ${box.right}px beyond ${right}px (${clipper})` });
        if (box.left < left - 1)
          problems.push({ text, why: `left edge ${box.left}px before ${left}px (${clipper})` });
      }
      return problems;
    },
    { selector, scrolls: options.scrolls ?? false },
  );
}

/**
 * Words broken across two lines anywhere but at a hyphen or a soft hyphen ("Leistungsaufna|hme"):
 * each word of each text under `root` must sit on one line.
 */
async function splitWords(root: Locator, selector: string) {
  return root.evaluate((el, selector) => {
    const split: string[] = [];
    for (const cell of el.querySelectorAll(selector)) {
      if (cell.getClientRects().length === 0 || cell.closest(".sr-only")) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".sr-only")) continue;
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^\s\-\u00ad\u2010]+[-\u00ad\u2010]?/g)) {
          // The line each of the word's letters sits on (a hyphen at its end may go either way).
          const letters = match[0].replace(/[-\u00ad\u2010]$/, "").length;
          const tops = new Set<number>();
          for (let i = match.index; i < match.index + letters; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            // The last box: Chromium gives the letter after a soft-hyphen break the hyphen's box too.
            const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
            if (rect) tops.add(Math.round(rect.top));
          }
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  }, selector);
}

/** How far `inner` reaches past the visible part of its scroll box `outer` (0: not at all). */
const overflowOf = (outer: Locator) =>
  outer.evaluate((box) => Math.max(0, box.scrollWidth - box.clientWidth));

const tableBox = (page: Page) => page.locator("main table").locator("xpath=..");

test.describe("ranking on a phone and a desktop", () => {
  for (const lang of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`${lang} at ${width} px: rank, name, score and bar in view without scrolling`, async ({
        page,
      }) => {
        await open(page, width, lang, "/ranking/cinebench-r23-multi");
        const rows = page.locator("main table tbody tr");
        await expect(rows.first()).toBeVisible();
        // The table needs no sideways scrolling, and the page is no wider than the window.
        expect(await overflowOf(tableBox(page))).toBeLessThanOrEqual(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        // Every row's rank, name, score and bar lie inside the window.
        const inView = await rows.evaluateAll((trs) =>
          trs.map((tr) => {
            const cells = [...tr.children] as HTMLElement[];
            const shown = cells.filter((c) => c.getClientRects().length > 0);
            const score = shown.at(-1)!;
            const bar = score.querySelector<HTMLElement>("[aria-hidden=true]")!;
            const right = document.documentElement.clientWidth;
            const within = (e: Element) => {
              const r = e.getBoundingClientRect();
              return r.left >= 0 && r.right <= right + 1 && r.width > 0;
            };
            return {
              rank: within(shown[0]!),
              name: within(shown[1]!.querySelector("a")!),
              score: within(score.querySelector("span")!),
              scoreText: score.querySelector("span")!.textContent,
              bar: within(bar) && bar.getBoundingClientRect().width >= 40,
              // The brand is still there to read, in its column or under the name.
              brand: /\b(AMD|Intel)\b/.test((tr as HTMLElement).innerText),
            };
          }),
        );
        expect(inView.length).toBeGreaterThan(0);
        for (const row of inView) {
          expect(row).toMatchObject({
            rank: true,
            name: true,
            score: true,
            bar: true,
            brand: true,
          });
          expect(row.scoreText).toMatch(/\d/);
        }
        expect(await cutOff(page.locator("main table"), "th, td, a")).toEqual([]);
        expect(await splitWords(page.locator("main table"), "th, td")).toEqual([]);
      });
    }
  }
});

test.describe("catalog table", () => {
  for (const lang of LANGUAGES) {
    test(`${lang} at 1280 px: every column, Launch price included, fits without scrolling`, async ({
      page,
    }) => {
      await open(page, 1280, lang, "/cpus");
      await expect(page.locator("main table tbody tr").first()).toBeVisible();
      expect(await overflowOf(tableBox(page))).toBeLessThanOrEqual(1);
      const lastHeader = page.locator("main table thead th").last();
      const box = (await lastHeader.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(await cutOff(page.locator("main table"), "th, td, a")).toEqual([]);
      expect(await splitWords(page.locator("main table"), "th, td")).toEqual([]);
    });

    test(`${lang} at 390 px: the table scrolls in its box, no cell cut, the name stays`, async ({
      page,
    }) => {
      await open(page, 390, lang, "/cpus");
      await expect(page.locator("main table tbody tr").first()).toBeVisible();
      // The page itself never scrolls sideways; the table scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await cutOff(page.locator("main table"), "th, td, a", { scrolls: true })).toEqual([]);
      expect(await splitWords(page.locator("main table"), "th, td")).toEqual([]);
      // Scrolled to the last column, each row still shows which CPU it is.
      const scroller = tableBox(page);
      await scroller.evaluate((box) => (box.scrollLeft = box.scrollWidth));
      const edge = (await scroller.boundingBox())!;
      const name = (await page.locator("main table tbody th").first().boundingBox())!;
      expect(name.x).toBeGreaterThanOrEqual(edge.x - 1);
    });
  }
});

const CPU = "/cpus/intel-core-i9-13900k";
const cards = (page: Page) => page.locator("main article section");

test.describe("CPU page", () => {
  for (const lang of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`${lang} at ${width} px: no "Submit a result" button or link cut off`, async ({
        page,
      }) => {
        await open(page, width, lang, CPU);
        const submit = page.locator('main a[href*="/submit-benchmark/"]');
        // One per benchmark.
        await expect(submit).toHaveCount(9);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        // Each card's links, buttons and table cells stay inside the card.
        const problems = await cards(page).evaluateAll((sections) =>
          sections.flatMap((section) => {
            const card = section.getBoundingClientRect();
            return [...section.querySelectorAll<HTMLElement>("a, button, th, td, h3")]
              .filter((e) => e.getClientRects().length > 0 && !e.closest(".sr-only"))
              .flatMap((e) => {
                const r = e.getBoundingClientRect();
                const text = e.innerText.trim().slice(0, 40);
                const found: string[] = [];
                if (r.right > card.right - 1 || r.left < card.left + 1)
                  found.push(
                    `${text}: ${r.left}-${r.right} outside the card ${card.left}-${card.right}`,
                  );
                if (e.scrollWidth > e.clientWidth + 1)
                  found.push(`${text}: content ${e.scrollWidth}px in ${e.clientWidth}px`);
                return found;
              });
          }),
        );
        expect(problems).toEqual([]);
        expect(await cutOff(page.locator("main article"), "a, button, th, td")).toEqual([]);
        expect(await splitWords(page.locator("main article"), "th, td, h3, a")).toEqual([]);
      });
    }
  }

  for (const lang of ["en", "de"] as const) {
    test(`${lang} at 1280 px: the specification cards leave no large empty gaps`, async ({
      page,
    }) => {
      await open(page, 1280, lang, CPU);
      const boxes = await page.locator("[data-specifications] > section").evaluateAll((sections) =>
        sections.map((s) => {
          const r = s.getBoundingClientRect();
          return {
            id: s.id || s.getAttribute("aria-labelledby"),
            top: r.top,
            bottom: r.bottom,
            left: r.left,
            right: r.right,
          };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      // Side by side on a desktop: more than one column of cards.
      expect(new Set(boxes.map((b) => Math.round(b.left))).size).toBeGreaterThan(1);
      const top = Math.min(...boxes.map((b) => b.top));
      const gaps = boxes.map((card) => {
        const above = boxes.filter(
          (o) =>
            o !== card && o.bottom <= card.top + 1 && o.left < card.right && o.right > card.left,
        );
        const floor = above.length ? Math.max(...above.map((o) => o.bottom)) : top;
        return { card: card.id, gap: Math.round(card.top - floor) };
      });
      // The cards sit 2rem (32 px) apart; nothing leaves a hole beyond that.
      expect(gaps.filter((g) => g.gap > 40)).toEqual([]);
    });
  }
});

const PAIR = "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k";
const details = (page: Page) =>
  page.locator("section", { has: page.locator("h2#details") }).locator("table");

test.describe("comparison table", () => {
  for (const lang of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`${lang} at ${width} px: labels and values unbroken and uncut`, async ({ page }) => {
        await open(page, width, lang, PAIR);
        await expect(details(page).locator("tbody tr").first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        expect(await overflowOf(details(page).locator("xpath=.."))).toBeLessThanOrEqual(1);
        expect(await splitWords(details(page), "th, td")).toEqual([]);
        expect(await cutOff(details(page), "th, td, a")).toEqual([]);
        // Each row still reads as label, first CPU, second CPU: both values on one line, in order.
        const rows = await details(page)
          .locator("tbody tr:has(td)")
          .evaluateAll((trs) =>
            trs.map((tr) => {
              const [label, a, b] = [...tr.children].map((c) => c.getBoundingClientRect());
              return {
                labelBeforeValues: label!.top <= a!.top + 1 && label!.left <= a!.left + 1,
                valuesSideBySide: Math.abs(a!.top - b!.top) <= 1 && a!.right <= b!.left + 1,
              };
            }),
          );
        expect(rows.length).toBeGreaterThan(20);
        for (const row of rows)
          expect(row).toEqual({ labelBeforeValues: true, valuesSideBySide: true });
      });
    }
  }
});
