import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { fullName } from "@/src/lib/names.js";

// The name of a person an upload found, read through their application (the only read of a crew
// profile's name there is); undefined when the profile has no name.
export function usePersonName(applicationId: string | undefined) {
  return useQuery(OrganizationService.method.listCrewProfilesByApplicationIDs, applicationId ? { ids: [applicationId] } : skipToken, {
    select: (answer) => {
      const profile = answer.items[0];
      return profile ? fullName(profile.givenName, profile.familyName, "") || undefined : undefined;
    },
  });
}
