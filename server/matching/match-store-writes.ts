// The persisted match store's writes (issue 14, "Recompute"): table job_posting_matches, one row per
// published VERSION of a pair's match. README-decisions.md "Persisted matches" says why; the rules:
//
// - A run is one recompute's output: a posting's (computePostingMatches) or a candidate's
//   (computeCandidateMatches), with computed_at = when its computation STARTED and computed_by = which.
// - writeRun inserts the run's rows into match_run_rows in batches, one short transaction each: the
//   embedded database runs one session, and an open transaction makes every other statement wait.
//   Nobody reads them there.
// - publishPostingRun / publishCandidateRun then store the run's list bound (posting_match_bounds /
//   candidate_match_bounds), end (valid_to = T) the current rows the run replaces and publish
//   (valid_from = T) its rows, so a read "as of" any time sees either all of the run or none of it. Per
//   pair:
//     * the newer computation wins the score and result: where the current row was computed after this
//       run started, the run's row takes the current row's;
//     * both list flags follow the bounds as they are now: on a list when the pair ranks at or above
//       its bound, or the bound is not full (ARCHITECTURE.md "Matching" says why a list so kept stays a
//       prefix of its order);
//     * pairs of the scope the run did not write end when they were computed before it; newer ones stay
//       with their flags decided again. Where an ended pair was on the other side's list, or the other
//       side published a run while this one computed and has no row of this scope, that side's
//       recompute is queued (enqueue_job);
//   A run older than a run of the same scope already published is stale: dropped whole.
//   A publish is several short transactions (a posting's run at the demo scale held the embedded
//   database 400 ms in one): it registers in match_publishes (one at a time per organization), begins
//   (T, the bound, the rows the run does not replace, the queued recomputes) and publishes its rows a
//   chunk at a time, each chunk ending the versions it replaces and inserting the new ones (a pair
//   whose match came out the same keeps its version instead: confirmUnchanged). Meanwhile the
//   organization's snapshot times stay before the registration, so before T (matchSnapshotTime): every
//   snapshot time handed out is either before T with the run invisible, or after the publish ended with
//   all of it visible. A pair's current row (readCurrentMatch) is always one whole version, the
//   previous or the new one.
// - collectGarbage deletes the rows of runs that never published (a crashed job) and versions ended
//   longer ago than a cursor lives, both in batches.
// Times are milliseconds (timestamp(3)) so that JavaScript Dates carry them exactly.
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { matchRunRows, type matchComputedBy } from "@/server/db/schema.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "./match-job-kinds.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";
import type { ComputedMatch, ListBound } from "./persisted-pairs.js";
import { backgroundTurn } from "@/server/jobs/background-pace.js";

// Rows a transaction writes or publishes: about 15 ms of the embedded database's one session at the
// demo scale (bench/recompute-session-holds.ts), the time a read waits at most behind a recompute.
const WRITE_BATCH = 100;
const PUBLISH_CHUNK = 100;
// A publish whose transactions stopped this long ago is taken for dead (its process crashed).
export const STALE_PUBLISH_MS = 30_000;
const PUBLISH_POLL_MS = 10;
const GARBAGE_BATCH = 1000;
const HOUR_MS = 3_600_000;

export interface MatchRun {
  id: string;
  by: (typeof matchComputedBy)[number];
  // When the computation started (read its inputs after this).
  computedAt: Date;
}

// A run started at a given instant (tests say when).
export function newMatchRun(by: MatchRun["by"], now = new Date()): MatchRun {
  return { id: randomUUID(), by, computedAt: new Date(now.getTime()) };
}

// A run started now by the database's clock, as a recompute starts one: "the newer computation wins"
// compares start times across processes, and the garbage collector compares them with the database's
// now(), so no process's own clock decides (the job queue's leases use the database clock the same way).
export async function startMatchRun(db: Db, by: MatchRun["by"]): Promise<MatchRun> {
  return newMatchRun(by, await databaseNow(db));
}

