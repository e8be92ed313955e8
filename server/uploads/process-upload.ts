// The document pipeline's job (PROCESS_UPLOAD_JOB, one per manual upload): read each stored file,
// extract its data and group the batch by person. Reading documents is not built yet (issue 15), so
// for now the job says so, on every file and on the upload, rather than leaving the upload
// "processing" forever: the files stay stored, and ListManualUploads shows why nothing came of them.
// Idempotent: it only moves files and an upload that are still waiting for it.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { manualUploadFiles, manualUploads } from "@/server/db/schema.js";

export const EXTRACTION_UNAVAILABLE =
  "the files are stored, but reading candidate documents (text, OCR, MRZ) is not implemented yet (issue 15): no candidate was created";

export async function processUpload(db: Db, uploadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(manualUploadFiles)
      .set({ state: "failed", errorMessage: "reading this document is not implemented yet (issue 15)", updatedAt: sql`now()` })
      .where(and(eq(manualUploadFiles.uploadId, uploadId), eq(manualUploadFiles.state, "received")));
    await tx
      .update(manualUploads)
      .set({ state: "failed", errorCode: "EXTRACTION_UNAVAILABLE", errorMessage: EXTRACTION_UNAVAILABLE, updatedAt: sql`now()` })
      .where(and(eq(manualUploads.id, uploadId), eq(manualUploads.state, "processing")));
  });
}
