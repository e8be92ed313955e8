import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// A stage by its id, from ListPipelines (the organization's pipelines with their stages, a read the
// dashboard already holds for the postings filter); undefined while loading or when no pipeline has it.
export function usePipelineStage(stageId: string | undefined) {
  return useQuery(
    DashboardService.method.listPipelines,
    {},
    { staleTime: 5 * 60_000, select: (response) => response.items.flatMap((pipeline) => pipeline.stages).find((stage) => stage.id === stageId) },
  );
}
