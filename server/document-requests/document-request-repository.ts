// Reads of document requests: the request with its member, crew member and counts, and its items.
// Correlated subqueries name their tables explicitly (Drizzle may leave columns unqualified).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { crewProfiles, documentRequestItems, documentRequests, documents, members, users } from "../db/schema.js";

// Every request of the organization (newest first), or the one with the given id.
export async function findDocumentRequests(db: Db, organizationId: string, id?: string) {
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
      emailSentAt: documentRequests.emailSentAt,
      emailSentState: documentRequests.emailSentState,
    })
    .from(documentRequests)
    .innerJoin(crewProfiles, eq(crewProfiles.id, documentRequests.crewProfileId))
    .innerJoin(members, eq(members.id, documentRequests.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(documentRequests.organizationId, organizationId), id === undefined ? undefined : eq(documentRequests.id, id)))
    .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id));
}

export type DocumentRequestRow = Awaited<ReturnType<typeof findDocumentRequests>>[number];

// The crew profiles the organization's requests (or the one request) ask, as a subquery.
export function crewIdsOfRequests(db: Db, organizationId: string, id?: string) {
  return db
    .select({ id: documentRequests.crewProfileId })
    .from(documentRequests)
    .where(and(eq(documentRequests.organizationId, organizationId), id === undefined ? undefined : eq(documentRequests.id, id)));
}

// The items of every request of the organization (list form: no uploads), in their position order.
export async function listRequestItems(db: Db, organizationId: string) {
  return db
    .select({
      id: documentRequestItems.id,
      documentRequestId: documentRequestItems.documentRequestId,
      documentTypeName: documentRequestItems.documentTypeName,
      documentTypeCode: documentRequestItems.documentTypeCode,
      documentTypeUploadInstruction: documentRequestItems.uploadInstruction,
    })
    .from(documentRequestItems)
    .where(eq(documentRequestItems.organizationId, organizationId))
    .orderBy(asc(documentRequestItems.documentRequestId), asc(documentRequestItems.position), asc(documentRequestItems.id));
}

// The items of one request with the uploaded document of each, if any.
export async function listRequestItemsWithDocuments(db: Db, organizationId: string, requestId: string) {
  return db
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
    .orderBy(asc(documentRequestItems.position), asc(documentRequestItems.id));
}
