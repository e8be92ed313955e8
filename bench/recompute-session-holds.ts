// How long one posting's and one profile's recompute hold the database, statement by statement and
// transaction by transaction: on the embedded database every other statement waits meanwhile, so the
// longest hold bounds what the reads' p99 can be while recomputes run (issue 14). It also prints the
// longest stretches the recompute kept the service's event loop busy.
//
//   node --import tsx bench/recompute-session-holds.ts <data directory>
//
// on a data directory no service has open (e.g. BENCH_LARGE_DATA_DIR's, or one `npm start` seeded). It
// recomputes the largest organization's 18th open posting twice (the prepared-candidates cache cold,
// then warm) and its 4,712th profile twice (the last ones of a smaller set), printing the slowest
// statements and each transaction's hold. Every statement is timed around node-postgres's query
// methods, so the times include the trip to the database.
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/server/db/database.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "@/server/matching/recompute.js";
import { createPreparedCandidatesCache } from "@/server/matching/prepared-candidates-cache.js";

const timings: { ms: number; text: string; at: number; held?: number }[] = [];
// Times a query method of node-postgres: Client.query for transactions' statements, Pool.query for the
// rest (which hands a callback to Client.query, so the client's own timing misses those).
function timeQueries(prototype: { query: unknown }) {
  const original = prototype.query as (...args: unknown[]) => unknown;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : (first?.text ?? "");
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    if (result && typeof result.then === "function") {
      result.then(
        () => timings.push({ at: started, ms: performance.now() - started, text: text.replace(/\s+/g, " ").slice(0, 140) }),
        () => {},
      );
    }
    return result;
  };
}
timeQueries(pg.Client.prototype as unknown as { query: unknown });
timeQueries(pg.Pool.prototype as unknown as { query: unknown });

// The service answers requests on the event loop that runs the recompute: a stretch of synchronous work
// (evaluating and sorting every pair) delays every request in flight by its length. A 5 ms timer's
// lateness measures those stretches.
function watchEventLoop() {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last - 5);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return gaps.sort((a, b) => b - a).slice(0, 3);
    },
  };
}

const database = await openDatabase({ dataDir: process.argv[2]! });
const db = database.db;
const org = (await db.execute<{ id: string }>(sql`select organization_id as id from job_postings group by organization_id order by count(*) desc limit 1`))
  .rows[0]!.id;
// The 18th and the 4,712th, or the last there is on a smaller data set (the demo's).
const posting = (
  await db.execute<{ id: string }>(
    sql`select id from job_postings where organization_id = ${org} and state = 'open' order by id
      limit 1 offset (select least(17, count(*) - 1) from job_postings where organization_id = ${org} and state = 'open')`,
  )
).rows[0]!.id;
const profile = (
  await db.execute<{ id: string }>(
    sql`select id from crew_profiles where organization_id = ${org} order by id
      limit 1 offset (select least(4711, count(*) - 1) from crew_profiles where organization_id = ${org})`,
  )
).rows[0]!.id;
const cache = createPreparedCandidatesCache();
for (const [name, run] of [
  ["posting (cold cache)", () => recomputePostingMatches(db, org, posting, { candidates: cache })],
  ["posting (warm cache)", () => recomputePostingMatches(db, org, posting, { candidates: cache })],
  ["profile", () => recomputeCandidateMatches(db, org, profile)],
  ["profile again", () => recomputeCandidateMatches(db, org, profile)],
] as const) {
  timings.length = 0;
  const started = performance.now();
  const blocks = watchEventLoop();
  const outcome = await run();
  const wall = performance.now() - started;
  const longest = blocks.stop();
  // The embedded database runs one statement at a time, first come first served: a statement held it
  // from when it arrived or the one before it ended, whichever is later, to its own end.
  const byEnd = [...timings].sort((a, b) => a.at + a.ms - (b.at + b.ms));
  let previousEnd = 0;
  for (const t of byEnd) {
    t.held = t.at + t.ms - Math.max(t.at, previousEnd);
    previousEnd = t.at + t.ms;
  }
  const sorted = [...timings].sort((a, b) => b.held! - a.held!);
  console.log(`\n## ${name}: ${wall.toFixed(0)} ms wall, ${timings.length} statements, ${JSON.stringify(outcome)}`);
  console.log(`event loop blocked at most ${longest.map((ms) => ms.toFixed(0)).join(", ")} ms (the longest three)`);
  console.log("longest holds (and the statement's time with its wait):");
  for (const t of sorted.slice(0, 12)) console.log(`${t.held!.toFixed(1).padStart(8)} ms (${t.ms.toFixed(1).padStart(6)})  ${t.text}`);
  const byTime = [...timings].sort((a, b) => a.at - b.at);
  let begin: number | undefined;
  for (const t of byTime) {
    if (/^begin/i.test(t.text)) begin = t.at;
    if (/^commit/i.test(t.text) && begin !== undefined) {
      console.log(`transaction held ${(t.at + t.ms - begin).toFixed(1)} ms`);
      begin = undefined;
    }
  }
}
await database.close();
