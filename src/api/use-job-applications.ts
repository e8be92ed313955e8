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
export function useJobApplications(jobPostingId: string | undefined, { stageId, archived, order = "newest" }: ApplicationFilters) {
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
      getNextPageParam: (last) => (last.paging?.nextCursor ? { afterCursor: last.paging.nextCursor } : undefined),
    },
  );
}
