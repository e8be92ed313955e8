import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

export function useAdmins(organizationId: string | undefined, query: string) {
  return useQuery(OrganizationService.method.listAdminsOfOrganization, organizationId ? { organizationId, query } : skipToken, {
    placeholderData: keepPreviousData,
  });
}
