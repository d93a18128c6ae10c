import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { dashboardPage, listHref, noticeFrom } from "./dashboard";

const cpus = [
  testCpu({ id: "ryzen-a", name: "AMD Ryzen A", brand: "AMD", cores: 8, threads: 16 }),
  testCpu({ id: "core-b", name: "Intel Core B", brand: "Intel", cores: 6, threads: 12 }),
  testCpu({ id: "ryzen-c", name: "AMD Ryzen C", brand: "AMD", cores: 16, threads: 32 }),
];
const find = (id: string) => cpus.find((cpu) => cpu.id === id);
const params = (search: string) => new URLSearchParams(search);

describe("noticeFrom", () => {
  it("says which CPU was deleted, or which could not be", () => {
    expect(noticeFrom(params("deleted=AMD Ryzen A"), find)).toEqual({
      kind: "deleted",
      name: "AMD Ryzen A",
    });
    expect(noticeFrom(params("deleteFailed=ryzen-a"), find)).toEqual({
      kind: "deleteFailed",
      id: "ryzen-a",
    });
  });

  it("names a saved CPU that exists, and says nothing of one that does not", () => {
    expect(noticeFrom(params("saved=core-b"), find)).toEqual({
      kind: "saved",
      id: "core-b",
      name: "Intel Core B",
    });
    expect(noticeFrom(params("saved=gone"), find)).toBeNull();
    expect(noticeFrom(params("q=ryzen"), find)).toBeNull();
  });

  it("reads a delete before a failure, and a failure before a save", () => {
    expect(noticeFrom(params("saved=core-b&deleteFailed=x&deleted=Y"), find)?.kind).toBe("deleted");
    expect(noticeFrom(params("saved=core-b&deleteFailed=x"), find)?.kind).toBe("deleteFailed");
  });
});

describe("dashboardPage", () => {
  const queues = { pendingSubmissions: 2, openReports: 1, openMessages: 0 };

  it("counts the CPUs, lists the ones the search matches and keeps the queues as read", () => {
    expect(
      dashboardPage(cpus, params("q=ryzen&saved=ryzen-c"), { email: "a@b.c", queues, find }),
    ).toEqual({
      view: "dashboard",
      email: "a@b.c",
      counts: { total: 3, intel: 1, amd: 2 },
      queues,
      list: {
        rows: [
          { id: "ryzen-a", name: "AMD Ryzen A", brand: "AMD", cores: 8, threads: 16 },
          { id: "ryzen-c", name: "AMD Ryzen C", brand: "AMD", cores: 16, threads: 32 },
        ],
        matching: 2,
        page: 1,
        pages: 1,
        from: 1,
      },
      query: "ryzen",
      notice: { kind: "saved", id: "ryzen-c", name: "AMD Ryzen C" },
    });
  });

  it("shows the whole list for no search, the last page for one past it, and no queues unread", () => {
    const page = dashboardPage(cpus, params("page=7"), { email: "a@b.c", queues: null, find });
    expect(page).toMatchObject({ query: "", queues: null, notice: null });
    expect(page.list).toMatchObject({ matching: 3, page: 1, pages: 1, from: 1 });
    expect(page.list.rows.map((r) => r.id)).toEqual(["ryzen-a", "core-b", "ryzen-c"]);
  });
});

describe("listHref", () => {
  it("keeps a search and a page past the first, and nothing else", () => {
    expect(listHref("", 1)).toBe("/admin");
    expect(listHref("   ", 1)).toBe("/admin");
    expect(listHref("ryzen 9", 1)).toBe("/admin?q=ryzen+9");
    expect(listHref("", 3)).toBe("/admin?page=3");
    expect(listHref("a&b", 2)).toBe("/admin?q=a%26b&page=2");
  });
});