// The database's clock, to the millisecond: the time a run starts, and the evaluation day (its UTC date).
export async function databaseNow(db: Db): Promise<Date> {
  const clock = await db.execute<{ ms: string }>(sql`select (extract(epoch from date_trunc('milliseconds', clock_timestamp())) * 1000)::bigint::text as ms`);
  return new Date(Number(clock.rows[0]!.ms));
}

export async function writeRun(db: Db, run: MatchRun, rows: readonly ComputedMatch[], organizationId: string): Promise<void> {
  for (let at = 0; at < rows.length; at += WRITE_BATCH) {
    const started = performance.now();
    await db.insert(matchRunRows).values(
      rows.slice(at, at + WRITE_BATCH).map((row) => ({
        runId: run.id,
        matchId: row.matchId,
        organizationId,
        jobPostingId: row.jobPostingId,
        crewProfileId: row.crewProfileId,
        score: row.score,
        confirmedRelevantMonths: row.confirmedRelevantMonths,
        result: row.result,
        inPostingList: row.inPostingList,
        inCandidateList: row.inCandidateList,
        modelVersion: row.modelVersion,
        evaluatedOn: row.evaluatedOn,
        computedAt: run.computedAt,
        computedBy: run.by,
      })),
    );
    if (at + WRITE_BATCH < rows.length) await backgroundTurn(started);
  }
}

export interface PublishOutcome {
  // False when a newer run of the same scope had already published (this run was dropped).
  published: boolean;
  publishedAt: Date | null;
}

export function publishPostingRun(db: Db, run: MatchRun, postingId: string, bound: ListBound, options?: PublishOptions): Promise<PublishOutcome> {
  if (run.by !== "posting") throw new Error("publishPostingRun publishes a posting's run");
  return publishRun(db, run, bound, POSTING_SIDE, CANDIDATE_SIDE, postingId, options);
}

export function publishCandidateRun(db: Db, run: MatchRun, profileId: string, bound: ListBound, options?: PublishOptions): Promise<PublishOutcome> {
  if (run.by !== "candidate") throw new Error("publishCandidateRun publishes a candidate's run");
  return publishRun(db, run, bound, CANDIDATE_SIDE, POSTING_SIDE, profileId, options);
}

// One side of the match store: its key column, its list flag, its bound table and the job that
// recomputes it (job-handlers.ts).
interface Side {
  owners: SQL;
  column: SQL;
  flag: SQL;
  bounds: SQL;
  job: string;
}

const POSTING_SIDE: Side = {
  owners: sql.raw("job_postings"),
  column: sql.raw("job_posting_id"),
  flag: sql.raw("in_posting_list"),
  bounds: sql.raw("posting_match_bounds"),
  job: MATCH_POSTING_JOB,
};
const CANDIDATE_SIDE: Side = {
  owners: sql.raw("crew_profiles"),
  column: sql.raw("crew_profile_id"),
  flag: sql.raw("in_candidate_list"),
  bounds: sql.raw("candidate_match_bounds"),
  job: MATCH_CANDIDATE_JOB,
};

// The current version of a pair, in a statement where the table goes by `alias`.
const current = (alias: string) => sql.raw(`${alias}.valid_from is not null and ${alias}.valid_to = 'infinity'`);

// Whether row `r` belongs to the list of `side`: its bound exists and is not full, or r ranks at or
// above the bound's last item (score desc, confirmed desc, match id asc).
const withinList = (side: Side) => sql`coalesce((
  select not b.is_full or r.score > b.score or (r.score = b.score and (r.confirmed_relevant_months > b.confirmed_relevant_months
    or (r.confirmed_relevant_months = b.confirmed_relevant_months and r.match_id <= b.match_id)))
  from ${side.bounds} b where b.${side.column} = r.${side.column}), false)`;

// How a publish goes (options for tests and the bench): rows a transaction publishes, and a hook after
// each transaction of rows.
export interface PublishOptions {
  chunkRows?: number;
  afterChunk?: () => Promise<void>;
}

