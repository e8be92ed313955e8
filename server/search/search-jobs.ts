// The search index's job kind and its handler (server/jobs/job-handlers.ts registers it). Queued by
// the triggers of migration 0019; the key is the posting's id.
import type { Db } from "@/server/db/database.js";
import type { JobHandler } from "@/server/jobs/job.js";
import type { Embedder } from "./embedder.js";
import { defaultEmbedder } from "./embedder-config.js";
import { indexPosting } from "./posting-indexer.js";

export const SEARCH_POSTING_JOB = "search.posting";

export function searchJobHandlers(db: Db, embedder: Embedder = defaultEmbedder()): Record<string, JobHandler> {
  return {
    [SEARCH_POSTING_JOB]: async (job) => {
      if (job.organizationId === null) throw new Error(`job ${job.id} (${job.kind}) has no organization`);
      await indexPosting(db, job.organizationId, job.key, embedder);
    },
  };
}
