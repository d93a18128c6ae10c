import { expect, test, type Page } from "@playwright/test";

/**
 * Makes each browser test of the calling spec file fail when the server
 * answered any of its page's requests with a 5xx, which a test checking only
 * what is shown could miss. Returns a function that watches one more page
 * (one of another browser context) the same way.
 */
export function failOnServerErrors(): (page: Page) => void {
  let serverErrors: string[] = [];
  const watch = (page: Page) => {
    page.on("response", (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
    });
  };
  test.beforeEach(({ page }) => {
    serverErrors = [];
    watch(page);
  });
  test.afterEach(() => {
    expect(serverErrors, "no request may fail with a server error").toEqual([]);
  });
  return watch;
}
