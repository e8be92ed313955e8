import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// The persisted matches of one to four crew profiles for one posting, in the order asked
// (GetJobPostingMatches); a profile without a match is absent from the answer.
export function useComparedMatches(jobPostingId: string | undefined, crewProfileIds: string[]) {
  return useQuery(
    DashboardService.method.getJobPostingMatches,
    jobPostingId && crewProfileIds.length > 0 ? { jobPostingId, crewProfileIds: crewProfileIds.slice(0, 4) } : skipToken,
  );
}
