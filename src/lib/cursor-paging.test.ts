import { describe, expect, it } from "vitest";
import { firstPage, nextPage, pageCursors, previousPage, readCursorPage, writeCursorPage } from "./cursor-paging.js";

const read = (search: string) => readCursorPage(new URLSearchParams(search));
const write = (page: Parameters<typeof writeCursorPage>[1]) => {
  const params = new URLSearchParams();
  writeCursorPage(params, page);
  return params.toString();
};

describe("cursor paging in the address", () => {
  it("reads what it writes, and leaves the first page out", () => {
    expect(read("after=abc&page=3")).toEqual({ after: "abc", before: "", page: 3 });
    expect(write(read("after=abc&page=3"))).toBe("after=abc&page=3");
    expect(write(read("before=xyz&page=2"))).toBe("before=xyz&page=2");
    expect(read("")).toEqual(firstPage);
    expect(write(firstPage)).toBe("");
  });

  it("ignores what cannot be right: both cursors at once, a number below 2, a number without a cursor", () => {
    expect(read("after=a&before=b&page=-2")).toEqual({ after: "a", before: "", page: 1 });
    expect(read("page=nonsense").page).toBe(1);
    expect(write({ after: "", before: "", page: 4 })).toBe("");
  });

  it("steps to the next and previous page, keeping the rest of the view", () => {
    const view = { query: "juan", ...read("before=p&page=2") };
    expect(nextPage(view, "n")).toEqual({ query: "juan", after: "n", before: "", page: 3 });
    expect(previousPage(view, "p2")).toEqual({ query: "juan", after: "", before: "p2", page: 1 });
    expect(previousPage(firstPage, "p").page).toBe(1);
  });

  it("offers no cursor while the page shown is the one before's", () => {
    const paging = { nextCursor: "n", previousCursor: "p" };
    expect(pageCursors(paging, false)).toEqual(paging);
    expect(pageCursors(paging, true)).toEqual({ nextCursor: "", previousCursor: "" });
    expect(pageCursors(undefined, false)).toEqual({ nextCursor: "", previousCursor: "" });
  });
});
