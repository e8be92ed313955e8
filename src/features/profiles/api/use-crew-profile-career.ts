import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// The crew member's sea service, work ashore and certificates (the dashboard extension).
export function useCrewProfileCareer(crewProfileId: string | undefined) {
  return useQuery(DashboardService.method.getCrewProfileCareer, crewProfileId ? { crewProfileId } : skipToken);
}
