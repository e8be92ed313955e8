import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { createQueryOptions, useTransport } from "@connectrpc/connect-query";
import { DashboardService, JobPostingOrder } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { slotNumbers, type JobPostingFilters } from "../job-posting-filters-params.js";
import { postingOrderOf } from "../posting-order.js";

export const postingsPerPage = 25;

// In the service's order the spec's SearchJobPostings answers; in a chosen order the dashboard's
// SearchJobPostingsInOrder answers the same request. One query either way, so the table keeps the
// previous answer on screen (and the sort button its focus) while the next one loads.
export function useSearchJobPostings(organizationId: string | undefined, filters: JobPostingFilters) {
  const transport = useTransport();
  const search = organizationId
    ? {
        organizationId,
        query: filters.query,
        page: BigInt(filters.page),
        perPage: BigInt(postingsPerPage),
        states: filters.state === "open" ? [JobPostingState.OPEN] : filters.state === "closed" ? [JobPostingState.CLOSED] : [],
        languagesIso6393: filters.language ? [filters.language] : [],
        filterByPipelineIds: filters.pipelineId ? [filters.pipelineId] : [],
        filterByAssigneeIds: filters.assignee && filters.assignee !== "none" ? [filters.assignee] : [],
        filterByNoAssignees: filters.assignee === "none",
        ...slotFilters(filters.slots),
        // Harmless where the service does not do hybrid search yet: it accepts and ignores both.
        enableHybridSearch: filters.hybrid === "on",
        disableHybridSearch: filters.hybrid === "off",
      }
    : undefined;
  const { order } = postingOrderOf(filters);
  const inSearchOrder = createQueryOptions(OrganizationService.method.searchJobPostings, search ?? skipToken, { transport });
  // Both answer SearchJobPostingsResponse; only their query keys' types differ.
  const options =
    order === JobPostingOrder.UNSPECIFIED
      ? inSearchOrder
      : (createQueryOptions(DashboardService.method.searchJobPostingsInOrder, search ? { search, order } : skipToken, {
          transport,
        }) as unknown as typeof inSearchOrder);
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

type SlotFilterField = `slot${(typeof slotNumbers)[number]}FilterValue`;

function slotFilters(slots: JobPostingFilters["slots"]): Partial<Record<SlotFilterField, string[]>> {
  const fields: Partial<Record<SlotFilterField, string[]>> = {};
  for (const slot of slotNumbers) {
    const value = slots[slot];
    if (value) fields[`slot${slot}FilterValue`] = [value];
  }
  return fields;
}
