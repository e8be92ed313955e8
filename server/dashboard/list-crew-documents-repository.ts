// A crew profile's documents (all of them, or one document set's) with the profile's latest
// application, in one prepared statement (db/prepared.ts). No row when the organization has no such
// profile or document set.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewProfiles } from "@/server/db/schema.js";
import { latestApplicationIdOfProfile } from "@/server/profiles/latest-application.js";

// A document as the statement returns it (timestamps as JSON strings).
export interface CrewDocumentJson {
  id: string;
  name: string;
  contentType: string;
  pageCount: number;
  sizeBytes: string;
  createdAt: string;
  documentSetId: string;
  documentTypeCode: string | null;
  originalUrl: string;
  thumbnailUrl: string;
  documentRequestId: string | null;
}

const organizationId = sql.placeholder("organizationId");
// Exactly one of the two is set; the other is null.
const crewProfileId = sql.placeholder("crewProfileId");
const documentSetId = sql.placeholder("documentSetId");

const documentsOfProfile = preparedQuery("crew_documents", (db) =>
  db
    .select({
      crewProfileId: crewProfiles.id,
      latestJobApplicationId: latestApplicationIdOfProfile,
      documents: sql<CrewDocumentJson[]>`(select coalesce(json_agg(json_build_object(
          'id', d.id, 'name', d.name, 'contentType', d.content_type, 'pageCount', d.page_count, 'sizeBytes', d.size_bytes::text,
          'createdAt', d.created_at, 'documentSetId', d.document_set_id, 'documentTypeCode', d.document_type_code,
          'originalUrl', d.original_url, 'thumbnailUrl', d.thumbnail_url, 'documentRequestId', s.document_request_id)
        order by d.created_at desc, d.name, d.id), '[]'::json)
        from document_sets s join documents d on d.document_set_id = s.id and d.organization_id = s.organization_id
        where s.crew_profile_id = crew_profiles.id and s.organization_id = crew_profiles.organization_id
          and (${documentSetId}::uuid is null or s.id = ${documentSetId}::uuid))`,
    })
    .from(crewProfiles)
    .where(
      and(
        eq(crewProfiles.organizationId, organizationId),
        eq(
          crewProfiles.id,
          sql`coalesce(${crewProfileId}::uuid, (select s.crew_profile_id from document_sets s where s.id = ${documentSetId}::uuid and s.organization_id = ${organizationId}))`,
        ),
      ),
    ),
);

export type DocumentOwner = { crewProfileId: string } | { documentSetId: string };

// undefined when the organization has no such crew profile or document set.
export async function findCrewDocuments(db: Db, organizationId: string, owner: DocumentOwner) {
  const [row] = await documentsOfProfile(db, {
    organizationId,
    crewProfileId: "crewProfileId" in owner ? owner.crewProfileId : null,
    documentSetId: "documentSetId" in owner ? owner.documentSetId : null,
  });
  return row;
}
