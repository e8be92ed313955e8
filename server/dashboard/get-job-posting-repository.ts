// GetJobPosting: one posting of one organization, with its crew request.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { crewRequests, jobPostings } from "../db/schema.js";

// Undefined when the posting does not exist in this organization (another tenant's included).
export async function findJobPosting(db: Db, organizationId: string, jobPostingId: string) {
  const [row] = await db
    .select({
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
    })
    .from(jobPostings)
    .leftJoin(
      crewRequests,
      and(eq(crewRequests.id, jobPostings.crewRequestId), eq(crewRequests.organizationId, jobPostings.organizationId)),
    )
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, jobPostingId)));
  return row;
}
