import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// The latest application of a person an upload found ("" when they never applied): the dashboard's
// candidate page is opened by application, so only a person who applied has one.
export function usePersonApplication(crewProfileId: string) {
  return useQuery(DashboardService.method.listCrewDocuments, crewProfileId ? { owner: { case: "crewProfileId", value: crewProfileId } } : skipToken, {
    select: (answer) => answer.latestJobApplicationId,
  });
}
