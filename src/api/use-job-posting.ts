import { create } from "@bufbuild/protobuf";
import { createConnectQueryKey, useQuery } from "@connectrpc/connect-query";
import { skipToken, useQueryClient } from "@tanstack/react-query";
import { DashboardService, GetJobPostingResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import type { SearchJobPostingsResponse } from "@/gen/rpc/v1/search_pb.js";

// One posting (GetJobPosting). Coming from the list, the posting's cached search item shows at once
// while the read confirms it.
export function useJobPosting(jobPostingId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery(DashboardService.method.getJobPosting, jobPostingId ? { jobPostingId } : skipToken, {
    placeholderData: () => {
      const searches = createConnectQueryKey({ schema: OrganizationService.method.searchJobPostings, cardinality: "finite" });
      for (const [, response] of queryClient.getQueriesData<SearchJobPostingsResponse>({ queryKey: searches })) {
        const item = response?.items.find((candidate) => candidate.id === jobPostingId);
        if (item) return create(GetJobPostingResponseSchema, { jobPosting: item });
      }
      return undefined;
    },
  });
}
