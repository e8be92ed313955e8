import { firstPage, readCursorPage, writeCursorPage, type CursorPage } from "@/src/lib/cursor-paging.js";

// A posting's matches as the address says (/postings/:id/matches?...): the filters, the page (a cursor
// and its number, for "26–50 of 312") and the candidates picked for the comparison. The comparison
// (/postings/:id/compare?...) keeps the same parameters, so going back to the list finds it as it was.
//   eligible=1            only candidates every hard check passed
//   applied=yes|no        only those who applied to the posting, or only those who did not
//   after=… before=… page=N   the page (cursor-paging.ts)
//   pick=id,id            crew profile ids picked for the comparison (at most four)

export type AppliedFilter = "all" | "yes" | "no";

export const maxCompared = 4;

export interface MatchesView extends CursorPage {
  eligibleOnly: boolean;
  applied: AppliedFilter;
  picked: string[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readMatchesView(params: URLSearchParams): MatchesView {
  const applied = params.get("applied");
  const picked = (params.get("pick") ?? "")
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter((id) => uuidPattern.test(id));
  return {
    eligibleOnly: params.get("eligible") === "1",
    applied: applied === "yes" || applied === "no" ? applied : "all",
    ...readCursorPage(params),
    picked: [...new Set(picked)].slice(0, maxCompared),
  };
}

// The query string ("?..." or "") of a view; defaults are left out, so the plain list is a plain address.
export function matchesSearch(view: MatchesView): string {
  const params = new URLSearchParams();
  if (view.eligibleOnly) params.set("eligible", "1");
  if (view.applied !== "all") params.set("applied", view.applied);
  writeCursorPage(params, view);
  if (view.picked.length > 0) params.set("pick", view.picked.join(","));
  const search = params.toString();
  return search ? `?${search.replaceAll("%2C", ",")}` : "";
}

// A new filter starts at the first page; the picked candidates stay picked.
export function withFilters(view: MatchesView, filters: Partial<Pick<MatchesView, "eligibleOnly" | "applied">>): MatchesView {
  return { ...view, ...filters, ...firstPage };
}

export function togglePicked(view: MatchesView, crewProfileId: string): MatchesView {
  const id = crewProfileId.toLowerCase();
  if (view.picked.includes(id)) return { ...view, picked: view.picked.filter((picked) => picked !== id) };
  if (view.picked.length >= maxCompared) return view;
  return { ...view, picked: [...view.picked, id] };
}
