import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// Every pipeline of the key's organization with its stages: the default first, then by name.
export function usePipelines() {
  return useQuery(DashboardService.method.listPipelines, {}, { staleTime: 5 * 60_000 });
}
