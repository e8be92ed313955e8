import type { SortDirection } from "@/src/components/sortable-column-header.js";

// The list's filters and order live in the URL, so a view can be shared and Back restores it.
export type DocumentRequestSortColumn = "requested" | "documents";

export interface DocumentRequestView {
  query: string;
  // Only requests with documents still to come.
  outstanding: boolean;
  sort: DocumentRequestSortColumn;
  direction: SortDirection;
}

// The order a column starts in when first chosen: newest requests first; fewest documents in first
// (the ones to chase).
export const firstDirection: Record<DocumentRequestSortColumn, SortDirection> = { requested: "desc", documents: "asc" };

export function readView(params: URLSearchParams): DocumentRequestView {
  const sort: DocumentRequestSortColumn = params.get("sort") === "documents" ? "documents" : "requested";
  const dir = params.get("dir");
  return {
    query: params.get("q") ?? "",
    outstanding: params.get("outstanding") === "1",
    sort,
    direction: dir === "asc" || dir === "desc" ? dir : firstDirection[sort],
  };
}

// The default view (every request, newest first) is the bare path.
export function writeView(view: DocumentRequestView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.query) params.set("q", view.query);
  if (view.outstanding) params.set("outstanding", "1");
  if (view.sort !== "requested") params.set("sort", view.sort);
  if (view.direction !== firstDirection[view.sort]) params.set("dir", view.direction);
  return params;
}
