// GetJobPosting: one posting of one organization, with its crew request, its assignees (ordered as
// SearchJobPostings orders them) and its number of applications, in one prepared statement
// (db/prepared.ts).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { crewRequests, jobPostings } from "../db/schema.js";
import { postingItemColumns } from "../search/job-posting-item.js";

export interface AssigneeJson {
  givenName: string;
  familyName: string;
  primaryEmail: string;
}

const postingById = preparedQuery("job_posting_by_id", (db) =>
  db
    .select({
      ...postingItemColumns,
      assignees: sql<AssigneeJson[]>`(
        select coalesce(json_agg(json_build_object('givenName', u.given_name, 'familyName', u.family_name, 'primaryEmail', u.primary_email)
          order by u.family_name, u.given_name, u.primary_email), '[]'::json)
        from job_posting_assignees a join members m on m.id = a.member_id join users u on u.id = m.user_id
        where a.job_posting_id = job_postings.id and a.organization_id = job_postings.organization_id)`,
      applicationCount: sql<string>`(select count(*) from job_applications ja
        where ja.job_posting_id = job_postings.id and ja.organization_id = job_postings.organization_id)`,
    })
    .from(jobPostings)
    .leftJoin(
      crewRequests,
      and(eq(crewRequests.id, jobPostings.crewRequestId), eq(crewRequests.organizationId, jobPostings.organizationId)),
    )
    .where(and(eq(jobPostings.organizationId, sql.placeholder("organizationId")), eq(jobPostings.id, sql.placeholder("id")))),
);

// Undefined when the posting does not exist in this organization (another tenant's included).
export async function findJobPosting(db: Db, organizationId: string, jobPostingId: string) {
  const [row] = await postingById(db, { organizationId, id: jobPostingId });
  return row;
}
