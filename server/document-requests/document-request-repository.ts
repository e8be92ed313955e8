// Reads of document requests: the request with its member, crew member, counts and the crew member's
// face image, and its items. Each is a prepared statement (db/prepared.ts). Correlated subqueries name
// their tables explicitly (Drizzle may leave columns unqualified).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { latestExtraction } from "@/server/db/latest-extraction.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewProfiles, documentRequestItems, documentRequests, members, users } from "@/server/db/schema.js";

const organizationId = sql.placeholder("organizationId");
const requestId = sql.placeholder("requestId");

const requestFields = {
  id: documentRequests.id,
  crewId: documentRequests.crewProfileId,
  memberId: documentRequests.memberId,
  memberGivenName: users.givenName,
  memberFamilyName: users.familyName,
  crewGivenName: crewProfiles.givenName,
  crewFamilyName: crewProfiles.familyName,
  crewPrimaryEmail: crewProfiles.primaryEmail,
  nrOfDocumentSets: sql<string>`(select count(*) from document_sets s where s.document_request_id = document_requests.id)`,
  // The crew member's latest face image (db/latest-extraction.ts).
  faceImageUrl: sql<string | null>`(select e.value_text from ${latestExtraction(
    { crewProfileId: sql.raw("document_requests.crew_profile_id"), organizationId: sql.raw("document_requests.organization_id") },
    ["face_image"],
  )} e)`,
  emailSentAt: documentRequests.emailSentAt,
  emailSentState: documentRequests.emailSentState,
};

function selectRequests(db: Db) {
  return db
    .select(requestFields)
    .from(documentRequests)
    .innerJoin(crewProfiles, eq(crewProfiles.id, documentRequests.crewProfileId))
    .innerJoin(members, eq(members.id, documentRequests.memberId))
    .innerJoin(users, eq(users.id, members.userId));
}

const requestsOfOrganization = preparedQuery("document_requests_of_org", (db) =>
  selectRequests(db).where(eq(documentRequests.organizationId, organizationId)).orderBy(desc(documentRequests.createdAt), desc(documentRequests.id)),
);

// The detail form in one statement: the request and, as JSON, its items with their uploads.
const requestWithItemsById = preparedQuery("document_request_by_id", (db) =>
  db
    .select({
      ...requestFields,
      items: sql<DetailItemJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', i.id,
          'documentTypeName', i.document_type_name,
          'documentTypeCode', i.document_type_code,
          'documentTypeUploadInstruction', i.upload_instruction,
          'document', case when d.id is null then null else json_build_object(
            'id', d.id, 'contentType', d.content_type, 'sizeBytes', d.size_bytes::text, 'name', d.name,
            'originalUrl', d.original_url, 'originalMd5', d.original_md5, 'thumbnailUrl', d.thumbnail_url,
            'createdAt', d.created_at) end
        ) order by i.position, i.id), '[]'::json)
        from document_request_items i
        left join documents d on d.id = i.document_id and d.organization_id = i.organization_id
        where i.document_request_id = document_requests.id and i.organization_id = document_requests.organization_id)`,
    })
    .from(documentRequests)
    .innerJoin(crewProfiles, eq(crewProfiles.id, documentRequests.crewProfileId))
    .innerJoin(members, eq(members.id, documentRequests.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(documentRequests.organizationId, organizationId), eq(documentRequests.id, requestId))),
);

// An item of the detail form as the statement above returns it (timestamps as JSON strings).
export interface DetailItemJson {
  id: string;
  documentTypeName: string;
  documentTypeCode: string;
  documentTypeUploadInstruction: string;
  document: {
    id: string;
    contentType: string;
    sizeBytes: string;
    name: string;
    originalUrl: string;
    originalMd5: string;
    thumbnailUrl: string;
    createdAt: string;
  } | null;
}

// Every request of the organization, newest first.
export function findDocumentRequests(db: Db, organizationId: string) {
  return requestsOfOrganization(db, { organizationId });
}

// One request in detail form, with its items (in position order) and their uploads.
export async function findDocumentRequestWithItems(db: Db, organizationId: string, requestId: string) {
  const [row] = await requestWithItemsById(db, { organizationId, requestId });
  return row;
}

export type DocumentRequestRow = Awaited<ReturnType<typeof findDocumentRequests>>[number];

const itemsOfOrganization = preparedQuery("document_request_items_of_org", (db) =>
  db
    .select({
      id: documentRequestItems.id,
      documentRequestId: documentRequestItems.documentRequestId,
      documentTypeName: documentRequestItems.documentTypeName,
      documentTypeCode: documentRequestItems.documentTypeCode,
      documentTypeUploadInstruction: documentRequestItems.uploadInstruction,
    })
    .from(documentRequestItems)
    .where(eq(documentRequestItems.organizationId, organizationId))
    .orderBy(asc(documentRequestItems.documentRequestId), asc(documentRequestItems.position), asc(documentRequestItems.id)),
);

// The items of every request of the organization (list form: no uploads), in their position order.
export function listRequestItems(db: Db, organizationId: string) {
  return itemsOfOrganization(db, { organizationId });
}
