import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
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
  type PostingState,
} from "./job-posting-search-repository.js";

type Response = MessageInitShape<typeof SearchJobPostingsResponseSchema>;
type Item = NonNullable<Response["items"]>[number];

const slotNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
type SlotNumber = (typeof slotNumbers)[number];
type SlotField = `slot${SlotNumber}FilterValue`;
const slotField = (n: SlotNumber): SlotField => `slot${n}FilterValue`;

const defaultPerPage = 20n;
// Past this, an offset cannot address a row anyway.
const maxOffset = BigInt(Number.MAX_SAFE_INTEGER);

const stateOf: Partial<Record<JobPostingState, PostingState>> = {
  [JobPostingState.OPEN]: "open",
  [JobPostingState.CLOSED]: "closed",
};
const apiStateOf: Record<PostingState, JobPostingState> = { open: JobPostingState.OPEN, closed: JobPostingState.CLOSED };

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

// "N:value" tags back to the ten slot arrays, each in tag order.
export function slotsOf(tags: readonly string[]): Record<SlotField, string[]> {
  const slots = Object.fromEntries(slotNumbers.map((n) => [slotField(n), [] as string[]])) as Record<SlotField, string[]>;
  for (const tag of tags) {
    const colon = tag.indexOf(":");
    const n = Number(tag.slice(0, colon));
    if (colon > 0 && slotNumbers.includes(n as SlotNumber)) slots[slotField(n as SlotNumber)].push(tag.slice(colon + 1));
  }
  return slots;
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
    const items = rows.map(
      (row): Item => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        // Text highlighting and vector distance come with the search index.
        textMatch: "",
        shortId: row.shortId,
        organizationId: row.organizationId,
        careerSiteId: row.careerSiteId ?? "",
        pipelineId: row.pipelineId,
        languagesIso6393: row.languages.join(","),
        vectorDistance: 0,
        pinned: row.pinned,
        state: apiStateOf[row.state],
        nrOfApplications: BigInt(applicationCounts.get(row.id) ?? 0),
        assignedMembers: assignees
          .filter((a) => a.jobPostingId === row.id)
          .map(({ givenName, familyName, primaryEmail }) => ({ givenName, familyName, primaryEmail })),
        crewRequest: row.crewRequest
          ? {
              id: row.crewRequest.id,
              title: row.crewRequest.title,
              state: apiStateOf[row.crewRequest.state],
              position: {
                id: row.crewRequest.positionId,
                name: row.crewRequest.positionName,
                nbPositions: BigInt(row.crewRequest.nbPositions),
              },
            }
          : undefined,
        createdAt: timestampFromDate(row.createdAt),
        ...slotsOf(row.slotTags),
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