async function publishRun(db: Db, run: MatchRun, bound: ListBound, own: Side, other: Side, id: string, options: PublishOptions = {}): Promise<PublishOutcome> {
  for (;;) {
    const begun = await beginPublish(db, run, bound, own, other, id);
    if (begun.kind === "dropped") return { published: false, publishedAt: null };
    if (begun.kind === "busy") {
      // Another run of the organization is publishing: wait for it, or finish it if its process died.
      if (begun.stale) await finishPublish(db, begun.pending, options);
      else await delay(PUBLISH_POLL_MS);
      continue;
    }
    const { pending } = begun;
    // A transaction that failed (a deadlock with a delete on a PostgreSQL server, say) is tried again
    // at once: until the publish is finished, the organization's lists stay as they were and its next
    // publish waits.
    await finishPublish(db, pending, options).catch((error: unknown) =>
      finishPublish(db, pending, options).catch(() => {
        throw error;
      }),
    );
    return { published: true, publishedAt: pending.publishedAt };
  }
}

// A registered publish (table match_publishes) with its instant T, null while it has not begun.
export interface PendingPublish {
  organizationId: string;
  runId: string;
  publishedAt: Date | null;
}

// The registrations the condition picks, and whether each has been silent for STALE_PUBLISH_MS.
async function registrations(db: Db, condition: SQL, staleAfterMs = STALE_PUBLISH_MS): Promise<{ pending: PendingPublish; stale: boolean }[]> {
  const result = await db.execute<{ organization_id: string; run_id: string; published_at: string | null; stale: boolean }>(sql`
    select organization_id, run_id, (extract(epoch from published_at) * 1000)::bigint::text as published_at,
      heartbeat_at < clock_timestamp() - ${`${staleAfterMs} milliseconds`}::interval as stale
    from match_publishes where ${condition}`);
  return result.rows.map((row) => ({
    pending: { organizationId: row.organization_id, runId: row.run_id, publishedAt: row.published_at === null ? null : new Date(Number(row.published_at)) },
    stale: row.stale,
  }));
}

type Begun = { kind: "dropped" } | { kind: "busy"; stale: boolean; pending: PendingPublish | null } | { kind: "begun"; pending: PendingPublish };

