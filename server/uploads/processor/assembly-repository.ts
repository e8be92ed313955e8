// The upload processor's reads and writes of manual uploads. Taking an instruction is one conditional
// update (waiting for files, not expired, its nonce), so that of two requests with the same signed
// params only one gets it, whichever process serves them. Files and the processing job are written in
// the same transaction as the state that says they are all in.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { manualUploadFiles, manualUploads } from "@/server/db/schema.js";
import { enqueue } from "@/server/jobs/enqueue.js";
import { PROCESS_UPLOAD_JOB } from "../upload-job-kinds.js";
import type { ManualUploadFileRow, ManualUploadRow } from "../uploads-repository.js";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StoredFile {
  id: string;
  name: string;
  declaredContentType: string;
  contentType: string;
  sizeBytes: number;
  md5: string;
  storageKey: string;
  viaTus: boolean;
}

export async function uploadById(db: Db | Tx, uploadId: string): Promise<ManualUploadRow | undefined> {
  const [row] = await db.select().from(manualUploads).where(eq(manualUploads.id, uploadId));
  return row;
}

export async function uploadByAssembly(db: Db, assemblyId: string): Promise<ManualUploadRow | undefined> {
  const [row] = await db.select().from(manualUploads).where(eq(manualUploads.assemblyId, assemblyId));
  return row;
}

export async function filesOf(db: Db | Tx, uploadId: string): Promise<ManualUploadFileRow[]> {
  return db.select().from(manualUploadFiles).where(eq(manualUploadFiles.uploadId, uploadId)).orderBy(asc(manualUploadFiles.position));
}

// Takes the instruction for an assembly: true when this request is the one that used it.
export async function takeInstruction(
  db: Db | Tx,
  take: { uploadId: string; nonce: string; assemblyId: string; expectedFileCount: number; state: "uploading" | "processing" },
): Promise<boolean> {
  const taken = await db
    .update(manualUploads)
    .set({ state: take.state, assemblyId: take.assemblyId, expectedFileCount: take.expectedFileCount, updatedAt: sql`now()` })
    .where(
      and(
        eq(manualUploads.id, take.uploadId),
        eq(manualUploads.nonce, take.nonce),
        eq(manualUploads.state, "waiting_for_files"),
        sql`${manualUploads.expiresAt} > now()`,
      ),
    )
    .returning({ id: manualUploads.id });
  return taken.length === 1;
}

// Refuses an upload for good: its instruction is used, and it says why.
export async function failUpload(db: Db | Tx, uploadId: string, error: { code: string; message: string }): Promise<void> {
  await db
    .update(manualUploads)
    .set({ state: "failed", errorCode: error.code, errorMessage: error.message, updatedAt: sql`now()` })
    .where(and(eq(manualUploads.id, uploadId), sql`${manualUploads.state} in ('waiting_for_files', 'uploading')`));
}

export async function insertFiles(tx: Tx, upload: ManualUploadRow, files: StoredFile[], firstPosition: number): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(manualUploadFiles).values(
    files.map((file, index) => ({
      id: file.id,
      organizationId: upload.organizationId,
      uploadId: upload.id,
      position: firstPosition + index,
      name: file.name,
      declaredContentType: file.declaredContentType,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      md5: file.md5,
      storageKey: file.storageKey,
      viaTus: file.viaTus,
    })),
  );
}

// Every file is in: the upload goes to the document pipeline.
export async function startProcessing(tx: Tx, upload: ManualUploadRow): Promise<void> {
  await tx
    .update(manualUploads)
    .set({ state: "processing", updatedAt: sql`now()` })
    .where(eq(manualUploads.id, upload.id));
  await enqueue(tx, { kind: PROCESS_UPLOAD_JOB, key: upload.id, organizationId: upload.organizationId });
}

// Locks the upload's row for the rest of the transaction: tus files finishing at once add themselves
// one after the other.
export async function lockUpload(tx: Tx, uploadId: string): Promise<ManualUploadRow | undefined> {
  const [row] = await tx.select().from(manualUploads).where(eq(manualUploads.id, uploadId)).for("update");
  return row;
}

export async function touchUpload(tx: Tx, uploadId: string): Promise<void> {
  await tx
    .update(manualUploads)
    .set({ updatedAt: sql`now()` })
    .where(eq(manualUploads.id, uploadId));
}
