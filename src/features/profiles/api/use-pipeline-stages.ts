import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// Stage names of a posting's pipeline (ListJobApplications carries them with every page).
export function usePipelineStages(jobPostingId: string | undefined) {
  return useQuery(DashboardService.method.listJobApplications, jobPostingId ? { jobPostingId, pageSize: 1 } : skipToken, {
    select: (response) => response.stages,
  });
}
