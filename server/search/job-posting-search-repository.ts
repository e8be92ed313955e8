// SearchJobPostings straight from the job_postings table (the ranked search index comes later).
// The filter is already parsed (see search-job-postings.ts); this file only turns it into SQL.
import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { crewRequests, jobApplications, jobPostingAssignees, jobPostings, members, users } from "../db/schema.js";
import { postingItemColumns, type PostingState } from "./job-posting-item.js";


export interface JobPostingFilter {
  organizationId: string;
  // Trimmed; "" means no text filter.
  query: string;
  states: PostingState[];
  pipelineIds: string[];
  assigneeIds: string[];
  noAssignees: boolean;
  languages: string[];
  careerSiteId: string;
  // One entry per slot that has values: its "N:value" tags. A posting must match every entry.
  slotTags: string[][];
}

// A LIKE pattern matching `text` anywhere, with its own % _ and \ taken literally.
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: JobPostingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(jobPostings.organizationId, filter.organizationId)];
  if (filter.states.length > 0) conditions.push(inArray(jobPostings.state, filter.states));
  if (filter.pipelineIds.length > 0) conditions.push(inArray(jobPostings.pipelineId, filter.pipelineIds));
  if (filter.careerSiteId !== "") conditions.push(eq(jobPostings.careerSiteId, filter.careerSiteId));
  if (filter.languages.length > 0) conditions.push(arrayOverlaps(jobPostings.languages, filter.languages));
  for (const tags of filter.slotTags) conditions.push(arrayOverlaps(jobPostings.slotTags, tags));

  const assignedToOneOf =
    filter.assigneeIds.length > 0
      ? sql`exists (select 1 from job_posting_assignees a where a.job_posting_id = job_postings.id and a.member_id in ${filter.assigneeIds})`
      : undefined;
  const unassigned = filter.noAssignees
    ? sql`not exists (select 1 from job_posting_assignees a where a.job_posting_id = job_postings.id)`
    : undefined;
  // Both given: either condition (the "Unassigned" choice is one more option of the assignee filter).
  if (assignedToOneOf || unassigned) conditions.push(or(assignedToOneOf, unassigned));

  if (filter.query !== "") {
    const pattern = containsPattern(filter.query);
    conditions.push(or(ilike(jobPostings.title, pattern), ilike(jobPostings.summary, pattern)));
  }
  return and(...conditions);
}

export async function countJobPostings(db: Db, filter: JobPostingFilter): Promise<number> {
  return db.$count(jobPostings, whereOf(filter));
}

// Pinned first, then newest first, then by id.
export async function searchJobPostings(db: Db, filter: JobPostingFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      ...postingItemColumns,
      // Every match, not only this page's: counted in the same scan.
      totalFound: sql<string>`count(*) over ()`,
    })
    .from(jobPostings)
    .leftJoin(
      crewRequests,
      and(eq(crewRequests.id, jobPostings.crewRequestId), eq(crewRequests.organizationId, jobPostings.organizationId)),
    )
    .where(whereOf(filter))
    .orderBy(desc(jobPostings.pinned), desc(jobPostings.createdAt), asc(jobPostings.id))
    .limit(page.limit)
    .offset(page.offset);
}

// Applications per posting, for the postings of one page only: counted in the page query's select
// list, PostgreSQL would count for every matching posting before sorting and limiting.
export async function countApplicationsByPosting(db: Db, organizationId: string, postingIds: readonly string[]) {
  if (postingIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ jobPostingId: jobApplications.jobPostingId, count: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), inArray(jobApplications.jobPostingId, [...postingIds])))
    .groupBy(jobApplications.jobPostingId);
  return new Map(rows.map((row) => [row.jobPostingId, row.count]));
}

// The people behind the assignees of the given postings.
export async function listAssignedMembers(db: Db, organizationId: string, postingIds: readonly string[]) {
  if (postingIds.length === 0) return [];
  return db
    .select({
      jobPostingId: jobPostingAssignees.jobPostingId,
      givenName: users.givenName,
      familyName: users.familyName,
      primaryEmail: users.primaryEmail,
    })
    .from(jobPostingAssignees)
    .innerJoin(members, eq(members.id, jobPostingAssignees.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(jobPostingAssignees.organizationId, organizationId), inArray(jobPostingAssignees.jobPostingId, [...postingIds])))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.primaryEmail));
}
