import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// Every member of the key's organization, by family name, given name, email: the assignee filter's
// choices.
export function useMembers() {
  return useQuery(DashboardService.method.listMembers, {}, { staleTime: 5 * 60_000 });
}
