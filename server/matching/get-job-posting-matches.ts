// The current persisted matches of one to four crew profiles for one posting, in request order, to
// compare them (the dashboard's GetJobPostingMatches): any persisted pair, on the posting's list or not
// (an applicant's). A profile without one, or of another organization, is left out; a posting that is
// not the organization's is not_found.
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetJobPostingMatchesRequest, GetJobPostingMatchesResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { matchIdOf } from "./match-id.js";
import { matchedCandidateOf } from "./match-list-items.js";
import { readCurrentPostingMatches } from "./match-list-repository.js";

export function getJobPostingMatches(deps: Deps) {
  return async (req: GetJobPostingMatchesRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetJobPostingMatchesResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const rows = await readCurrentPostingMatches(deps.db, {
      organizationId,
      jobPostingId: req.jobPostingId,
      // The pairs' stable ids, so that the current-version index finds each in one probe; each profile once.
      matchIds: [...new Set(req.crewProfileIds.map((profileId) => matchIdOf(req.jobPostingId, profileId)))],
    });
    if (!rows) throw notFound("job posting", req.jobPostingId);
    const linkOf = (storedUrl: string) => deps.fileLinks.link(storedUrl, organizationId);
    return { items: rows.map((row) => matchedCandidateOf(row, linkOf)) };
  };
}
