import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

// The crew profile in the context of one application.
export function useCrewProfile(applicationId: string | undefined) {
  return useQuery(OrganizationService.method.listCrewProfilesByApplicationIDs, applicationId ? { ids: [applicationId] } : skipToken, {
    select: (response) => response.items.find((item) => item.applicationId === applicationId) ?? response.items[0] ?? null,
  });
}