// Registers the publish (the organization's snapshot times stop before it), then in one transaction
// picks T, stores the run's bound, ends or keeps the scope's rows the run did not write, settles each
// pair's newer computation and queues the other side's recomputes the publish makes necessary. Only
// the run's rows are left to publish (finishPublish).
async function beginPublish(db: Db, run: MatchRun, bound: ListBound, own: Side, other: Side, id: string): Promise<Begun> {
  const computedAt = run.computedAt.toISOString();
  const runAt = sql`${computedAt}::timestamptz`;
  const owner = await db.execute<{ organization_id: string }>(sql`select organization_id from ${own.owners} where id = ${id}`);
  const organizationId = owner.rows[0]?.organization_id;
  if (organizationId === undefined) return dropRun(db, run);
  // Its own statement, committed before T is read from the clock: a snapshot time that did not see this
  // row was taken before it committed, so before T (matchSnapshotTime).
  const registered = await db.execute(sql`
    insert into match_publishes (organization_id, run_id, registered_at, heartbeat_at)
    values (${organizationId}, ${run.id}, clock_timestamp(), clock_timestamp())
    on conflict (organization_id) do nothing`);
  if ((registered.rowCount ?? 0) === 0) {
    const [other] = await registrations(db, sql`organization_id = ${organizationId}`);
    return { kind: "busy", stale: other?.stale ?? false, pending: other?.pending ?? null };
  }
  const begun = await db
    .transaction(async (tx): Promise<Begun> => {
      // Plans made for this publish's values. The embedded database plans every statement once for any
      // values (db/embedded/pglite-process.ts). When a run's rows waited in job_posting_matches, the plan
      // for `run_id = $1` scanned the whole table (the demo seed's full recompute writes millions of rows
      // under a few run ids): a profile's publish took 4.1 to 6.7 s at the bench's large scale, against
      // milliseconds with plans for the values. They wait in match_run_rows now (0033); the setting stays
      // for this transaction's other lookups, which were measured with it.
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      const stale = await tx.execute(sql`select 1 from ${own.bounds} where ${own.column} = ${id} and computed_at > ${runAt}`);
      if (stale.rows.length > 0) return { kind: "dropped" };
      // T: a millisecond after the clock, which is after the registration committed.
      const clock = await tx.execute<{ ms: string }>(sql`
      update match_publishes set published_at = date_trunc('milliseconds', clock_timestamp()) + interval '1 millisecond',
        heartbeat_at = clock_timestamp()
      where organization_id = ${organizationId} and run_id = ${run.id}
      returning (extract(epoch from published_at) * 1000)::bigint::text as ms`);
      // Gone: a publisher took this one for dead (finishPublish); register again.
      if (!clock.rows[0]) return { kind: "busy", stale: false, pending: null };
      const publishedAt = new Date(Number(clock.rows[0].ms));
      const at = sql`${publishedAt.toISOString()}::timestamptz`;

      // This side's new bound.
      await tx.execute(sql`
      insert into ${own.bounds} (${own.column}, organization_id, is_full, score, confirmed_relevant_months, match_id, computed_at, model_version)
      values (${id}, ${organizationId}, ${bound.isFull}, ${bound.score}, ${bound.confirmedRelevantMonths}, ${bound.matchId}, ${runAt}, ${MATCH_MODEL_VERSION})
      on conflict (${own.column}) do update set is_full = excluded.is_full, score = excluded.score,
        confirmed_relevant_months = excluded.confirmed_relevant_months, match_id = excluded.match_id,
        computed_at = excluded.computed_at, model_version = excluded.model_version`);

      // Current pairs of this scope the run did not write. Computed before the run started: the run found
      // they belong to no list of its own and it did not need them for the other side's, so they end;
      // where the other side's list held one (a run of that side published it while this one computed),
      // that side is recomputed. Computed after: a newer computation's score, kept, its flags decided at
      // publish like the run's own rows.
      // One statement, so that the scope's current rows are looked through once (three statements took
      // 13 ms each for a posting's 1,600 at the demo scale).
      await tx.execute(sql`
      with fallen as (
        select * from job_posting_matches c
        where c.${own.column} = ${id} and ${current("c")}
          and c.match_id not in (select match_id from match_run_rows where run_id = ${run.id})),
      ended as (
        update job_posting_matches c set valid_to = ${at} from fallen f
        where c.id = f.id and f.computed_at <= ${runAt}
        returning c.${other.column} as other_id, c.organization_id, c.${other.flag} as listed),
      kept as (
        insert into match_run_rows (run_id, ${RUN_COLUMNS})
        select ${run.id}, ${RUN_COLUMNS} from fallen where computed_at > ${runAt})
      select enqueue_job(${other.job}, other_id::text, organization_id) from ended where listed`);

      // The newer computation wins a pair's score.
      await tx.execute(sql`
      update match_run_rows r
      set score = c.score, confirmed_relevant_months = c.confirmed_relevant_months, result = c.result,
          model_version = c.model_version, evaluated_on = c.evaluated_on, computed_at = c.computed_at,
          computed_by = c.computed_by
      from job_posting_matches c
      where r.run_id = ${run.id} and c.match_id = r.match_id and ${current("c")}
        and c.computed_at > r.computed_at`);
      // Nothing new for a pair whose current version is the same computation with the same flags.
      await tx.execute(sql`
      delete from match_run_rows r using job_posting_matches c
      where r.run_id = ${run.id} and c.match_id = r.match_id and ${current("c")}
        and c.computed_at = r.computed_at and c.in_posting_list = ${withinList(POSTING_SIDE)} and c.in_candidate_list = ${withinList(CANDIDATE_SIDE)}`);

      // The other side's runs that started after this one and published first decided against this
      // side's old bound, and wrote no row for a pair that was below it then: recompute them. (Once the
      // run is published, a pair of this scope has a current row exactly when it has one now or a row in
      // the run.)
      await tx.execute(sql`
      select enqueue_job(${other.job}, b.${other.column}::text, b.organization_id)
      from ${other.bounds} b
      where b.organization_id = ${organizationId} and b.computed_at > ${runAt}
        and not exists (select 1 from job_posting_matches c where c.${own.column} = ${id} and c.${other.column} = b.${other.column} and ${current("c")})
        and not exists (select 1 from match_run_rows r where r.run_id = ${run.id} and r.${other.column} = b.${other.column})`);
      return { kind: "begun", pending: { organizationId, runId: run.id, publishedAt } };
    })
    .catch(async (error: unknown) => {
      // Nothing of it was written: let the organization's next publish go at once.
      await db.execute(sql`delete from match_publishes where organization_id = ${organizationId} and run_id = ${run.id}`);
      throw error;
    });
  if (begun.kind === "dropped") {
    await dropRun(db, run);
    await db.execute(sql`delete from match_publishes where organization_id = ${organizationId} and run_id = ${run.id}`);
  }
  return begun;
}

