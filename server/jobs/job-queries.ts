// Every statement the worker sends, each one statement on its own (its own short transaction): on the
// embedded database an open transaction holds the only session, so the queue never keeps one open.
// Each write to a claimed job is fenced by (id, attempts): a run whose lease ran out and whose job was
// claimed again by another worker can no longer finish, renew or fail it.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import type { Job } from "./job.js";

// The instant a statement works at: the database's clock by default (so that leases mean the same to
// every process), or the worker's injected clock (tests move time instead of sleeping).
export type ClockAt = Date | undefined;

function at(now: ClockAt): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

function after(now: ClockAt, ms: number): SQL {
  return sql`(${at(now)} + make_interval(secs => ${ms / 1000}::double precision))`;
}

function before(now: ClockAt, ms: number): SQL {
  return sql`(${at(now)} - make_interval(secs => ${ms / 1000}::double precision))`;
}

interface JobRow extends Record<string, unknown> {
  id: string | number;
  kind: string;
  key: string;
  organization_id: string | null;
  payload: unknown;
  attempts: number;
}

function toJob(row: JobRow | undefined): Job | undefined {
  if (!row) return undefined;
  return { id: Number(row.id), kind: row.kind, key: row.key, organizationId: row.organization_id, payload: row.payload, attempt: row.attempts };
}

// The statements a worker sends for every job (the look, the two claims, a lease's renewal, the end
// of a run) are prepared once per session: planning them on every call cost the embedded database more
// than running them, about as much per job as a profile's index entry (issue 16's note). Their
// instant is $n, null for the database's clock.
const nowParam = (n: number) => `coalesce($${n}::timestamptz, now())`;
const leaseEnd = (n: number, ms: number) => `(${nowParam(n)} + make_interval(secs => $${ms}::double precision / 1000))`;
const jobColumns = `"id", "kind", "key", "organization_id", "payload", "attempts"`;

// What waits for these kinds: the kinds with a due job (in the order given), and whether a running job's
// lease ran out. What an idle worker asks on every poll before it claims; read only, one probe of the
// (kind, run_after) index per kind.
const lookStatement = preparedSql<{ due_kinds: string[]; expired: boolean }>(
  "jobs_look",
  `SELECT ARRAY(
            SELECT "u"."kind" FROM unnest($1::text[]) WITH ORDINALITY AS "u"("kind", "n")
            WHERE EXISTS (SELECT 1 FROM "jobs" WHERE "state" = 'waiting' AND "kind" = "u"."kind" AND "run_after" <= ${nowParam(2)})
            ORDER BY "u"."n") AS "due_kinds",
          EXISTS (SELECT 1 FROM "jobs" WHERE "state" = 'running' AND "leased_until" < ${nowParam(2)} AND "kind" = ANY($1::text[])) AS "expired"`,
);

export async function lookForWork(db: Db, options: { kinds: readonly string[]; now: ClockAt }): Promise<{ dueKinds: string[]; expired: boolean }> {
  const [row] = await lookStatement(db, [[...options.kinds], options.now?.toISOString() ?? null]);
  return { dueKinds: row?.due_kinds ?? [], expired: row?.expired === true };
}

// $1 kind, $2 now, $3 lease in ms.
const claimDueStatement = preparedSql<JobRow>(
  "jobs_claim_due",
  `UPDATE "jobs" SET "state" = 'running', "attempts" = "attempts" + 1, "leased_until" = ${leaseEnd(2, 3)}, "updated_at" = ${nowParam(2)}
  WHERE "id" = (
    SELECT "j"."id" FROM "jobs" "j"
    WHERE "j"."state" = 'waiting' AND "j"."kind" = $1::text AND "j"."run_after" <= ${nowParam(2)}
      AND NOT EXISTS (SELECT 1 FROM "jobs" "r" WHERE "r"."kind" = "j"."kind" AND "r"."key" = "j"."key" AND "r"."state" = 'running')
    ORDER BY "j"."run_after", "j"."id"
    LIMIT 1
    FOR UPDATE SKIP LOCKED
  ) AND "state" = 'waiting'
  RETURNING ${jobColumns}`,
);

