import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService, MatchApplicationFilter } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { AppliedFilter } from "../matches-params.js";

export interface JobPostingMatchesInput {
  eligibleOnly: boolean;
  applied: AppliedFilter;
  after: string;
  before: string;
}

const appliedFilters: Record<AppliedFilter, MatchApplicationFilter> = {
  all: MatchApplicationFilter.UNSPECIFIED,
  yes: MatchApplicationFilter.APPLIED,
  no: MatchApplicationFilter.NOT_APPLIED,
};

// One page (25) of a posting's persisted matches, best first (ListJobPostingMatches), with the count
// under the filters, when they were computed and whether a recompute is on its way. While one is, the
// first page asks again every 15 s, so the list shows the new matches when they are published; a page
// opened by cursor reads its first page's snapshot and stays as it is. The previous page stays on
// screen while the next loads, so paging does not flash a skeleton.
export function useJobPostingMatches(jobPostingId: string | undefined, { eligibleOnly, applied, after, before }: JobPostingMatchesInput) {
  return useQuery(
    DashboardService.method.listJobPostingMatches,
    jobPostingId
      ? {
          jobPostingId,
          eligibleOnly,
          applied: appliedFilters[applied],
          paging: { afterCursor: after, beforeCursor: before },
        }
      : skipToken,
    {
      // Only a page of the same posting stands in: another posting's candidates would be wrong, not old.
      placeholderData: (previous, previousQuery) =>
        jobPostingId !== undefined && inputOf(previousQuery?.queryKey, "jobPostingId") === jobPostingId ? previous : undefined,
      refetchInterval: (query) => (!after && !before && query.state.data?.recomputePending ? 15_000 : false),
    },
  );
}

// A field of the input a query was for, from connect-query's key ["connect-query", { input }].
function inputOf(queryKey: readonly unknown[] | undefined, field: string): unknown {
  const props = queryKey?.[1] as { input?: Record<string, unknown> } | undefined;
  return props?.input?.[field];
}
