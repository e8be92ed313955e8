// Matches older than a day, or computed by another version of the engine, are computed again (issue
// 14: ages, open-ended contracts and certificate expiry move with the date). The service calls this
// every few minutes (main.ts): it queues the recompute of the lists whose bound is stale, and of
// postings and profiles never computed, oldest first, at most `limit` of each per call, so that a
// model-version change spreads over the queue instead of filling it at once.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "./match-job-kinds.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";

export interface FreshnessOptions {
  // How old a list may be (one day by default).
  maxAgeMs?: number;
  // Recomputes queued per side and call.
  limit?: number;
}

// The number of jobs queued (or found already waiting).
export async function queueStaleMatches(db: Db, options: FreshnessOptions = {}): Promise<number> {
  const maxAge = `${options.maxAgeMs ?? 24 * 3_600_000} milliseconds`;
  const limit = options.limit ?? 200;
  let queued = 0;
  for (const side of [
    { owners: sql.raw("job_postings"), bounds: sql.raw("posting_match_bounds"), column: sql.raw("job_posting_id"), job: MATCH_POSTING_JOB },
    { owners: sql.raw("crew_profiles"), bounds: sql.raw("candidate_match_bounds"), column: sql.raw("crew_profile_id"), job: MATCH_CANDIDATE_JOB },
  ]) {
    const result = await db.execute(sql`
      select enqueue_job(${side.job}, stale.id::text, stale.organization_id)
      from (
        select o.id, o.organization_id from ${side.owners} o
        left join ${side.bounds} b on b.${side.column} = o.id
        where b.computed_at is null or b.computed_at < now() - ${maxAge}::interval or b.model_version <> ${MATCH_MODEL_VERSION}
        order by b.computed_at nulls first
        limit ${limit}
      ) stale`);
    queued += result.rows.length;
  }
  return queued;
}
