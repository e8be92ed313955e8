import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "../../../../gen/rpc/v1/organization_service_pb.js";

// There is no "list pipelines": their ids come from the organization's job postings.
export function usePipelineIds(organizationId: string | undefined) {
  return useQuery(OrganizationService.method.searchJobPostings, organizationId ? { organizationId, page: 1n, perPage: 100n } : skipToken, {
    select: (response) => [...new Set(response.items.map((item) => item.pipelineId).filter(Boolean))],
  });
}
