import type { SortDirection } from "@/src/components/sortable-column-header.js";

export type PostingSortColumn = "created" | "applications" | "state";

// Hybrid search (text relevance fused with vector similarity): "" leaves it to the service.
export type HybridChoice = "" | "on" | "off";

// The ten slots of SearchJobPostings' slot filters, 1 to 10.
export const slotNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JobPostingFilters {
  query: string;
  state: "" | "open" | "closed";
  pipelineId: string;
  language: string;
  // "" anyone, "none" postings without an assignee, else a member id (ListMembers' member_id, what
  // SearchJobPostings' filter_by_assignee_ids takes).
  assignee: string;
  // A chosen value per slot (by slot number); a slot without one is not filtered.
  slots: Partial<Record<number, string>>;
  hybrid: HybridChoice;
  page: number;
  // "" is the service's own order (pinned first, then newest).
  sort: "" | PostingSortColumn;
  dir: SortDirection;
}

const sortColumns: readonly string[] = ["created", "applications", "state"] satisfies PostingSortColumn[];

// The direction a column sorts in when first chosen: newest, most applications, open first.
export const firstDirection: Record<PostingSortColumn, SortDirection> = { created: "desc", applications: "desc", state: "asc" };

// Filters, sort and paging live in the URL, so a filtered list can be shared and Back restores it.
export function readFilters(params: URLSearchParams): JobPostingFilters {
  const state = params.get("state");
  const page = Number(params.get("page") ?? "1");
  const sort = params.get("sort") ?? "";
  const column = sortColumns.includes(sort) ? (sort as PostingSortColumn) : undefined;
  const dir = params.get("dir");
  const hybrid = params.get("hybrid");
  const slots: JobPostingFilters["slots"] = {};
  for (const slot of slotNumbers) {
    const value = params.get(`slot${slot}`);
    if (value) slots[slot] = value;
  }
  return {
    query: params.get("q") ?? "",
    state: state === "open" || state === "closed" ? state : "",
    pipelineId: params.get("pipeline") ?? "",
    language: params.get("lang") ?? "",
    assignee: readAssignee(params),
    slots,
    hybrid: hybrid === "on" || hybrid === "off" ? hybrid : "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: column ?? "",
    dir: dir === "asc" || dir === "desc" ? dir : column ? firstDirection[column] : "desc",
  };
}

export function writeFilters(filters: JobPostingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.state) params.set("state", filters.state);
  if (filters.pipelineId) params.set("pipeline", filters.pipelineId);
  if (filters.language) params.set("lang", filters.language);
  if (filters.assignee) params.set("assignee", filters.assignee);
  for (const slot of slotNumbers) {
    const value = filters.slots[slot];
    if (value) params.set(`slot${slot}`, value);
  }
  if (filters.hybrid) params.set("hybrid", filters.hybrid);
  if (filters.sort) {
    params.set("sort", filters.sort);
    params.set("dir", filters.dir);
  }
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

// `assignee=none` or `assignee=<member id>`; the older `unassigned=1` still means "none". Anything
// else is no filter, rather than a request the service refuses.
function readAssignee(params: URLSearchParams): string {
  const assignee = params.get("assignee") ?? "";
  if (assignee === "none" || uuidPattern.test(assignee)) return assignee.toLowerCase();
  return params.get("unassigned") === "1" ? "none" : "";
}

// A column's header clicked: its first direction, then the other, then back to the service's order.
export function nextSort(filters: JobPostingFilters, column: PostingSortColumn): Pick<JobPostingFilters, "sort" | "dir"> {
  if (filters.sort !== column) return { sort: column, dir: firstDirection[column] };
  if (filters.dir === firstDirection[column]) return { sort: column, dir: filters.dir === "asc" ? "desc" : "asc" };
  return { sort: "", dir: "desc" };
}

// The filters with nothing chosen, keeping the query, the sort and the hybrid choice (how to search,
// not what to find).
export function withoutFilters(filters: JobPostingFilters): JobPostingFilters {
  return { ...filters, state: "", pipelineId: "", language: "", assignee: "", slots: {}, page: 1 };
}

export function activeFilterCount(filters: JobPostingFilters): number {
  return [filters.state, filters.pipelineId, filters.language, filters.assignee].filter(Boolean).length + Object.values(filters.slots).filter(Boolean).length;
}
