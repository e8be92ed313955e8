// The search indexes' job kinds and their handlers (server/jobs/job-handlers.ts registers them).
// Queued by the triggers of migrations 0019 (postings) and 0023 (crew profiles); the key is the
// record's id.
import type { Db } from "@/server/db/database.js";
import type { Job, JobHandler } from "@/server/jobs/job.js";
import type { Embedder } from "./embedder.js";
import { defaultEmbedder } from "./embedder-config.js";
import { indexPosting } from "./posting-indexer.js";
import { indexProfile } from "./profile-indexer.js";

export const SEARCH_POSTING_JOB = "search.posting";
export const SEARCH_PROFILE_JOB = "search.profile";

export function searchJobHandlers(db: Db, embedder: Embedder = defaultEmbedder()): Record<string, JobHandler> {
  const organizationOf = (job: Job) => {
    if (job.organizationId === null) throw new Error(`job ${job.id} (${job.kind}) has no organization`);
    return job.organizationId;
  };
  return {
    [SEARCH_POSTING_JOB]: async (job) => {
      await indexPosting(db, organizationOf(job), job.key, embedder);
    },
    [SEARCH_PROFILE_JOB]: async (job) => {
      await indexProfile(db, organizationOf(job), job.key);
    },
  };
}
