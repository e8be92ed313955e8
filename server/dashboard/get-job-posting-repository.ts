// GetJobPosting: one posting of one organization, with its crew request, its assignees (ordered as
// SearchJobPostings orders them) and its number of applications, in one prepared statement
// (db/prepared.ts).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewRequests, jobPostings } from "@/server/db/schema.js";
import { postingAssigneesJson, postingItemColumns } from "@/server/search/job-posting-item.js";

const postingById = preparedQuery("job_posting_by_id", (db) =>
  db
    .select({
      ...postingItemColumns,
      assignees: postingAssigneesJson,
      applicationCount: jobPostings.applicationCount,
    })
    .from(jobPostings)
    .leftJoin(crewRequests, and(eq(crewRequests.id, jobPostings.crewRequestId), eq(crewRequests.organizationId, jobPostings.organizationId)))
    .where(and(eq(jobPostings.organizationId, sql.placeholder("organizationId")), eq(jobPostings.id, sql.placeholder("id")))),
);

// Undefined when the posting does not exist in this organization (another tenant's included).
export async function findJobPosting(db: Db, organizationId: string, jobPostingId: string) {
  const [row] = await postingById(db, { organizationId, id: jobPostingId });
  return row;
}
