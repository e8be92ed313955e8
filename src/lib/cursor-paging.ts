// A list paged by the service's opaque cursors, kept in the address:
//   after=… | before=…   the page after or before a position
//   page=N               the page's number, for the count line only (the service pages by cursor)
// The people search and a posting's matches page this way.

export interface CursorPage {
  after: string;
  before: string;
  page: number;
}

export const firstPage: CursorPage = { after: "", before: "", page: 1 };

export function readCursorPage(params: URLSearchParams): CursorPage {
  const after = params.get("after") ?? "";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    after,
    // One direction at a time: "after" wins over a hand-edited address carrying both.
    before: after ? "" : (params.get("before") ?? ""),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

// Sets the page's parameters on params, leaving the first page's out. The number goes with a cursor
// only: without one the service answers the first page, whatever the number says.
export function writeCursorPage(params: URLSearchParams, page: CursorPage): void {
  if (page.after) params.set("after", page.after);
  else if (page.before) params.set("before", page.before);
  if (page.page > 1 && (page.after || page.before)) params.set("page", String(page.page));
}

export interface PageCursors {
  nextCursor: string;
  previousCursor: string;
}

// The cursors to page on from the answer shown. A page still loading has no cursors of its own yet
// (the rows shown are the page before's): none, so a second press does not skip a page.
export function pageCursors(paging: Partial<PageCursors> | undefined, isPlaceholderData: boolean): PageCursors {
  if (isPlaceholderData) return { nextCursor: "", previousCursor: "" };
  return { nextCursor: paging?.nextCursor ?? "", previousCursor: paging?.previousCursor ?? "" };
}

// The page after the current one, at the cursor the service gave for it.
export function nextPage<T extends CursorPage>(current: T, nextCursor: string): T {
  return { ...current, after: nextCursor, before: "", page: current.page + 1 };
}

// The page before the current one, at the cursor the service gave for it.
export function previousPage<T extends CursorPage>(current: T, previousCursor: string): T {
  return { ...current, after: "", before: previousCursor, page: Math.max(1, current.page - 1) };
}
