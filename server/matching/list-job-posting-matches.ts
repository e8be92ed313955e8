// A posting's persisted matches, best first: rpc.v1's ListMatchedCandidatesForJobPosting (25 a page) and
// the dashboard's ListJobPostingMatches (a page size, filters, the count, the list's time and whether a
// recompute is pending). One implementation: the spec's operation is the dashboard's with no filters
// and the default size, and their cursors are interchangeable. Both answer JSON, their items rendered
// once per version (rendered-match-items.ts).
import { create, toJsonString } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import {
  ListJobPostingMatchesResponseSchema,
  MatchApplicationFilter,
  type ListJobPostingMatchesRequest,
  type ListJobPostingMatchesResponse,
} from "@/gen/dashboard/v1/dashboard_service_pb.js";
import {
  ListMatchedCandidatesForJobPostingResponseSchema,
  MatchedCandidateSchema,
  type ListMatchedCandidatesForJobPostingRequest,
  type ListMatchedCandidatesForJobPostingResponse,
} from "@/gen/rpc/v1/matching_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import type { AnswerCache } from "@/server/rpc/answer-cache.js";
import type { AppliedFilter } from "./match-cursor.js";
import { isFirstPage, pageMatchList, pagingOf, type MatchListPaging } from "./match-list-paging.js";
import { postingListState } from "./match-list-version.js";
import { matchedCandidateOf } from "./match-list-items.js";
import { readPostingListPage, readPostingMatchVersions } from "./match-list-repository.js";
import { answerMatchPage, createFirstPageCache, specFirstPage } from "./first-page-cache.js";
import { createMatchItemCache, renderedMatchItems } from "./rendered-match-items.js";

// The spec's page size, and the dashboard's default (its request allows up to 100).
export const MATCH_PAGE_SIZE = 25;

const appliedOf: Record<MatchApplicationFilter, AppliedFilter> = {
  [MatchApplicationFilter.UNSPECIFIED]: "any",
  [MatchApplicationFilter.APPLIED]: "applied",
  [MatchApplicationFilter.NOT_APPLIED]: "not_applied",
};

interface PostingMatchesQuery {
  jobPostingId: string;
  paging: MatchListPaging;
  size: number;
  eligibleOnly: boolean;
  applied: AppliedFilter;
  summary: boolean;
}

async function postingMatchesPage(deps: Deps, cache: AnswerCache, ctx: HandlerContext, query: PostingMatchesQuery) {
  const { organizationId } = principalOf(ctx);
  const jobPostingId = query.jobPostingId.toLowerCase();
  const page = await pageMatchList({
    sign: deps.fileLinks.tokenSignature,
    nowMs: deps.fileLinks.now(),
    organizationId,
    list: { kind: "posting", id: jobPostingId, eligibleOnly: query.eligibleOnly, applied: query.applied },
    paging: query.paging,
    size: query.size,
    read: async (page) => {
      const read = await readPostingListPage(deps.db, {
        organizationId,
        jobPostingId,
        filter: { eligibleOnly: query.eligibleOnly, applied: query.applied === "any" ? undefined : query.applied === "applied" },
        summary: query.summary,
        page,
      });
      return read && { rows: read.rows, snapshotAt: read.snapshotAt, extra: read.summary };
    },
  });
  if (!page) throw notFound("job posting", query.jobPostingId);
  const linkOf = (storedUrl: string) => deps.fileLinks.link(storedUrl, organizationId);
  return {
    items: await renderedMatchItems({
      cache,
      organizationId,
      refs: page.rows,
      readRows: async (versionIds) => {
        const rows = await readPostingMatchVersions(deps.db, { organizationId, jobPostingId, versionIds });
        if (!rows) throw notFound("job posting", query.jobPostingId);
        return rows;
      },
      render: (row) => toJsonString(MatchedCandidateSchema, create(MatchedCandidateSchema, matchedCandidateOf(row, linkOf)), { alwaysEmitImplicit: true }),
    }),
    paging: { nextCursor: page.nextCursor, previousCursor: page.previousCursor },
    summary: page.extra,
  };
}

// The item cache is the two operations' own: they list the same items. Each keeps its first pages
// whole (first-page-cache.ts).
export function postingMatchListOperations(deps: Deps) {
  const cache = createMatchItemCache(deps.fileLinks.ttlSeconds);
  return {
    listMatchedCandidatesForJobPosting: listMatchedCandidatesForJobPosting(deps, cache, createFirstPageCache(deps.fileLinks.ttlSeconds)),
    listJobPostingMatches: listJobPostingMatches(deps, cache, createFirstPageCache(deps.fileLinks.ttlSeconds)),
  };
}

function listMatchedCandidatesForJobPosting(deps: Deps, cache: AnswerCache, firstPages: AnswerCache) {
  return async (req: ListMatchedCandidatesForJobPostingRequest, ctx: HandlerContext): Promise<ListMatchedCandidatesForJobPostingResponse> => {
    const { organizationId } = principalOf(ctx);
    const paging = pagingOf(req.paging);
    return answerMatchPage(
      ctx,
      { cache: firstPages, organizationId },
      {
        schema: ListMatchedCandidatesForJobPostingResponseSchema,
        firstPage: isFirstPage(paging) ? specFirstPage(deps.db, "posting", req.jobPostingId.toLowerCase()) : undefined,
        build: async () => {
          const page = await postingMatchesPage(deps, cache, ctx, {
            jobPostingId: req.jobPostingId,
            paging,
            size: MATCH_PAGE_SIZE,
            eligibleOnly: false,
            applied: "any",
            summary: false,
          });
          return { items: page.items, rest: { paging: page.paging } };
        },
      },
    );
  };
}

// A first page is held per page size, filters and whether a recompute is pending, read with the
// version: the job queue decides the last, and moves no version. The answer shows the flag as read
// then, so that a page built a moment later is right for every call that reads the same two.
function listJobPostingMatches(deps: Deps, cache: AnswerCache, firstPages: AnswerCache) {
  return async (req: ListJobPostingMatchesRequest, ctx: HandlerContext): Promise<ListJobPostingMatchesResponse> => {
    const { organizationId } = principalOf(ctx);
    const jobPostingId = req.jobPostingId.toLowerCase();
    const paging = pagingOf(req.paging);
    const size = req.pageSize > 0 ? req.pageSize : MATCH_PAGE_SIZE;
    const applied = appliedOf[req.applied];
    let pendingAsRead: boolean | undefined;
    return answerMatchPage(
      ctx,
      { cache: firstPages, organizationId },
      {
        schema: ListJobPostingMatchesResponseSchema,
        firstPage: isFirstPage(paging)
          ? async () => {
              const state = await postingListState(deps.db, jobPostingId);
              pendingAsRead = state.recomputePending;
              return { key: `${jobPostingId}/${size}/${req.eligibleOnly}/${applied}/${state.recomputePending}`, version: state.version };
            }
          : undefined,
        build: async () => {
          const page = await postingMatchesPage(deps, cache, ctx, {
            jobPostingId: req.jobPostingId,
            paging,
            size,
            eligibleOnly: req.eligibleOnly,
            applied,
            summary: true,
          });
          const { summary } = page;
          return {
            items: page.items,
            rest: {
              paging: page.paging,
              totalCount: BigInt(summary?.totalCount ?? 0),
              computedAt: summary?.computedAt ? timestampFromDate(summary.computedAt) : undefined,
              recomputePending: pendingAsRead ?? summary?.recomputePending ?? false,
            },
          };
        },
      },
    );
  };
}
