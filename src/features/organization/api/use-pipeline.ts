import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

export function usePipeline(pipelineId: string | undefined) {
  return useQuery(OrganizationService.method.getPipeline, pipelineId ? { pipelineId } : skipToken, { staleTime: 5 * 60_000 });
}
