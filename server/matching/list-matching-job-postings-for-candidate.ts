// A crew profile's persisted matches with OPEN postings, best first, 25 a page (rpc.v1's
// ListMatchingJobPostingsForCandidate). A posting closed since the candidate's recompute is left out
// at once; its cursors page as ListMatchedCandidatesForJobPosting's do (match-list-paging.ts).
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListMatchingJobPostingsForCandidateRequest, ListMatchingJobPostingsForCandidateResponseSchema } from "@/gen/rpc/v1/matching_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { MATCH_PAGE_SIZE } from "./list-job-posting-matches.js";
import { matchingJobPostingOf } from "./match-list-items.js";
import { pageMatchList } from "./match-list-paging.js";
import { readCandidateListPage } from "./match-list-repository.js";

export function listMatchingJobPostingsForCandidate(deps: Deps) {
  return async (
    req: ListMatchingJobPostingsForCandidateRequest,
    ctx: HandlerContext,
  ): Promise<MessageInitShape<typeof ListMatchingJobPostingsForCandidateResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const crewProfileId = req.crewProfileId.toLowerCase();
    const page = await pageMatchList({
      db: deps.db,
      sign: deps.fileLinks.tokenSignature,
      nowMs: deps.fileLinks.now(),
      organizationId,
      list: { kind: "candidate", id: crewProfileId, eligibleOnly: false, applied: "any" },
      paging: { afterCursor: req.paging?.afterCursor ?? "", beforeCursor: req.paging?.beforeCursor ?? "" },
      size: MATCH_PAGE_SIZE,
      read: async (page) => {
        const rows = await readCandidateListPage(deps.db, { organizationId, crewProfileId, page });
        return rows && { rows, extra: undefined };
      },
    });
    if (!page) throw notFound("crew profile", req.crewProfileId);
    return {
      items: page.rows.map(matchingJobPostingOf),
      paging: { nextCursor: page.nextCursor, previousCursor: page.previousCursor },
    };
  };
}
