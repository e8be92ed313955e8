// For every document request of an organization: when it was made, its item counts and the crew
// member's latest application, in one prepared statement (db/prepared.ts).
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { documentRequests } from "@/server/db/schema.js";

const progressOfOrganization = preparedQuery("document_request_progress_of_org", (db) =>
  db
    .select({
      id: documentRequests.id,
      createdAt: documentRequests.createdAt,
      crewProfileId: documentRequests.crewProfileId,
      // An item is in once it is linked to its upload, as GetOneDocumentRequest's isHasUploadedDocuments.
      counts: sql<{ requested: number; received: number }>`(select json_build_object('requested', count(*), 'received', count(i.document_id))
        from document_request_items i where i.document_request_id = document_requests.id and i.organization_id = document_requests.organization_id)`,
      latestJobApplicationId: sql<string | null>`(select a.id from job_applications a
        where a.crew_profile_id = document_requests.crew_profile_id and a.organization_id = document_requests.organization_id
        order by a.created_at desc, a.id desc limit 1)`,
    })
    .from(documentRequests)
    .where(eq(documentRequests.organizationId, sql.placeholder("organizationId")))
    .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id)),
);

// Newest first, as ListDocumentRequests.
export function findDocumentRequestProgress(db: Db, organizationId: string) {
  return progressOfOrganization(db, { organizationId });
}
