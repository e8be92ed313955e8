import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// Who the key belongs to: the organization and user every page is scoped to.
export function useWhoAmI() {
  return useQuery(DashboardService.method.whoAmI, {}, { staleTime: Infinity });
}
