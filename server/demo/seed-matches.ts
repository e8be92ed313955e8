// The demo organizations' matches, computed by the engine at seed time (issue 14): every pair of the
// organization evaluated once in memory (matching/organization-matches.ts) and written published, with
// every list's bound, in a few large statements: through the job queue's recomputes one by one, the
// demo's 160 postings and 1,600 profiles took 360 s, against the startup budget of 30 s. The load
// queued a recompute for every posting and profile (migration 0014's triggers): this computes them
// all, so those jobs are dropped rather than run a second time. The organization's match store must be
// empty (a fresh seed).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { dayFromIsoDate } from "@/server/matching/calendar-days.js";
import { loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "@/server/matching/match-inputs-repository.js";
import { matchIdOf } from "@/server/matching/match-id.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import { MATCH_MODEL_VERSION } from "@/server/matching/match-model-version.js";
import { computeOrganizationMatches } from "@/server/matching/organization-matches.js";
import type { ListBound } from "@/server/matching/persisted-pairs.js";
import { prepareCandidate } from "@/server/matching/prepared-candidate.js";
import { preparePosting } from "@/server/matching/prepared-posting.js";

const ROWS_PER_STATEMENT = 2_000;

export async function seedMatches(db: Db, organizationId: string): Promise<{ postings: number; candidates: number; rows: number }> {
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
  const { rows, postingBounds, candidateBounds } = computeOrganizationMatches(
    postings.map((item) => ({ id: item.id, open: item.state === "open", prepared: preparePosting(item.requirements, evaluationDay) })),
    candidates.map((item) => ({ id: item.id, prepared: prepareCandidate(item.candidate, evaluationDay) })),
    new Set(applicants.map((pair) => matchIdOf(pair.postingId, pair.profileId))),
    day,
  );
  const runId = randomUUID();
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const batch = rows.slice(from, from + ROWS_PER_STATEMENT).map((row) => ({
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
  await db.execute(sql`
    delete from jobs where organization_id = ${organizationId} and kind in (${MATCH_POSTING_JOB}, ${MATCH_CANDIDATE_JOB})
      and state = 'waiting' and created_at <= ${at}::timestamptz`);
  // The planner's statistics (PGlite has no autovacuum): the lists' reads need the table's indexes.
  await db.execute(sql`analyze job_posting_matches`);
  return { postings: postings.length, candidates: candidates.length, rows: rows.length };
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
