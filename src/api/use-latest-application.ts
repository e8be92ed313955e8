import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// The crew member's most recent application ("" when they never applied), from ListCrewDocuments: the
// candidate page is opened by application, while a match or an upload's person names a crew profile.
export function useLatestApplication(crewProfileId: string | undefined) {
  return useQuery(DashboardService.method.listCrewDocuments, crewProfileId ? { owner: { case: "crewProfileId", value: crewProfileId } } : skipToken, {
    select: (response) => response.latestJobApplicationId,
  });
}
