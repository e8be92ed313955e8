// Every job kind the service runs, and its handler: the one place a new kind is added (see
// ARCHITECTURE.md, "Job queue"). A kind queued with no handler here stays waiting, and the worker says
// so once in the log.
import type { Db } from "@/server/db/database.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import type { MatchingThread } from "@/server/matching/matching-thread.js";
import { createPreparedCandidatesCache } from "@/server/matching/prepared-candidates-cache.js";
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
  // Where the match jobs run: the service's matching thread (matching/matching-thread.ts); in this
  // thread otherwise, with its own prepared candidates.
  matching?: MatchRecomputes;
}

export type MatchRecomputes = Pick<MatchingThread, "recomputePosting" | "recomputeCandidate">;

// The match jobs run here, the posting recomputes with one cache of prepared candidates.
function recomputesInThisThread(db: Db): MatchRecomputes {
  const candidates = createPreparedCandidatesCache();
  return {
    recomputePosting: (organizationId, postingId) => recomputePostingMatches(db, organizationId, postingId, { candidates }),
    recomputeCandidate: (organizationId, profileId) => recomputeCandidateMatches(db, organizationId, profileId),
  };
}

export function jobHandlers(deps: JobHandlerDeps): JobHandlers {
  const { db } = deps;
  const readFacts = readDocumentFacts({ store: deps.store, ocr: deps.ocr });
  const matching = deps.matching ?? recomputesInThisThread(db);
  return {
    // Queued by the triggers of migration 0014, by publishes (match-store-writes.ts) and by the
    // freshness sweep (matching/match-freshness.ts). The key is the posting's or the profile's id.
    [MATCH_POSTING_JOB]: async (job) => {
      await matching.recomputePosting(organizationOf(job), job.key);
    },
    [MATCH_CANDIDATE_JOB]: async (job) => {
      await matching.recomputeCandidate(organizationOf(job), job.key);
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
