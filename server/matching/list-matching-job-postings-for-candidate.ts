// A crew profile's persisted matches with OPEN postings, best first, 25 a page (rpc.v1's
// ListMatchingJobPostingsForCandidate). A posting closed since the candidate's recompute is left out
// at once; its cursors page as ListMatchedCandidatesForJobPosting's do (match-list-paging.ts). It answers
// JSON, its items rendered once per version (rendered-match-items.ts).
import { create, toJsonString } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  ListMatchingJobPostingsForCandidateResponseSchema,
  MatchingJobPostingSchema,
  type ListMatchingJobPostingsForCandidateRequest,
  type ListMatchingJobPostingsForCandidateResponse,
} from "@/gen/rpc/v1/matching_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { MATCH_PAGE_SIZE } from "./list-job-posting-matches.js";
import { matchingJobPostingOf } from "./match-list-items.js";
import { isFirstPage, pageMatchList, pagingOf, type MatchListPaging } from "./match-list-paging.js";
import { readCandidateListPage, readCandidateMatchVersions } from "./match-list-repository.js";
import type { AnswerCache } from "@/server/rpc/answer-cache.js";
import { answerMatchPage, createFirstPageCache, specFirstPage } from "./first-page-cache.js";
import { createMatchItemCache, renderedMatchItems } from "./rendered-match-items.js";

// Its first pages are kept whole (first-page-cache.ts).
export function listMatchingJobPostingsForCandidate(deps: Deps) {
  const cache = createMatchItemCache(deps.fileLinks.ttlSeconds);
  const firstPages = createFirstPageCache(deps.fileLinks.ttlSeconds);
  return async (req: ListMatchingJobPostingsForCandidateRequest, ctx: HandlerContext): Promise<ListMatchingJobPostingsForCandidateResponse> => {
    const { organizationId } = principalOf(ctx);
    const paging = pagingOf(req.paging);
    const crewProfileId = req.crewProfileId.toLowerCase();
    return answerMatchPage(
      ctx,
      { cache: firstPages, organizationId },
      {
        schema: ListMatchingJobPostingsForCandidateResponseSchema,
        firstPage: isFirstPage(paging) ? specFirstPage(deps.db, "candidate", crewProfileId) : undefined,
        build: () => candidatePage(deps, cache, { organizationId, crewProfileId, requestedId: req.crewProfileId, paging }),
      },
    );
  };
}

async function candidatePage(
  deps: Deps,
  cache: AnswerCache,
  query: { organizationId: string; crewProfileId: string; requestedId: string; paging: MatchListPaging },
) {
  const { organizationId, crewProfileId } = query;
  const page = await pageMatchList({
    sign: deps.fileLinks.tokenSignature,
    nowMs: deps.fileLinks.now(),
    organizationId,
    list: { kind: "candidate", id: crewProfileId, eligibleOnly: false, applied: "any" },
    paging: query.paging,
    size: MATCH_PAGE_SIZE,
    read: async (page) => {
      const read = await readCandidateListPage(deps.db, { organizationId, crewProfileId, page });
      return read && { rows: read.rows, snapshotAt: read.snapshotAt, extra: undefined };
    },
  });
  if (!page) throw notFound("crew profile", query.requestedId);
  const items = await renderedMatchItems({
    cache,
    organizationId,
    refs: page.rows,
    readRows: async (versionIds) => {
      const rows = await readCandidateMatchVersions(deps.db, { organizationId, crewProfileId, versionIds });
      if (!rows) throw notFound("crew profile", query.requestedId);
      return rows;
    },
    render: (row) => toJsonString(MatchingJobPostingSchema, create(MatchingJobPostingSchema, matchingJobPostingOf(row)), { alwaysEmitImplicit: true }),
  });
  return { items, rest: { paging: { nextCursor: page.nextCursor, previousCursor: page.previousCursor } } };
}
