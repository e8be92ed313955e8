import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// A crew profile by its own id (GetCrewProfile), applied or not: the crew member's page, and the name
// of a person an upload found. Its latest_job_application_id ("" when they never applied) is where a
// crew member who applied is opened, the candidate page being opened by application.
export function useCrewMember(crewProfileId: string | undefined) {
  return useQuery(DashboardService.method.getCrewProfile, crewProfileId ? { crewProfileId } : skipToken, {
    select: (response) => response.crewProfile,
  });
}
