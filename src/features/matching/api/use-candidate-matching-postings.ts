import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

export interface CursorPage {
  after: string;
  before: string;
}

// One page (25) of the open postings a crew member matches, best first (the spec's
// ListMatchingJobPostingsForCandidate). The page shown stays while the next loads.
export function useCandidateMatchingPostings(crewProfileId: string | undefined, { after, before }: CursorPage) {
  return useQuery(
    OrganizationService.method.listMatchingJobPostingsForCandidate,
    crewProfileId ? { crewProfileId, paging: { afterCursor: after, beforeCursor: before } } : skipToken,
    {
      placeholderData: (previous, previousQuery) => {
        const props = previousQuery?.queryKey[1] as { input?: { crewProfileId?: unknown } } | undefined;
        return crewProfileId !== undefined && props?.input?.crewProfileId === crewProfileId ? previous : undefined;
      },
    },
  );
}
