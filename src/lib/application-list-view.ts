// How a posting's applications list is filtered and ordered, as its address says: the posting page keeps
// it in the URL (?stage=&archived=&order=), and a candidate opened from that list carries the same
// parameters, so that the candidate's previous and next are the list's, in the list's order.
import type { ApplicationFilters } from "@/src/api/use-job-applications.js";

const viewParams = ["stage", "archived", "order"] as const;

// archived: "yes" archived only, "all" both, absent: not archived (the list's default).
export function readApplicationListView(params: URLSearchParams): Required<ApplicationFilters> {
  const archived = params.get("archived");
  return {
    stageId: params.get("stage") ?? "",
    archived: archived === "all" ? undefined : archived === "yes",
    order: params.get("order") === "oldest" ? "oldest" : "newest",
  };
}

// Whether the address names a list view (a candidate opened from a filtered or reordered list).
export function hasApplicationListView(params: URLSearchParams): boolean {
  return viewParams.some((name) => params.has(name));
}

// The list view's part of a query string, "?..." or "", to carry onto a candidate's address.
export function applicationListSearch(params: URLSearchParams): string {
  const view = new URLSearchParams();
  for (const name of viewParams) {
    const value = params.get(name);
    if (value) view.set(name, value);
  }
  const search = view.toString();
  return search ? `?${search}` : "";
}
