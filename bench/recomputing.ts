// BENCH_RECOMPUTING=1 (bench/run.ts): the reads measured while the service's job queue recomputes every
// match of one organization, as it does after a change of the match model. The bench queues a
// posting's and a profile's recompute for each of them through the queue's own function (enqueue_job,
// migration 0011), from a connection of its own to the service's database, and afterwards counts what
// the worker finished and drops what is still waiting, so that the service stops promptly.
import { openDatabase } from "@/server/db/database.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import type { Store } from "./service.js";

export interface QueuedRecompute {
  postings: number;
  profiles: number;
  progress(): Promise<{ done: number; waiting: number }>;
  cancel(): Promise<void>;
}

export async function queueFullRecompute(store: Store, organizationId: string): Promise<QueuedRecompute> {
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  const { pool } = database;
  const since = (await pool.query<{ now: Date }>("select clock_timestamp() as now")).rows[0]!.now;
  const postings = await pool.query(`select enqueue_job($1, id::text, organization_id) from job_postings where organization_id = $2`, [
    MATCH_POSTING_JOB,
    organizationId,
  ]);
  const profiles = await pool.query(`select enqueue_job($1, id::text, organization_id) from crew_profiles where organization_id = $2`, [
    MATCH_CANDIDATE_JOB,
    organizationId,
  ]);
  const kinds = [MATCH_POSTING_JOB, MATCH_CANDIDATE_JOB];
  return {
    postings: postings.rowCount ?? 0,
    profiles: profiles.rowCount ?? 0,
    async progress() {
      const { rows } = await pool.query<{ done: number; waiting: number }>(
        `select count(*) filter (where state = 'done' and finished_at >= $2)::int as done, count(*) filter (where state = 'waiting')::int as waiting
         from jobs where organization_id = $1 and kind = any($3::text[])`,
        [organizationId, since, kinds],
      );
      return rows[0]!;
    },
    async cancel() {
      await pool.query(`delete from jobs where organization_id = $1 and kind = any($2::text[]) and state = 'waiting'`, [organizationId, kinds]);
      await database.close();
    },
  };
}
