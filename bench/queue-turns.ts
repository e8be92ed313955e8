// How long a match recompute waits in the job queue behind a backlog of another kind: on a data directory
// that `crew demo seed --scale 8` has just seeded (each of its profiles' search entries still queued),
// the service is started, then three profiles' and two postings' recomputes of the largest organization
// are queued one at a time (enqueue_job, as a trigger queues them), each timed until it is done.
//
// Run (on a copy: the service drains the backlog and writes matches):
//   node --import tsx bench/queue-turns.ts <data directory>
import { openDatabase } from "@/server/db/database.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import { startService } from "./service.js";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node --import tsx bench/queue-turns.ts <data directory>");
const giveUpMs = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const service = await startService({ dataDir }, { timeoutSeconds: 600 });
const database = await openDatabase({ dataDir });
const { pool } = database;
try {
  const organizationId = (await pool.query<{ id: string }>("select organization_id as id from crew_profiles group by 1 order by count(*) desc limit 1"))
    .rows[0]!.id;
  const profiles = (await pool.query<{ id: string }>("select id from crew_profiles where organization_id = $1 order by id limit 3", [organizationId])).rows;
  const postings = (
    await pool.query<{ id: string }>("select id from job_postings where organization_id = $1 and state = 'open' order by id limit 2", [organizationId])
  ).rows;
  const backlog = async () =>
    (
      await pool.query<{ n: number }>("select count(*)::int as n from jobs where state = 'waiting' and kind <> all($1::text[])", [
        [MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB],
      ])
    ).rows[0]!.n;

  const timeJob = async (kind: string, key: string) => {
    const waiting = await backlog();
    const started = performance.now();
    const id = (await pool.query<{ id: string }>("select enqueue_job($1, $2, $3) as id", [kind, key, organizationId])).rows[0]!.id;
    for (;;) {
      const state = (await pool.query<{ state: string }>("select state from jobs where id = $1", [id])).rows[0]?.state;
      const ms = performance.now() - started;
      if (state === "done" || state === "failed")
        return console.log(`${kind} ${key}: ${state} after ${ms.toFixed(0)} ms, ${waiting} other jobs waiting when queued`);
      if (ms > giveUpMs) return console.log(`${kind} ${key}: not done after ${giveUpMs / 1000} s, ${waiting} other jobs waiting when queued`);
      await sleep(20);
    }
  };
  await sleep(3_000);
  for (const { id } of profiles) await timeJob(MATCH_CANDIDATE_JOB, id);
  for (const { id } of postings) await timeJob(MATCH_POSTING_JOB, id);
} finally {
  await database.close();
  await service.stop();
}
