// A job posting as the API's JobPostingSearchItem, shared by SearchJobPostings and the dashboard's
// GetJobPosting: the columns to select, and the row turned into the item.
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { sql } from "drizzle-orm";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import type { JobPostingSearchItemSchema } from "@/gen/rpc/v1/search_pb.js";
import { crewRequests, jobPostings, type postingStates } from "@/server/db/schema.js";

export type PostingState = (typeof postingStates)[number];

export const slotNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
type SlotNumber = (typeof slotNumbers)[number];
export type SlotField = `slot${SlotNumber}FilterValue`;
export const slotField = (n: SlotNumber): SlotField => `slot${n}FilterValue`;
// "3" → "slot3FilterValue", for reading the tags back.
const slotFields = new Map<string, SlotField>(slotNumbers.map((n) => [String(n), slotField(n)]));

const apiStateOf: Record<PostingState, JobPostingState> = { open: JobPostingState.OPEN, closed: JobPostingState.CLOSED };

// The posting's columns and its crew request's (select from job_postings left join crew_requests).
export const postingItemColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  summary: jobPostings.summary,
  shortId: jobPostings.shortId,
  organizationId: jobPostings.organizationId,
  careerSiteId: jobPostings.careerSiteId,
  pipelineId: jobPostings.pipelineId,
  languages: jobPostings.languages,
  pinned: jobPostings.pinned,
  state: jobPostings.state,
  createdAt: jobPostings.createdAt,
  slotTags: jobPostings.slotTags,
  crewRequest: {
    id: crewRequests.id,
    title: crewRequests.title,
    state: crewRequests.state,
    positionId: crewRequests.positionId,
    positionName: crewRequests.positionName,
    nbPositions: crewRequests.nbPositions,
  },
};

interface AssigneeJson {
  givenName: string;
  familyName: string;
  primaryEmail: string;
  // The member's id (what filter_by_assignee_ids takes), not the user's.
  memberId: string;
}

// The posting's assignees as JSON, ordered by family name, given name, email: a correlated subquery
// on job_postings.
export const postingAssigneesJson = sql<AssigneeJson[]>`(
  select coalesce(json_agg(json_build_object('givenName', u.given_name, 'familyName', u.family_name, 'primaryEmail', u.primary_email, 'memberId', m.id)
    order by u.family_name, u.given_name, u.primary_email, m.id), '[]'::json)
  from job_posting_assignees a join members m on m.id = a.member_id join users u on u.id = m.user_id
  where a.job_posting_id = job_postings.id and a.organization_id = job_postings.organization_id)`;

interface PostingRow {
  id: string;
  title: string;
  summary: string;
  shortId: string;
  organizationId: string;
  careerSiteId: string | null;
  pipelineId: string;
  languages: string[];
  pinned: boolean;
  state: PostingState;
  createdAt: Date;
  slotTags: string[];
  crewRequest: { id: string; title: string; state: PostingState; positionId: string; positionName: string; nbPositions: number } | null;
}

// "N:value" tags back to the ten slot arrays, each in tag order.
function slotsOf(tags: readonly string[]): Record<SlotField, string[]> {
  // Written out rather than built from slotNumbers: this runs for every posting of every search page.
  const slots: Record<SlotField, string[]> = {
    slot1FilterValue: [],
    slot2FilterValue: [],
    slot3FilterValue: [],
    slot4FilterValue: [],
    slot5FilterValue: [],
    slot6FilterValue: [],
    slot7FilterValue: [],
    slot8FilterValue: [],
    slot9FilterValue: [],
    slot10FilterValue: [],
  };
  for (const tag of tags) {
    const colon = tag.indexOf(":");
    const field = slotFields.get(tag.slice(0, colon));
    if (colon > 0 && field) slots[field].push(tag.slice(colon + 1));
  }
  return slots;
}

// The posting's numbers: its applications (job_postings.application_count) and assignees
// (postingAssigneesJson); and, in a search with a query, the matched fragment (text-match.ts).
interface PostingExtra {
  nrOfApplications: number | string;
  assignedMembers: AssigneeJson[];
  textMatch?: string;
  // The cosine distance to the query's embedding in a hybrid search; 0 otherwise.
  vectorDistance?: number;
}

type JobPostingSearchItemInit = MessageInitShape<typeof JobPostingSearchItemSchema>;

// The item, in the message's field order. textMatch is "" outside a search with a query; the vector
// distance is 0 outside a hybrid search with a query.
export function toJobPostingItem(row: PostingRow, extra: PostingExtra): JobPostingSearchItemInit {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    textMatch: extra.textMatch ?? "",
    shortId: row.shortId,
    organizationId: row.organizationId,
    careerSiteId: row.careerSiteId ?? "",
    pipelineId: row.pipelineId,
    languagesIso6393: row.languages.join(","),
    vectorDistance: extra.vectorDistance ?? 0,
    pinned: row.pinned,
    state: apiStateOf[row.state],
    nrOfApplications: BigInt(extra.nrOfApplications),
    assignedMembers: extra.assignedMembers,
    crewRequest: row.crewRequest
      ? {
          id: row.crewRequest.id,
          title: row.crewRequest.title,
          state: apiStateOf[row.crewRequest.state],
          position: { id: row.crewRequest.positionId, name: row.crewRequest.positionName, nbPositions: BigInt(row.crewRequest.nbPositions) },
        }
      : undefined,
    createdAt: timestampFromDate(row.createdAt),
    ...slotsOf(row.slotTags),
  };
}
