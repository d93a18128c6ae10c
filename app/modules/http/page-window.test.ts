import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("gives the requested page, the page count and the first row's offset", () => {
    expect(pageWindow(120, 2, 50)).toEqual({ page: 2, pageCount: 3, offset: 50 });
    expect(pageWindow(120, 3, 50)).toEqual({ page: 3, pageCount: 3, offset: 100 });
  });

  it("shows the last page for a page past the end, and one empty page for an empty list", () => {
    expect(pageWindow(120, 9, 50)).toEqual({ page: 3, pageCount: 3, offset: 100 });
    expect(pageWindow(0, 4, 50)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(100, 0, 50)).toEqual({ page: 1, pageCount: 2, offset: 0 });
  });
});