async function dropRun(db: Db, run: MatchRun): Promise<{ kind: "dropped" }> {
  await db.execute(sql`delete from match_run_rows where run_id = ${run.id}`);
  return { kind: "dropped" };
}

// Publishes a begun run's rows at its T a chunk at a time, each chunk one short transaction that ends
// the versions its rows replace and inserts the new ones, then ends the registration. Anyone may finish
// a publish whose process died: every step is decided by the registration and the rows (a chunk's rows
// are locked and deleted with it, so two finishers never publish the same row), and both flags come
// from the bounds, which no other publish of the organization changes meanwhile. A registration
// without T never began: it just goes.
export async function finishPublish(db: Db, pending: PendingPublish | null, options: PublishOptions = {}): Promise<void> {
  if (!pending) return;
  const { organizationId, runId } = pending;
  if (pending.publishedAt) {
    const at = sql`${pending.publishedAt.toISOString()}::timestamptz`;
    const chunkRows = options.chunkRows ?? PUBLISH_CHUNK;
    for (;;) {
      const started = performance.now();
      const published = await db.transaction(async (tx) => {
        const chunk = await tx.execute<{ match_id: string }>(sql`
          select match_id from match_run_rows where run_id = ${runId} order by match_id limit ${chunkRows} for update`);
        if (chunk.rows.length === 0) return 0;
        const matchIds = chunk.rows.map((row) => row.match_id);
        const confirmed = await confirmUnchanged(tx, runId, matchIds);
        const changed = matchIds.filter((matchId) => !confirmed.has(matchId));
        if (changed.length > 0) {
          await tx.execute(sql`
            update job_posting_matches c set valid_to = ${at}
            where ${current("c")} and c.match_id = any(${pgUuids(changed)})`);
          // Both flags from both bounds as they are now, in the statement that publishes.
          await tx.execute(sql`
            insert into job_posting_matches (id, run_id, valid_from, ${RUN_COLUMNS})
            select gen_random_uuid(), r.run_id, ${at}, r.match_id, r.organization_id, r.job_posting_id, r.crew_profile_id, r.score,
              r.confirmed_relevant_months, r.result, ${withinList(POSTING_SIDE)}, ${withinList(CANDIDATE_SIDE)}, r.model_version,
              r.evaluated_on, r.computed_at, r.computed_by
            from match_run_rows r where r.run_id = ${runId} and r.match_id = any(${pgUuids(changed)})`);
        }
        await tx.execute(sql`delete from match_run_rows where run_id = ${runId} and match_id = any(${pgUuids(matchIds)})`);
        await tx.execute(sql`
          update match_publishes set heartbeat_at = clock_timestamp() where organization_id = ${organizationId} and run_id = ${runId}`);
        return chunk.rows.length;
      });
      if (published === 0) break;
      await options.afterChunk?.();
      // Each chunk holds the embedded database's one session: while requests wait, the next one waits
      // too (background-pace.ts). The organization's lists show the run before it meanwhile.
      await backgroundTurn(started);
    }
    // Snapshot times after this statement may reach T: wait until the clock has passed it.
    await db.execute(sql`select pg_sleep(greatest(0, extract(epoch from (${at} - clock_timestamp()))))`);
  }
  await db.execute(sql`delete from match_publishes where organization_id = ${organizationId} and run_id = ${runId}`);
}

