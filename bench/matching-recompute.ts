// A full recompute's reading and scoring, on a seeded data directory: every posting of the largest
// organization against every one of its crew profiles, as a model-version change would recompute them.
// Writing the persisted matches is not part of it yet (issue 14).
//
// Run (the service must not be running on that directory):
//   BENCH_LARGE_DATA_DIR=/tmp/crew-bench-large node --import tsx bench/matching-recompute.ts
// BENCH_POSTINGS=N limits the run to the first N postings (by id). BENCH_RECOMPUTE=full runs the full
// recompute and writes it, BENCH_RECOMPUTE=one measures single recomputes end to end (recomputeFull,
// recomputeSome: both write matches, use a copy of the directory).
//
// Reported: wall and CPU time of this process for loading the inputs (the database is a child process;
// its CPU is not counted), preparing them, and evaluating every pair while keeping each posting's best
// BENCH_TOP (500) candidates in the list order, the unit a posting's recompute would persist.
import { openDatabase } from "@/server/db/database.js";
import { dayFromIsoDate } from "@/server/matching/calendar-days.js";
import { evaluatePrepared } from "@/server/matching/evaluate-match.js";
import { loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "@/server/matching/match-inputs-repository.js";
import { compareMatchOrder, type MatchOrderFields } from "@/server/matching/match-order.js";
import { prepareCandidate } from "@/server/matching/prepared-candidate.js";
import { preparePosting } from "@/server/matching/prepared-posting.js";
import { recomputeOrganization } from "@/server/matching/full-recompute.js";
import { createPreparedCandidatesCache } from "@/server/matching/prepared-candidates-cache.js";
import { createPreparedPostingsCache } from "@/server/matching/prepared-postings-cache.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "@/server/matching/recompute.js";

const dataDir = process.env.BENCH_LARGE_DATA_DIR;
if (!dataDir) throw new Error("set BENCH_LARGE_DATA_DIR to a seeded data directory (npm run bench keeps one there)");
const postingLimit = Number(process.env.BENCH_POSTINGS ?? Number.POSITIVE_INFINITY);
const top = Number(process.env.BENCH_TOP ?? 500);
const evaluationDate = new Date().toISOString().slice(0, 10);
const evaluationDay = dayFromIsoDate(evaluationDate);

function timed<T>(label: string, run: () => T): T {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  report(label, start, cpu);
  return result;
}

async function timedAsync<T>(label: string, run: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await run();
  report(label, start, cpu);
  return result;
}

function report(label: string, start: number, cpu: NodeJS.CpuUsage) {
  const used = process.cpuUsage(cpu);
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU`);
}

// The best `size` items in the list order: a sorted array, replaced from the end (fine for a few hundred).
function keepBest(best: MatchOrderFields[], item: MatchOrderFields, size: number) {
  if (best.length === size && compareMatchOrder(item, best[size - 1]!) >= 0) return;
  let at = best.length;
  while (at > 0 && compareMatchOrder(item, best[at - 1]!) < 0) at--;
  best.splice(at, 0, item);
  if (best.length > size) best.pop();
}

const database = await openDatabase({ dataDir });
try {
  if (process.env.BENCH_RECOMPUTE === "one") {
    await recomputeSome();
    process.exit(0);
  }
  if (process.env.BENCH_RECOMPUTE === "full") {
    await recomputeFull();
    process.exit(0);
  }
  const { rows } = await database.pool.query<{ id: string; profiles: string }>(
    "select organization_id as id, count(*) as profiles from crew_profiles group by 1 order by 2 desc limit 1",
  );
  const organizationId = rows[0]!.id;
  const [postings, candidates, applicants] = await timedAsync("load inputs", () =>
    Promise.all([
      loadPostingInputs(database.db, organizationId),
      loadCandidateInputs(database.db, organizationId),
      loadApplicantPairs(database.db, organizationId),
    ]),
  );
  const chosen = postings.slice(0, Math.min(postings.length, postingLimit));
  const records = candidates.reduce((sum, item) => sum + item.candidate.seaServiceRecords.length, 0);
  console.log(
    `organization ${organizationId}: ${chosen.length} of ${postings.length} postings, ${candidates.length} profiles (${records} sea-service records), ${applicants.length} applications; evaluated on ${evaluationDate}`,
  );
  const preparedCandidates = timed("prepare candidates", () =>
    candidates.map((item) => ({ id: item.id, prepared: prepareCandidate(item.candidate, evaluationDay) })),
  );
  const preparedPostings = timed("prepare postings", () => chosen.map((item) => preparePosting(item.requirements, evaluationDay)));
  let kept = 0;
  const pairs = chosen.length * candidates.length;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const posting of preparedPostings) {
    const best: MatchOrderFields[] = [];
    for (const candidate of preparedCandidates) {
      const result = evaluatePrepared(posting, candidate.prepared);
      keepBest(best, { id: candidate.id, score: result.score, confirmedRelevantMonths: result.confirmedRelevantMonths }, top);
    }
    kept += best.length;
  }
  report(`evaluate ${pairs} pairs, keep each posting's best ${top}`, start, cpu);
  const used = process.cpuUsage(cpu);
  console.log(`${Math.round(pairs / ((used.user + used.system) / 1e6))} pairs per CPU second; ${kept} best pairs kept`);
} finally {
  await database.close();
}

// BENCH_RECOMPUTE=full: the largest organization's full recompute (every pair evaluated, every list
// written, matching/full-recompute.ts) into its empty match store. Writes matches: use a copy.
async function recomputeFull() {
  const { rows } = await database.pool.query<{ id: string }>("select organization_id as id from crew_profiles group by 1 order by count(*) desc limit 1");
  const outcome = await timedAsync("full recompute", () => recomputeOrganization(database.db, rows[0]!.id));
  console.log(`  ${outcome.postings} postings x ${outcome.candidates} profiles, ${outcome.rows} rows written`);
}

// BENCH_RECOMPUTE=one: what one input change costs, end to end (read, evaluate, write, publish), as the
// freshness budgets count it (a posting's matches within 5 s of a change, a profile's within 1 s):
// three postings and three profiles of the largest organization, each recomputed twice (the second
// time replaces the first's rows). The first posting fills the prepared-candidates cache and the first
// profile the prepared-postings cache (their cost is the caches' miss path); the others find them warm,
// as a running service does. This writes matches into the data directory: use a copy.
async function recomputeSome() {
  const { rows } = await database.pool.query<{ id: string }>("select organization_id as id from crew_profiles group by 1 order by count(*) desc limit 1");
  const organizationId = rows[0]!.id;
  const postings = (
    await database.pool.query<{ id: string }>("select id from job_postings where organization_id = $1 and state = 'open' order by id limit 3", [organizationId])
  ).rows;
  const profiles = (await database.pool.query<{ id: string }>("select id from crew_profiles where organization_id = $1 order by id limit 3", [organizationId]))
    .rows;
  // As the job handlers run them: with their caches of prepared candidates and postings, empty at the
  // first posting and the first profile.
  const candidates = createPreparedCandidatesCache();
  const preparedPostings = createPreparedPostingsCache();
  for (const round of [1, 2]) {
    for (const { id } of postings) {
      const outcome = await timedAsync(`round ${round}: posting ${id}`, () => recomputePostingMatches(database.db, organizationId, id, { candidates }));
      console.log(`  ${outcome.persisted} rows, published ${outcome.published}`);
    }
    for (const { id } of profiles) {
      const outcome = await timedAsync(`round ${round}: profile ${id}`, () =>
        recomputeCandidateMatches(database.db, organizationId, id, { postings: preparedPostings }),
      );
      console.log(`  ${outcome.persisted} rows, published ${outcome.published}`);
    }
  }
}
