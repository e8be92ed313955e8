// Every job kind the service runs, and its handler: the one place a new kind is added (see
// ARCHITECTURE.md, "Job queue"). A kind queued with no handler here stays waiting, and the worker says
// so once in the log.
import type { Db } from "@/server/db/database.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import { createPreparedCandidatesCache, type PreparedCandidatesCache } from "@/server/matching/prepared-candidates-cache.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "@/server/matching/recompute.js";
import type { DocumentEngine } from "@/server/uploads/extraction/document-engine.js";
import type { FileStore } from "@/server/uploads/file-store.js";
import { readDocumentFacts } from "@/server/uploads/pipeline/read-document-facts.js";
import { processUpload } from "@/server/uploads/process-upload.js";
import { PROCESS_UPLOAD_JOB } from "@/server/uploads/upload-job-kinds.js";
import { searchJobHandlers } from "@/server/search/search-jobs.js";
import type { Job, JobHandlers } from "./job.js";

export interface JobHandlerDeps {
  db: Db;
  store: FileStore;
  ocr: DocumentEngine;
  // Wakes the service's job workers: for a handler that queued jobs mid-run (a batch's people).
  wakeWorkers?: () => void;
  // The posting recomputes' prepared candidates: the service passes the cache it warms at start
  // (main.ts); a new one otherwise.
  candidates?: PreparedCandidatesCache;
}

export function jobHandlers(deps: JobHandlerDeps): JobHandlers {
  const { db } = deps;
  const readFacts = readDocumentFacts({ store: deps.store, ocr: deps.ocr });
  const candidates = deps.candidates ?? createPreparedCandidatesCache();
  return {
    // Queued by the triggers of migration 0014, by publishes (match-store-writes.ts) and by the
    // freshness sweep (matching/match-freshness.ts). The key is the posting's or the profile's id.
    [MATCH_POSTING_JOB]: async (job) => {
      await recomputePostingMatches(db, organizationOf(job), job.key, { candidates });
    },
    [MATCH_CANDIDATE_JOB]: async (job) => {
      await recomputeCandidateMatches(db, organizationOf(job), job.key);
    },
    // Queued by the upload processor when every file of a manual upload is stored. The key is the upload's id.
    [PROCESS_UPLOAD_JOB]: async (job) => {
      await processUpload({ db, readFacts, onPersonWritten: deps.wakeWorkers }, job.key);
    },
    // Queued by the triggers of migrations 0019 and 0023: one posting's or crew profile's search entry
    // (search/posting-indexer.ts, search/profile-indexer.ts).
    ...searchJobHandlers(db),
  };
}

function organizationOf(job: Job): string {
  if (job.organizationId === null) throw new Error(`job ${job.id} (${job.kind}) has no organization`);
  return job.organizationId;
}
