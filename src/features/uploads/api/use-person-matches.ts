import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

// How long after the person's row appears an empty answer is asked again: an upload's people get
// their matches from the job queue a moment after the upload ends, so the first answer may come
// before them. Past this, "none fit" is the answer.
const waitForMatchesMs = 30_000;
const askAgainMs = 2_000;

// The first page of the open postings a person an upload found fits, best first
// (ListMatchingJobPostingsForCandidate): the same request as their page's "Open postings that fit",
// so opening them finds it answered.
export function usePersonMatches(crewProfileId: string | undefined, shownAt: number) {
  return useQuery(
    OrganizationService.method.listMatchingJobPostingsForCandidate,
    crewProfileId ? { crewProfileId, paging: { afterCursor: "", beforeCursor: "" } } : skipToken,
    {
      refetchInterval: (query) => {
        const answer = query.state.data;
        return answer && answer.items.length === 0 && Date.now() - shownAt < waitForMatchesMs ? askAgainMs : false;
      },
    },
  );
}
