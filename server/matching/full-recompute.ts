// Every list of an organization computed at once (organization-matches.ts) and written published, with
// every list's bound, in a few large statements: the full recompute of an organization whose match
// store is empty. Through the job queue's recomputes one by one, the demo's 160 postings and 1,600
// profiles took 360 s; this takes 8.4 s (server/demo/seed-matches.ts, which calls it). The bench
// measures it at the large scale (bench/matching-recompute.ts).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { dayFromIsoDate } from "./calendar-days.js";
import { loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "./match-inputs-repository.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";
import { materialize, rankOrganization } from "./organization-matches.js";
import type { ListBound } from "./persisted-pairs.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { preparePostingItem } from "./prepared-posting.js";

const ROWS_PER_STATEMENT = 2_000;

export interface FullRecompute {
  postings: number;
  candidates: number;
  rows: number;
  // When the computation started (the rows' computed_at and valid_from), as the database renders it.
  startedAt: string;
}

export async function recomputeOrganization(db: Db, organizationId: string): Promise<FullRecompute> {
  const existing = await db.execute(sql`select 1 from posting_match_bounds where organization_id = ${organizationId} limit 1`);
  if (existing.rows.length > 0) throw new Error(`organization ${organizationId} already has matches: a full recompute writes into an empty match store`);
  const started = await db.execute<{ at: string; day: string }>(sql`
    select to_char(date_trunc('milliseconds', now()) at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      (now() at time zone 'utc')::date::text as day`);
  const { at, day } = started.rows[0]!;
  const evaluationDay = dayFromIsoDate(day);
  const [postings, candidates, applicants] = await Promise.all([
    loadPostingInputs(db, organizationId),
    loadCandidateInputs(db, organizationId),
    loadApplicantPairs(db, organizationId),
  ]);
  const preparedPostings = postings.map((item) => preparePostingItem(item, evaluationDay));
  const preparedCandidates = candidates.map((item) => ({ id: item.id, prepared: prepareCandidate(item.candidate, evaluationDay) }));
  const { pairs, postingBounds, candidateBounds } = rankOrganization(preparedPostings, preparedCandidates, applicants);
  const runId = randomUUID();
  for (let from = 0; from < pairs.length; from += ROWS_PER_STATEMENT) {
    const rows = pairs.slice(from, from + ROWS_PER_STATEMENT).map((pair) => materialize(pair, preparedPostings, preparedCandidates, day));
    const batch = rows.map((row) => ({
      id: randomUUID(),
      match_id: row.matchId,
      organization_id: organizationId,
      job_posting_id: row.jobPostingId,
      crew_profile_id: row.crewProfileId,
      score: row.score,
      confirmed_relevant_months: row.confirmedRelevantMonths,
      result: row.result,
      in_posting_list: row.inPostingList,
      in_candidate_list: row.inCandidateList,
      model_version: row.modelVersion,
      evaluated_on: row.evaluatedOn,
      computed_at: at,
      computed_by: "posting",
      valid_from: at,
      valid_to: "infinity",
      run_id: runId,
    }));
    await db.execute(sql`
      insert into job_posting_matches select * from jsonb_populate_recordset(null::job_posting_matches, ${JSON.stringify(batch)}::jsonb)`);
  }
  await writeBounds(db, "posting_match_bounds", "job_posting_id", organizationId, postingBounds, at);
  await writeBounds(db, "candidate_match_bounds", "crew_profile_id", organizationId, candidateBounds, at);
  // The planner's statistics (PGlite has no autovacuum): the lists' reads need the table's indexes.
  await db.execute(sql`analyze job_posting_matches`);
  return { postings: postings.length, candidates: candidates.length, rows: pairs.length, startedAt: at };
}

async function writeBounds(db: Db, table: string, column: string, organizationId: string, bounds: Map<string, ListBound>, at: string) {
  const rows = [...bounds].map(([owner, bound]) => ({
    [column]: owner,
    organization_id: organizationId,
    is_full: bound.isFull,
    score: bound.score,
    confirmed_relevant_months: bound.confirmedRelevantMonths,
    match_id: bound.matchId,
    computed_at: at,
    model_version: MATCH_MODEL_VERSION,
  }));
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    await db.execute(
      sql`insert into ${sql.raw(table)} select * from jsonb_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows.slice(from, from + ROWS_PER_STATEMENT))}::jsonb)`,
    );
  }
}
