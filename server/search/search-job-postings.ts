import type { HandlerContext } from "@connectrpc/connect";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { SearchJobPostingsRequest, SearchJobPostingsResponseSchema } from "@/gen/rpc/v1/search_pb.js";
import { principalOf, requireOwnOrganization } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import type { JobPostingFilter } from "./job-posting-filter.js";
import { slotField, slotNumbers, toJobPostingItem, type PostingState } from "./job-posting-item.js";
import type { PostingIndex } from "./posting-index.js";
import type { PostingOrder } from "./posting-order.js";
import { findPagePostings } from "./page-postings.js";

const defaultPerPage = 20n;
// Past this, an offset cannot address a row anyway.
const maxOffset = BigInt(Number.MAX_SAFE_INTEGER);

const stateOf: Partial<Record<JobPostingState, PostingState>> = {
  [JobPostingState.OPEN]: "open",
  [JobPostingState.CLOSED]: "closed",
};

export function filterOf(req: SearchJobPostingsRequest, organizationId: string): JobPostingFilter {
  return {
    organizationId,
    query: req.query,
    // UNSPECIFIED selects nothing of its own: it is ignored.
    states: [...new Set(req.states.flatMap((state) => stateOf[state] ?? []))],
    // Ids as the database spells them (a uuid may arrive in upper case).
    pipelineIds: req.filterByPipelineIds.map((id) => id.toLowerCase()),
    assigneeIds: req.filterByAssigneeIds.map((id) => id.toLowerCase()),
    noAssignees: req.filterByNoAssignees,
    languages: req.languagesIso6393,
    careerSiteId: req.careerSiteId.toLowerCase(),
    slotTags: slotNumbers.flatMap((n) => {
      const values = req[slotField(n)];
      return values.length > 0 ? [values.map((value) => `${n}:${value}`)] : [];
    }),
    hybrid: hybridSearchOf(req),
  };
}

// Hybrid search is off unless asked for, and disableHybridSearch wins over enableHybridSearch: the
// default embedder is lexical (lexical-embedder.ts), so fusing it in is a choice the caller makes, and
// a caller that says "disable" gets pure text whatever else the request carries.
function hybridSearchOf(req: Pick<SearchJobPostingsRequest, "enableHybridSearch" | "disableHybridSearch">): boolean {
  return req.enableHybridSearch && !req.disableHybridSearch;
}

// The index picks the page and counts the matches; the database reads the page's postings as they
// are now (a posting deleted since the index answered is left out).
export function searchJobPostings(deps: Deps, index: PostingIndex) {
  return (req: SearchJobPostingsRequest, ctx: HandlerContext) => answerSearch(deps, index, req, ctx);
}

// A SearchJobPostings answer in search order or another (the dashboard's SearchJobPostingsInOrder).
export async function answerSearch(
  deps: Deps,
  index: PostingIndex,
  req: SearchJobPostingsRequest,
  ctx: HandlerContext,
  order: PostingOrder = { by: "search" },
): Promise<MessageInitShape<typeof SearchJobPostingsResponseSchema>> {
  const principal = principalOf(ctx);
  requireOwnOrganization(principal, req.organizationId);
  const filter = filterOf(req, principal.organizationId);
  const page = req.page > 0n ? req.page : 1n;
  const perPage = req.perPage > 0n ? req.perPage : defaultPerPage;
  const offset = (page - 1n) * perPage;
  const hits = await index.search(filter, { offset: offset > maxOffset ? Number.MAX_SAFE_INTEGER : Number(offset), limit: Number(perPage) }, order);
  const rows = await findPagePostings(deps.db, principal.organizationId, hits.ids);
  const total = BigInt(hits.total);
  return {
    items: rows.map((row) =>
      toJobPostingItem(row, {
        nrOfApplications: row.applicationCount,
        assignedMembers: row.assignees,
        textMatch: hits.textMatch(row),
        vectorDistance: hits.vectorDistance(row.id),
      }),
    ),
    totalFound: total,
    totalPages: (total + perPage - 1n) / perPage,
    currentPage: page,
  };
}
