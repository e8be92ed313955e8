import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { JobPostingState } from "../../gen/rpc/v1/common_pb.js";
import type { SearchJobPostingsRequest, SearchJobPostingsResponseJson, SearchJobPostingsResponseSchema } from "../../gen/rpc/v1/search_pb.js";
import { principalOf, requireOwnOrganization } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import { renderJsonAnswer } from "../rpc/rendered-json-answer.js";
import type { JobPostingFilter } from "./job-posting-filter.js";
import { slotField, slotNumbers, toJobPostingItem, toJobPostingItemJson, type PostingState } from "./job-posting-item.js";
import type { PostingIndex } from "./posting-index.js";
import { findPagePostings } from "./posting-index-repository.js";

type Response = MessageInitShape<typeof SearchJobPostingsResponseSchema>;

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
    query: req.query.trim().toLowerCase(),
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
  };
}

// The index picks the page and counts the matches; the database reads the page's postings.
export function searchJobPostings(deps: Deps, index: PostingIndex) {
  return async (req: SearchJobPostingsRequest, ctx: HandlerContext): Promise<Response> => {
    const principal = principalOf(ctx);
    requireOwnOrganization(principal, req.organizationId);
    const filter = filterOf(req, principal.organizationId);
    const page = req.page > 0n ? req.page : 1n;
    const perPage = req.perPage > 0n ? req.perPage : defaultPerPage;
    const offset = (page - 1n) * perPage;
    const hits = await index.search(filter, { offset: offset > maxOffset ? Number.MAX_SAFE_INTEGER : Number(offset), limit: Number(perPage) });
    const rows = await findPagePostings(deps.db, principal.organizationId, hits.ids);
    const total = BigInt(hits.total);
    const totalPages = (total + perPage - 1n) / perPage;
    const extraOf = (row: (typeof rows)[number]) => ({ nrOfApplications: row.applicationCount, assignedMembers: row.assignees });
    // A JSON caller gets the page written straight from the rows (rpc/rendered-json-answer.ts).
    const rendered = renderJsonAnswer(ctx, () => {
      const json: Required<SearchJobPostingsResponseJson> = {
        items: rows.map((row) => toJobPostingItemJson(row, extraOf(row))),
        totalFound: total.toString(),
        totalPages: totalPages.toString(),
        currentPage: page.toString(),
      };
      return JSON.stringify(json);
    });
    if (rendered) return {};
    return { items: rows.map((row) => toJobPostingItem(row, extraOf(row))), totalFound: total, totalPages, currentPage: page };
  };
}
