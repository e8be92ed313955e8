import type { SortDirection } from "@/src/components/sortable-column-header.js";

export type PostingSortColumn = "created" | "applications" | "state";

export interface JobPostingFilters {
  query: string;
  state: "" | "open" | "closed";
  pipelineId: string;
  language: string;
  unassigned: boolean;
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
  return {
    query: params.get("q") ?? "",
    state: state === "open" || state === "closed" ? state : "",
    pipelineId: params.get("pipeline") ?? "",
    language: params.get("lang") ?? "",
    unassigned: params.get("unassigned") === "1",
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
  if (filters.unassigned) params.set("unassigned", "1");
  if (filters.sort) {
    params.set("sort", filters.sort);
    params.set("dir", filters.dir);
  }
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

// A column's header clicked: its first direction, then the other, then back to the service's order.
export function nextSort(filters: JobPostingFilters, column: PostingSortColumn): Pick<JobPostingFilters, "sort" | "dir"> {
  if (filters.sort !== column) return { sort: column, dir: firstDirection[column] };
  if (filters.dir === firstDirection[column]) return { sort: column, dir: filters.dir === "asc" ? "desc" : "asc" };
  return { sort: "", dir: "desc" };
}
