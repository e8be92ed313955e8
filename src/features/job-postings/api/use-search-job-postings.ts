import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import type { JobPostingFilters } from "../job-posting-filters-params.js";

export const postingsPerPage = 25;

export function useSearchJobPostings(organizationId: string | undefined, filters: JobPostingFilters) {
  const input = organizationId
    ? {
        organizationId,
        query: filters.query,
        page: BigInt(filters.page),
        perPage: BigInt(postingsPerPage),
        states: filters.state === "open" ? [JobPostingState.OPEN] : filters.state === "closed" ? [JobPostingState.CLOSED] : [],
        languagesIso6393: filters.language ? [filters.language] : [],
        filterByPipelineIds: filters.pipelineId ? [filters.pipelineId] : [],
        filterByNoAssignees: filters.unassigned,
      }
    : skipToken;
  return useQuery(OrganizationService.method.searchJobPostings, input, { placeholderData: keepPreviousData });
}
