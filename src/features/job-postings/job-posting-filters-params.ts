export interface JobPostingFilters {
  query: string;
  state: "" | "open" | "closed";
  pipelineId: string;
  language: string;
  unassigned: boolean;
  page: number;
}

// Filters and paging live in the URL, so a filtered list can be shared and Back restores it.
export function readFilters(params: URLSearchParams): JobPostingFilters {
  const state = params.get("state");
  const page = Number(params.get("page") ?? "1");
  return {
    query: params.get("q") ?? "",
    state: state === "open" || state === "closed" ? state : "",
    pipelineId: params.get("pipeline") ?? "",
    language: params.get("lang") ?? "",
    unassigned: params.get("unassigned") === "1",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeFilters(filters: JobPostingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.state) params.set("state", filters.state);
  if (filters.pipelineId) params.set("pipeline", filters.pipelineId);
  if (filters.language) params.set("lang", filters.language);
  if (filters.unassigned) params.set("unassigned", "1");
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}
