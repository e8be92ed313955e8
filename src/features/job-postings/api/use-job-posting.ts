import { useEffect, useMemo } from "react";
import { skipToken, useQueryClient } from "@tanstack/react-query";
import { createConnectQueryKey, useInfiniteQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "../../../../gen/rpc/v1/organization_service_pb.js";
import type { JobPostingSearchItem, SearchJobPostingsResponse } from "../../../../gen/rpc/v1/search_pb.js";

// The API has no single-posting read: a posting's details come from the search index. Coming from
// the list, the cached search result shows at once; a direct visit pages through the organization's
// postings (100 a page) until it finds the posting. `data` is null when it is not in the index.
export function useJobPosting(organizationId: string | undefined, postingId: string) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(
    OrganizationService.method.searchJobPostings,
    organizationId ? { organizationId, page: 1n, perPage: 100n } : skipToken,
    {
      pageParamKey: "page",
      getNextPageParam: (last, all) => (all.length < Number(last.totalPages) ? BigInt(all.length + 1) : undefined),
      staleTime: 5 * 60_000,
    },
  );
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const found = useMemo(() => data?.pages.flatMap((page) => page.items).find((item) => item.id === postingId), [data, postingId]);

  useEffect(() => {
    if (!found && data && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [found, data, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const cached = useMemo(() => {
    const key = createConnectQueryKey({ schema: OrganizationService.method.searchJobPostings, cardinality: "finite" });
    for (const [, response] of queryClient.getQueriesData<SearchJobPostingsResponse>({ queryKey: key })) {
      const item: JobPostingSearchItem | undefined = response?.items.find((candidate) => candidate.id === postingId);
      if (item) return item;
    }
    return undefined;
  }, [queryClient, postingId]);

  const exhausted = data !== undefined && !hasNextPage && !isFetchingNextPage;
  const posting: JobPostingSearchItem | null | undefined = found ?? cached ?? (exhausted ? null : undefined);
  return { data: posting, isError, error: query.error, refetch: query.refetch };
}
