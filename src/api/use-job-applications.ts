import { skipToken } from "@tanstack/react-query";
import { useInfiniteQuery } from "@connectrpc/connect-query";
import { DashboardService, JobApplicationOrder } from "@/gen/dashboard/v1/dashboard_service_pb.js";

export const applicationsPageSize = 100;

export interface ApplicationFilters {
  stageId: string;
  // undefined: archived and not archived
  archived: boolean | undefined;
  // By when each application was made; newest first when absent.
  order?: "newest" | "oldest";
}

// A posting's applications, cursor-paged; the response also carries the pipeline's stages and counts.
// `keepPrevious`: a list whose filters or order change keeps showing (and keeps the focus of) the rows it
// had until the new ones arrive, instead of giving way to a skeleton.
export function useJobApplications(jobPostingId: string | undefined, { stageId, archived, order = "newest" }: ApplicationFilters, keepPrevious = false) {
  return useInfiniteQuery(
    DashboardService.method.listJobApplications,
    jobPostingId
      ? {
          jobPostingId,
          pipelineStageIds: stageId ? [stageId] : [],
          isArchived: archived,
          pageSize: applicationsPageSize,
          order: order === "oldest" ? JobApplicationOrder.OLDEST_FIRST : JobApplicationOrder.NEWEST_FIRST,
          paging: { afterCursor: "" },
        }
      : skipToken,
    {
      pageParamKey: "paging",
      // Only a list of the same posting stands in: another posting's rows would be wrong, not old.
      placeholderData: (previous, previousQuery) =>
        keepPrevious && jobPostingId !== undefined && postingOf(previousQuery?.queryKey) === jobPostingId ? previous : undefined,
      getNextPageParam: (last) => (last.paging?.nextCursor ? { afterCursor: last.paging.nextCursor } : undefined),
    },
  );
}

// The posting a listJobApplications query was for, from connect-query's key ["connect-query", { input }].
function postingOf(queryKey: readonly unknown[] | undefined): string | undefined {
  const props = queryKey?.[1] as { input?: { jobPostingId?: unknown } } | undefined;
  return typeof props?.input?.jobPostingId === "string" ? props.input.jobPostingId : undefined;
}
