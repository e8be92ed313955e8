// The document pipeline's job (PROCESS_UPLOAD_JOB, one per manual upload, queued when its last file is
// stored): read every file (pipeline/read-document-facts.ts: text layer or OCR, MRZ, career; its
// thumbnail and a passport's face are stored beside it, pipeline/derived-files.ts), put
// aside what cannot be read or names nobody, group the rest by person (pipeline/grouping.ts) and write
// each person down (pipeline/person-writer.ts), then mark the upload completed.
//
// Idempotent and crash-safe: a person's records and the "processed" mark of their files are one
// transaction, so a rerun (the job queue runs a crashed job again) reads and writes only the files
// not yet processed; a person whose first files were written before the crash is found again by
// findExistingProfile and not created twice.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { manualUploadFiles, manualUploads } from "@/server/db/schema.js";
import { DocumentUnreadable } from "./extraction/document-unreadable.js";
import { MissingFileError } from "./file-store.js";
import type { DocumentFacts } from "./pipeline/document-facts.js";
import { groupByPerson } from "./pipeline/grouping.js";
import { writePerson } from "./pipeline/person-writer.js";
import { filesOf, uploadById } from "./processor/assembly-repository.js";
import { acceptedContentTypes } from "./upload-config.js";
import type { ManualUploadFileRow } from "./uploads-repository.js";

export type ReadFacts = (file: ManualUploadFileRow) => Promise<DocumentFacts>;

async function settleFile(db: Db, fileId: string, state: "failed" | "unattributed", errorMessage: string): Promise<void> {
  await db
    .update(manualUploadFiles)
    .set({ state, errorMessage, updatedAt: sql`now()` })
    .where(eq(manualUploadFiles.id, fileId));
}

export interface ProcessUploadDeps {
  db: Db;
  readFacts: ReadFacts;
  // Called after each person is written: their writes queued matching and search jobs, which another
  // claim loop of the service runs (jobs/job-workers.ts) and need not wait for its next poll.
  onPersonWritten?: () => void;
}

export async function processUpload(deps: ProcessUploadDeps, uploadId: string): Promise<void> {
  const { db } = deps;
  const upload = await uploadById(db, uploadId);
  if (!upload || upload.state !== "processing") return;
  const pending = (await filesOf(db, uploadId)).filter((file) => file.state === "received" || file.state === "processing");
  if (pending.length > 0) {
    await db
      .update(manualUploadFiles)
      .set({ state: "processing", updatedAt: sql`now()` })
      .where(
        inArray(
          manualUploadFiles.id,
          pending.map((file) => file.id),
        ),
      );
  }

  const read: { row: ManualUploadFileRow; facts: DocumentFacts }[] = [];
  for (const row of pending) {
    if (row.sizeBytes === 0) {
      await settleFile(db, row.id, "failed", "the file is empty");
      continue;
    }
    if (!(acceptedContentTypes as readonly string[]).includes(row.contentType)) {
      await settleFile(db, row.id, "failed", `the file is ${row.contentType}, not a document the pipeline reads (PDF, JPEG, PNG, TIFF, WebP or HEIC)`);
      continue;
    }
    try {
      read.push({ row, facts: await deps.readFacts(row) });
    } catch (error) {
      // A file whose bytes are gone from the store (removed by hand, a bucket emptied) can never be
      // read: it fails alone rather than failing the job on every retry. Anything else (the store
      // unreachable, the worker stopped) may pass, and the job queue retries it.
      if (error instanceof MissingFileError) {
        await settleFile(db, row.id, "failed", "the file is no longer in the file store (removed after it was received): upload it again");
        continue;
      }
      if (!(error instanceof DocumentUnreadable)) throw error;
      await settleFile(db, row.id, "failed", error.message);
    }
  }
  const documents = read.filter(({ facts }) => facts.kind !== "other");
  for (const { row } of read.filter(({ facts }) => facts.kind === "other")) {
    await settleFile(db, row.id, "unattributed", "it is not a candidate document (no CV, identity document or certificate was recognised)");
  }
  const grouping = groupByPerson(documents.map(({ row, facts }) => ({ id: row.id, identity: facts.identity })));
  for (const { id, reason } of grouping.unattributed) await settleFile(db, id, "unattributed", reason);
  const byId = new Map(documents.map((document) => [document.row.id, document]));
  for (const person of grouping.people) {
    await writePerson(db, { upload, files: person.map((id) => byId.get(id)!) });
    deps.onPersonWritten?.();
  }
  await db
    .update(manualUploads)
    .set({ state: "completed", updatedAt: sql`now()` })
    .where(and(eq(manualUploads.id, uploadId), eq(manualUploads.state, "processing")));
}
