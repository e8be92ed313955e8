// Reads of document requests: the request with its member, crew member, counts and the crew member's
// face image, and its items. Each is a prepared statement (db/prepared.ts). Correlated subqueries name
// their tables explicitly (Drizzle may leave columns unqualified).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { crewProfiles, documentRequestItems, documentRequests, documents, members, users } from "../db/schema.js";

const organizationId = sql.placeholder("organizationId");
const requestId = sql.placeholder("requestId");

function selectRequests(db: Db) {
  return db
    .select({
      id: documentRequests.id,
      crewId: documentRequests.crewProfileId,
      memberId: documentRequests.memberId,
      memberGivenName: users.givenName,
      memberFamilyName: users.familyName,
      crewGivenName: crewProfiles.givenName,
      crewFamilyName: crewProfiles.familyName,
      crewPrimaryEmail: crewProfiles.primaryEmail,
      nrOfDocumentSets: sql<string>`(select count(*) from document_sets s where s.document_request_id = document_requests.id)`,
      // The crew member's latest face image (the same "latest" as extraction-repository.ts).
      faceImageUrl: sql<string | null>`(
        select e.value_text from document_extractions e
        where e.crew_profile_id = document_requests.crew_profile_id and e.kind = 'face_image'
          and e.organization_id = document_requests.organization_id
        order by e.kind_sequence desc, e.updated_at desc, e.id desc limit 1)`,
      emailSentAt: documentRequests.emailSentAt,
      emailSentState: documentRequests.emailSentState,
    })
    .from(documentRequests)
    .innerJoin(crewProfiles, eq(crewProfiles.id, documentRequests.crewProfileId))
    .innerJoin(members, eq(members.id, documentRequests.memberId))
    .innerJoin(users, eq(users.id, members.userId));
}

const requestsOfOrganization = preparedQuery("document_requests_of_org", (db) =>
  selectRequests(db)
    .where(eq(documentRequests.organizationId, organizationId))
    .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id)),
);

const requestById = preparedQuery("document_request_by_id", (db) =>
  selectRequests(db).where(and(eq(documentRequests.organizationId, organizationId), eq(documentRequests.id, requestId))),
);

// Every request of the organization, newest first.
export function findDocumentRequests(db: Db, organizationId: string) {
  return requestsOfOrganization(db, { organizationId });
}

export async function findDocumentRequest(db: Db, organizationId: string, requestId: string) {
  const [row] = await requestById(db, { organizationId, requestId });
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

const itemsWithDocumentsOfRequest = preparedQuery("document_request_items_with_documents", (db) =>
  db
    .select({
      id: documentRequestItems.id,
      documentTypeName: documentRequestItems.documentTypeName,
      documentTypeCode: documentRequestItems.documentTypeCode,
      documentTypeUploadInstruction: documentRequestItems.uploadInstruction,
      document: {
        id: documents.id,
        contentType: documents.contentType,
        sizeBytes: documents.sizeBytes,
        name: documents.name,
        originalUrl: documents.originalUrl,
        originalMd5: documents.originalMd5,
        thumbnailUrl: documents.thumbnailUrl,
        createdAt: documents.createdAt,
      },
    })
    .from(documentRequestItems)
    .leftJoin(
      documents,
      and(eq(documents.id, documentRequestItems.documentId), eq(documents.organizationId, documentRequestItems.organizationId)),
    )
    .where(and(eq(documentRequestItems.organizationId, organizationId), eq(documentRequestItems.documentRequestId, requestId)))
    .orderBy(asc(documentRequestItems.position), asc(documentRequestItems.id)),
);

// The items of one request with the uploaded document of each, if any.
export function listRequestItemsWithDocuments(db: Db, organizationId: string, requestId: string) {
  return itemsWithDocumentsOfRequest(db, { organizationId, requestId });
}