// The run's rows of these pairs that repeat their pair's current version (the same score, result and
// model version, and both flags as the bounds decide them now) publish no new version: the current row
// takes the run's computation time and evaluation day in place. Returns their match ids. Why: most
// recomputes change few of the pairs they write (the daily freshness sweep, a recompute queued by a
// change that touches no requirement), and a new version is a row that dies once it is ended and
// collected, entered into every index of the table, which the embedded database's vacuum scans in full
// while it holds the one session (ARCHITECTURE.md "Matching"). The columns so updated are in no index,
// so PostgreSQL may keep the update on the row's page (HOT). The current row's id stays, so caches keyed
// by the version's id also compare its computation time (rendered-match-items.ts).
async function confirmUnchanged(tx: Pick<Db, "execute">, runId: string, matchIds: readonly string[]): Promise<Set<string>> {
  const confirmed = await tx.execute<{ match_id: string }>(sql`
    update job_posting_matches c set computed_at = r.computed_at, computed_by = r.computed_by, evaluated_on = r.evaluated_on
    from match_run_rows r
    where r.run_id = ${runId} and r.match_id = any(${pgUuids(matchIds)}) and c.match_id = r.match_id and ${current("c")}
      and c.computed_at < r.computed_at and c.score = r.score and c.confirmed_relevant_months = r.confirmed_relevant_months
      and c.model_version = r.model_version and c.result = r.result
      and c.in_posting_list = ${withinList(POSTING_SIDE)} and c.in_candidate_list = ${withinList(CANDIDATE_SIDE)}
    returning c.match_id`);
  return new Set(confirmed.rows.map((row) => row.match_id));
}

// Publishes whose process died (upkeep, match-maintenance.ts): finished, so that the organizations'
// snapshot times move on.
export async function finishStalePublishes(db: Db, staleAfterMs = STALE_PUBLISH_MS): Promise<number> {
  const stale = (await registrations(db, sql`true`, staleAfterMs)).filter((registration) => registration.stale);
  for (const { pending } of stale) await finishPublish(db, pending);
  return stale.length;
}

const pgUuids = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
// The columns a run decides, in match_run_rows and job_posting_matches alike.
const RUN_COLUMNS = sql.raw(`match_id, organization_id, job_posting_id, crew_profile_id, score, confirmed_relevant_months, result,
  in_posting_list, in_candidate_list, model_version, evaluated_on, computed_at, computed_by`);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GarbageOptions {
  // A run unpublished this long after it started never will (its job crashed; a rerun is a new run).
  unpublishedAfterMs?: number;
  // How long an ended version stays readable: at least as long as a page's cursor lives.
  endedAfterMs?: number;
}

export async function collectGarbage(db: Db, options: GarbageOptions = {}): Promise<number> {
  const unpublished = `${options.unpublishedAfterMs ?? HOUR_MS} milliseconds`;
  const ended = `${options.endedAfterMs ?? HOUR_MS} milliseconds`;
  let deleted = 0;
  for (const batch of [
    // (A run being published is finished by whoever finds it, not collected.)
    sql`delete from match_run_rows where (run_id, match_id) in (select run_id, match_id from match_run_rows
      where computed_at < now() - ${unpublished}::interval and run_id not in (select run_id from match_publishes) limit ${GARBAGE_BATCH})`,
    sql`delete from job_posting_matches where id in (select id from job_posting_matches
      where valid_to <> 'infinity' and valid_to < now() - ${ended}::interval limit ${GARBAGE_BATCH})`,
  ]) {
    for (;;) {
      const result = await db.execute(batch);
      deleted += result.rowCount ?? 0;
      if ((result.rowCount ?? 0) < GARBAGE_BATCH) break;
    }
  }
  return deleted;
}
