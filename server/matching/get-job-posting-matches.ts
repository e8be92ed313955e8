// The current persisted matches of one to four crew profiles for one posting, in request order, to
// compare them (the dashboard's GetJobPostingMatches): any persisted pair, on the posting's list or not
// (an applicant's). A profile without one, or of another organization, is left out; a posting that is
// not the organization's is not_found.
//
// Its answers are kept whole as JSON (rpc/cached-whole-answer.ts) per posting and profiles asked, under
// the posting's match list version, which every write to the posting's pairs and what they show moves
// (migration 0036, first-page-cache.ts says what moves it): the recruiter's comparison is read again as they go back
// and forth between it and the list. Entries go after half a file link's lifetime (face images).
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { GetJobPostingMatchesResponseSchema, type GetJobPostingMatchesRequest } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import { AnswerCache, keptCompressors } from "@/server/rpc/answer-cache.js";
import { cachedWholeAnswer } from "@/server/rpc/cached-whole-answer.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { matchIdOf } from "./match-id.js";
import { matchedCandidateOf } from "./match-list-items.js";
import { readCurrentPostingMatches } from "./match-list-repository.js";
import { matchListVersion } from "./match-list-version.js";

// An answer is 3–12 kB of JSON.
const maxBytes = 16 * 1024 * 1024;

export function getJobPostingMatches(deps: Deps) {
  const cache = new AnswerCache({ maxBytes, maxAgeMs: (deps.fileLinks.ttlSeconds * 1000) / 2, compressors: keptCompressors });
  return async (req: GetJobPostingMatchesRequest, ctx: HandlerContext) => {
    const { organizationId } = principalOf(ctx);
    const jobPostingId = req.jobPostingId.toLowerCase();
    // The pairs' stable ids, so that the current-version index finds each in one probe; each profile once.
    const matchIds = [...new Set(req.crewProfileIds.map((profileId) => matchIdOf(jobPostingId, profileId)))];
    return cachedWholeAnswer(ctx, cache, {
      schema: GetJobPostingMatchesResponseSchema,
      key: `${organizationId}/${jobPostingId}/${matchIds.join(",")}`,
      version: () => matchListVersion(deps.db, "posting", jobPostingId),
      build: async (): Promise<MessageInitShape<typeof GetJobPostingMatchesResponseSchema>> => {
        const rows = await readCurrentPostingMatches(deps.db, { organizationId, jobPostingId, matchIds });
        if (!rows) throw notFound("job posting", req.jobPostingId);
        const linkOf = (storedUrl: string) => deps.fileLinks.link(storedUrl, organizationId);
        return { items: rows.map((row) => matchedCandidateOf(row, linkOf)) };
      },
    });
  };
}
