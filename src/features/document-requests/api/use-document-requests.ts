import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

export function useDocumentRequests(organizationId: string | undefined) {
  return useQuery(OrganizationService.method.listDocumentRequests, organizationId ? { organizationId } : skipToken);
}
