// The manual uploads' queries (tables manual_uploads and manual_upload_files, migration 0017). Every
// read filters by organization; the processor's writes are keyed by the upload's own id and nonce.
import { and, asc, desc, eq, gt, inArray, lt, or } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { documents, jobPostings, manualUploadFiles, manualUploads, submissions } from "@/server/db/schema.js";
import type { UploadLimits } from "./upload-config.js";

export type ManualUploadRow = typeof manualUploads.$inferSelect;
export type ManualUploadFileRow = typeof manualUploadFiles.$inferSelect;

export async function findPostingState(db: Db, organizationId: string, postingId: string): Promise<"open" | "closed" | undefined> {
  const [row] = await db
    .select({ state: jobPostings.state })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, postingId)));
  return row?.state;
}

export async function insertManualUpload(
  db: Db,
  upload: { id: string; organizationId: string; jobPostingId: string | null; apiKeyId: string; nonce: string; expiresAt: Date; limits: UploadLimits },
): Promise<void> {
  await db.insert(manualUploads).values({
    id: upload.id,
    organizationId: upload.organizationId,
    jobPostingId: upload.jobPostingId,
    apiKeyId: upload.apiKeyId,
    nonce: upload.nonce,
    expiresAt: upload.expiresAt,
    maxFileCount: upload.limits.maxFileCount,
    maxFileSizeBytes: upload.limits.maxFileSizeBytes,
    maxTotalSizeBytes: upload.limits.maxTotalSizeBytes,
  });
}

// Where a page of the organization's uploads starts: newest first, by (created_at, id).
export interface UploadPosition {
  createdAt: Date;
  id: string;
}

// A page of the organization's uploads (newest first), `limit` of them, after or before a position;
// before a position the page is read backwards and returned newest first.
export async function listManualUploads(
  db: Db,
  organizationId: string,
  page: { limit: number; after?: UploadPosition; before?: UploadPosition; ids?: string[] },
): Promise<ManualUploadRow[]> {
  const conditions = [eq(manualUploads.organizationId, organizationId)];
  if (page.ids) conditions.push(inArray(manualUploads.id, page.ids));
  const { after, before } = page;
  if (after) {
    conditions.push(or(lt(manualUploads.createdAt, after.createdAt), and(eq(manualUploads.createdAt, after.createdAt), lt(manualUploads.id, after.id)))!);
  }
  if (before) {
    conditions.push(or(gt(manualUploads.createdAt, before.createdAt), and(eq(manualUploads.createdAt, before.createdAt), gt(manualUploads.id, before.id)))!);
  }
  const order = before ? [asc(manualUploads.createdAt), asc(manualUploads.id)] : [desc(manualUploads.createdAt), desc(manualUploads.id)];
  const rows = await db
    .select()
    .from(manualUploads)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(page.limit);
  return before ? rows.reverse() : rows;
}

export async function filesOfUploads(db: Db, organizationId: string, uploadIds: string[]): Promise<ManualUploadFileRow[]> {
  if (uploadIds.length === 0) return [];
  return db
    .select()
    .from(manualUploadFiles)
    .where(and(eq(manualUploadFiles.organizationId, organizationId), inArray(manualUploadFiles.uploadId, uploadIds)))
    .orderBy(asc(manualUploadFiles.uploadId), asc(manualUploadFiles.position));
}

// The applications each upload created or submitted to: those with a submission of a document set
// holding one of the upload's documents (pipeline/person-writer.ts makes one set per person and upload).
export async function applicationsOfUploads(db: Db, organizationId: string, uploadIds: string[]): Promise<{ uploadId: string; jobApplicationId: string }[]> {
  if (uploadIds.length === 0) return [];
  return db
    .selectDistinct({ uploadId: manualUploadFiles.uploadId, jobApplicationId: submissions.jobApplicationId })
    .from(manualUploadFiles)
    .innerJoin(documents, eq(documents.id, manualUploadFiles.documentId))
    .innerJoin(submissions, eq(submissions.documentSetId, documents.documentSetId))
    .where(and(eq(manualUploadFiles.organizationId, organizationId), inArray(manualUploadFiles.uploadId, uploadIds)))
    .orderBy(asc(manualUploadFiles.uploadId), asc(submissions.jobApplicationId));
}
