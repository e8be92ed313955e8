import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// The ids of every pipeline of the key's organization, in ListPipelines' order. The same request as
// usePipelines, so the two share one answer. `organizationId` only holds the read back until it is known.
export function usePipelineIds(organizationId: string | undefined) {
  return useQuery(
    DashboardService.method.listPipelines,
    {},
    { enabled: Boolean(organizationId), staleTime: 5 * 60_000, select: (response) => response.items.map((pipeline) => pipeline.id) },
  );
}
