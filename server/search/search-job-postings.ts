import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { JobPostingState } from "../../gen/rpc/v1/common_pb.js";
import type { SearchJobPostingsRequest, SearchJobPostingsResponseSchema } from "../../gen/rpc/v1/search_pb.js";
import { principalOf, requireOwnOrganization } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import {
  countJobPostings,
  countApplicationsByPosting,
  listAssignedMembers,
  searchJobPostings as findJobPostings,
  type JobPostingFilter,
} from "./job-posting-search-repository.js";
import { slotField, slotNumbers, toJobPostingItem, type PostingState } from "./job-posting-item.js";

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
    query: req.query.trim(),
    // UNSPECIFIED selects nothing of its own: it is ignored.
    states: [...new Set(req.states.flatMap((state) => stateOf[state] ?? []))],
    pipelineIds: req.filterByPipelineIds,
    assigneeIds: req.filterByAssigneeIds,
    noAssignees: req.filterByNoAssignees,
    languages: req.languagesIso6393,
    careerSiteId: req.careerSiteId,
    slotTags: slotNumbers.flatMap((n) => {
      const values = req[slotField(n)];
      return values.length > 0 ? [values.map((value) => `${n}:${value}`)] : [];
    }),
  };
}

export function searchJobPostings(deps: Deps) {
  return async (req: SearchJobPostingsRequest, ctx: HandlerContext): Promise<Response> => {
    const principal = principalOf(ctx);
    requireOwnOrganization(principal, req.organizationId);
    const filter = filterOf(req, principal.organizationId);
    const page = req.page > 0n ? req.page : 1n;
    const perPage = req.perPage > 0n ? req.perPage : defaultPerPage;
    const offset = (page - 1n) * perPage;
    // The page carries the total (one scan of the matches instead of two); only a page past the last,
    // which has no rows to carry it, needs a count of its own.
    const rows = offset > maxOffset ? [] : await findJobPostings(deps.db, filter, { limit: Number(perPage), offset: Number(offset) });
    const totalFound = rows[0] ? Number(rows[0].totalFound) : await countJobPostings(deps.db, filter);
    const postingIds = rows.map((row) => row.id);
    const [assignees, applicationCounts] = await Promise.all([
      listAssignedMembers(deps.db, principal.organizationId, postingIds),
      countApplicationsByPosting(deps.db, principal.organizationId, postingIds),
    ]);
    const items = rows.map((row) =>
      toJobPostingItem(row, {
        nrOfApplications: applicationCounts.get(row.id) ?? 0,
        assignedMembers: assignees.filter((a) => a.jobPostingId === row.id),
      }),
    );
    const total = BigInt(totalFound);
    return {
      items,
      totalFound: total,
      totalPages: (total + perPage - 1n) / perPage,
      currentPage: page,
    };
  };
}
