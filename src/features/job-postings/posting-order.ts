import { JobPostingOrder } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { JobPostingFilters } from "./job-posting-filters-params.js";

// The service's order when no column is chosen (SearchJobPostings takes no sort).
export const defaultOrderLabel = "Pinned first, then newest";

const orders = {
  created: { desc: [JobPostingOrder.NEWEST_FIRST, "Newest first"], asc: [JobPostingOrder.OLDEST_FIRST, "Oldest first"] },
  applications: {
    desc: [JobPostingOrder.MOST_APPLICATIONS_FIRST, "Most applications first"],
    asc: [JobPostingOrder.FEWEST_APPLICATIONS_FIRST, "Fewest applications first"],
  },
  state: { asc: [JobPostingOrder.OPEN_FIRST, "Open first"], desc: [JobPostingOrder.CLOSED_FIRST, "Closed first"] },
} as const;

// The order SearchJobPostingsInOrder is asked for, and how the page names it.
export function postingOrderOf(filters: Pick<JobPostingFilters, "sort" | "dir">): { order: JobPostingOrder; label: string } {
  if (!filters.sort) return { order: JobPostingOrder.UNSPECIFIED, label: defaultOrderLabel };
  const [order, label] = orders[filters.sort][filters.dir];
  return { order, label };
}