// The next due waiting job of this kind, oldest run_after first, unless the same (kind, key) is
// running: a job enqueued while its twin runs waits for it to finish. One kind per claim: the worker
// takes the kinds in turn (job-worker.ts), so that ten thousand search entries queued by an import do
// not hold up a posting's recompute queued after them.
export async function claimDueJob(db: Db, options: { kind: string; leaseMs: number; now: ClockAt }): Promise<Job | undefined> {
  const rows = await claimDueStatement(db, [options.kind, options.now?.toISOString() ?? null, options.leaseMs]);
  return toJob(rows[0]);
}

const claimExpiredStatement = preparedSql<JobRow>(
  "jobs_claim_expired",
  `UPDATE "jobs" SET "attempts" = "attempts" + 1, "leased_until" = ${leaseEnd(2, 3)}, "updated_at" = ${nowParam(2)},
    "last_error" = 'attempt ' || "attempts" || ' did not finish: its worker stopped and its lease ran out'
  WHERE "id" = (
    SELECT "id" FROM "jobs"
    WHERE "state" = 'running' AND "leased_until" < ${nowParam(2)} AND "kind" = ANY($1::text[])
    ORDER BY "leased_until"
    LIMIT 1
    FOR UPDATE SKIP LOCKED
  ) AND "state" = 'running' AND "leased_until" < ${nowParam(2)}
  RETURNING ${jobColumns}`,
);

// A running job whose lease ran out: its worker stopped mid-job (a crash, a kill, a lost connection).
// It is claimed again as it stands, with one more attempt, and the reason kept in last_error.
export async function claimExpiredJob(db: Db, options: { kinds: readonly string[]; leaseMs: number; now: ClockAt }): Promise<Job | undefined> {
  const rows = await claimExpiredStatement(db, [[...options.kinds], options.now?.toISOString() ?? null, options.leaseMs]);
  return toJob(rows[0]);
}

// $1 id, $2 attempts (the run's fence), $3 now, $4 lease in ms.
const renewStatement = preparedSql<{ id: string }>(
  "jobs_renew_lease",
  `UPDATE "jobs" SET "leased_until" = ${leaseEnd(3, 4)}, "updated_at" = ${nowParam(3)}
  WHERE "id" = $1::bigint AND "state" = 'running' AND "attempts" = $2::int RETURNING "id"`,
);

// False when the run no longer holds the job (its lease ran out and another worker took it).
export async function renewLease(db: Db, job: Job, options: { leaseMs: number; now: ClockAt }): Promise<boolean> {
  const rows = await renewStatement(db, [job.id, job.attempt, options.now?.toISOString() ?? null, options.leaseMs]);
  return rows.length > 0;
}

const doneStatement = preparedSql<{ id: string }>(
  "jobs_done",
  `UPDATE "jobs" SET "state" = 'done', "leased_until" = NULL, "finished_at" = ${nowParam(3)}, "updated_at" = ${nowParam(3)}
  WHERE "id" = $1::bigint AND "state" = 'running' AND "attempts" = $2::int RETURNING "id"`,
);

export async function markJobDone(db: Db, job: Job, now: ClockAt): Promise<boolean> {
  const rows = await doneStatement(db, [job.id, job.attempt, now?.toISOString() ?? null]);
  return rows.length > 0;
}

