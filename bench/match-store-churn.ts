// What recomputes that change nothing leave behind in the match store: dead row versions (what makes
// the embedded database's vacuum of job_posting_matches due, and long) and CPU, on a seeded data
// directory. Runs N posting (or crew profile) recomputes of the largest organization, as the daily
// freshness sweep does when nothing changed, and reports per recompute its wall time, this process's
// CPU, the embedded database process's CPU, and the table's activity counters over all of them; with
// `vacuum`, then the time of VACUUM of the table.
//
// Run (the service must not be running on that directory; it writes matches: use a copy):
//   DATA_DIR=/tmp/copy node --import tsx bench/match-store-churn.ts postings 20 vacuum
//   DATA_DIR=/tmp/copy node --import tsx bench/match-store-churn.ts profiles 40
// As the job handlers run them: with the prepared candidates (a posting's) or postings (a profile's);
// BENCH_PREPARED=0 reads and prepares the other side afresh each time, to measure what those caches
// save. The first recompute fills the cache and is not measured. Dead versions: the counters'
// n_dead_tup, plus the versions the run ended, which garbage collection deletes an hour later.
import { openDatabase } from "@/server/db/database.js";
import { createPreparedCandidatesCache } from "@/server/matching/prepared-candidates-cache.js";
import { createPreparedPostingsCache } from "@/server/matching/prepared-postings-cache.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "@/server/matching/recompute.js";
import { embeddedDatabasePid, readCpuMs } from "./service.js";

const [side = "postings", countArg = "20", vacuumArg] = process.argv.slice(2);
if (side !== "postings" && side !== "profiles") throw new Error("usage: match-store-churn.ts <postings|profiles> <count> [vacuum]");
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR: a seeded data directory (a copy: this writes matches)");
const database = await openDatabase({ dataDir });
const { pool, db } = database;
const databasePid = embeddedDatabasePid(dataDir);
if (databasePid === undefined) throw new Error(`no embedded database is running for ${dataDir}`);
const databaseCpuMs = () => readCpuMs(databasePid) ?? 0;
function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
interface Counters {
  inserted: number;
  updated: number;
  hotUpdated: number;
  deleted: number;
  dead: number;
  ended: number;
}
async function counters(): Promise<Counters> {
  // The session's counts reach the statistics views when it flushes them, every second or so: now.
  await pool.query("select pg_stat_force_next_flush()");
  const { rows } = await pool.query<Counters>(`
    select n_tup_ins::int as inserted, n_tup_upd::int as updated, n_tup_hot_upd::int as "hotUpdated", n_tup_del::int as deleted,
      n_dead_tup::int as dead, (select count(*)::int from job_posting_matches where valid_to <> 'infinity') as ended
    from pg_stat_user_tables where relname = 'job_posting_matches'`);
  return rows[0]!;
}

const organizationId = (await pool.query<{ id: string }>(`select organization_id as id from crew_profiles group by 1 order by count(*) desc limit 1`)).rows[0]!
  .id;
const count = Number(countArg);
const ids = (
  await pool.query<{ id: string }>(
    side === "postings"
      ? `select id from job_postings where organization_id = $1 and state = 'open' order by id limit $2`
      : `select id from crew_profiles where organization_id = $1 order by id limit $2`,
    [organizationId, count + 1],
  )
).rows.map((row) => row.id);
const prepared = process.env.BENCH_PREPARED !== "0";
const candidates = prepared ? createPreparedCandidatesCache() : undefined;
const postings = prepared ? createPreparedPostingsCache() : undefined;
const recompute = (id: string) =>
  side === "postings" ? recomputePostingMatches(db, organizationId, id, { candidates }) : recomputeCandidateMatches(db, organizationId, id, { postings });

await recompute(ids[0]!);
const before = await counters();
const totals = { wallMs: 0, cpuMs: 0, databaseCpuMs: 0, rows: 0 };
for (const id of ids.slice(1)) {
  const [wall, cpu, databaseCpu] = [performance.now(), ownCpuMs(), databaseCpuMs()];
  const outcome = await recompute(id);
  totals.wallMs += performance.now() - wall;
  totals.cpuMs += ownCpuMs() - cpu;
  totals.databaseCpuMs += databaseCpuMs() - databaseCpu;
  totals.rows += outcome.persisted;
}
const after = await counters();
const n = ids.length - 1;
const per = (value: number) => (value / n).toFixed(0);
console.log(
  `${n} ${side} recomputes of organization ${organizationId}${prepared ? "" : " (no prepared cache)"}, per recompute: wall ${per(totals.wallMs)} ms, CPU ${per(totals.cpuMs)} ms here and ${per(totals.databaseCpuMs)} ms in the database, ${per(totals.rows)} rows written`,
);
const delta = Object.fromEntries(Object.keys(after).map((key) => [key, after[key as keyof Counters] - before[key as keyof Counters]]));
console.log(`job_posting_matches over all of them: ${JSON.stringify(delta)}; dead versions now ${after.dead}, to be collected ${delta.ended}`);
if (vacuumArg === "vacuum") {
  const started = performance.now();
  await pool.query("VACUUM job_posting_matches");
  console.log(`VACUUM job_posting_matches: ${(performance.now() - started).toFixed(0)} ms`);
}
await database.close();