// No attempt left: the job stays, failed, with its error, until retention removes it.
export async function markJobFailed(db: Db, job: Job, error: string, now: ClockAt): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE "jobs" SET "state" = 'failed', "leased_until" = NULL, "last_error" = ${error}, "finished_at" = ${at(now)}, "updated_at" = ${at(now)}
    WHERE "id" = ${job.id} AND "state" = 'running' AND "attempts" = ${job.attempt}`);
  return (result.rowCount ?? 0) > 0;
}

// The run failed with attempts left: the job waits again until the backoff is over. If its (kind, key)
// was enqueued again while it ran, that waiting twin already covers this work (handlers read the current
// state), so the failed run folds into it: its row goes, and the twin waits at least as long and shows
// the error. One statement, so no transaction stays open; an enqueue committing a twin between its
// snapshot and its write makes it fail on the unique index, and the caller tries once more.
export async function retryJobLater(db: Db, job: Job, options: { error: string; delayMs: number; now: ClockAt }): Promise<boolean> {
  const { error, delayMs, now } = options;
  const retryAt = after(now, delayMs);
  const result = await db.execute<{ written: number }>(sql`
    WITH "mine" AS (
      SELECT "id", "kind", "key" FROM "jobs" WHERE "id" = ${job.id} AND "state" = 'running' AND "attempts" = ${job.attempt}
    ), "twin" AS (
      UPDATE "jobs" "w" SET "run_after" = greatest("w"."run_after", ${retryAt}), "last_error" = ${error}, "updated_at" = ${at(now)}
      FROM "mine" WHERE "w"."kind" = "mine"."kind" AND "w"."key" = "mine"."key" AND "w"."state" = 'waiting'
      RETURNING "w"."id"
    ), "folded" AS (
      DELETE FROM "jobs" "d" USING "mine"
      WHERE "d"."id" = "mine"."id" AND "d"."state" = 'running' AND "d"."attempts" = ${job.attempt} AND EXISTS (SELECT 1 FROM "twin")
      RETURNING "d"."id"
    ), "requeued" AS (
      UPDATE "jobs" "q" SET "state" = 'waiting', "run_after" = ${retryAt}, "leased_until" = NULL, "last_error" = ${error}, "updated_at" = ${at(now)}
      FROM "mine" WHERE "q"."id" = "mine"."id" AND "q"."state" = 'running' AND "q"."attempts" = ${job.attempt} AND NOT EXISTS (SELECT 1 FROM "twin")
      RETURNING "q"."id"
    )
    SELECT ((SELECT count(*) FROM "folded") + (SELECT count(*) FROM "requeued"))::int AS "written"`);
  return (result.rows[0]?.written ?? 0) > 0;
}

// Retention: finished jobs older than their kept age, in batches so each delete stays short.
export async function deleteFinishedJobs(db: Db, options: { keepDoneMs: number; keepFailedMs: number; now: ClockAt; batch?: number }): Promise<number> {
  const batch = options.batch ?? 1000;
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM "jobs" WHERE "id" IN (
        SELECT "id" FROM "jobs"
        WHERE ("state" = 'done' AND "finished_at" < ${before(options.now, options.keepDoneMs)})
           OR ("state" = 'failed' AND "finished_at" < ${before(options.now, options.keepFailedMs)})
        LIMIT ${batch}
      )`);
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batch) return deleted;
  }
}

// Kinds that wait with no handler in this worker (none yet, or another service version's). A walk
// over the waiting jobs' (kind, key) index, one kind after another, never a scan of the table: the
// queue keeps a day of finished jobs (hundreds of thousands after a bulk import), and the embedded
// database, with no autovacuum, keeps stale statistics that made a scan of them look cheap (291 ms
// a minute per worker loop on the search bench's 300,200 jobs).
const waitingKindsStatement = preparedSql<{ kind: string }>(
  "jobs_waiting_kinds",
  `WITH RECURSIVE "kinds" AS (
    (SELECT "kind" FROM "jobs" WHERE "state" = 'waiting' ORDER BY "kind" LIMIT 1)
    UNION ALL
    SELECT (SELECT "j"."kind" FROM "jobs" "j" WHERE "j"."state" = 'waiting' AND "j"."kind" > "kinds"."kind" ORDER BY "j"."kind" LIMIT 1)
    FROM "kinds" WHERE "kinds"."kind" IS NOT NULL
  )
  SELECT "kind" FROM "kinds" WHERE "kind" IS NOT NULL AND NOT ("kind" = ANY($1::text[])) ORDER BY "kind" LIMIT 100`,
);

export async function waitingKindsOtherThan(db: Db, kinds: readonly string[]): Promise<string[]> {
  return (await waitingKindsStatement(db, [[...kinds]])).map((row) => row.kind);
}
