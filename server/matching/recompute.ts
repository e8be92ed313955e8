// A posting's or a candidate's matches computed anew and published whole: read the inputs from the
// database (match-inputs-repository.ts), evaluate every pair of the scope (persisted-pairs.ts), write
// the run unpublished in short transactions and publish it in one (match-store-writes.ts). These are
// what the job queue's handlers will call when an input changes (issue 14); nothing calls them yet
// but the tests and bench/matching-recompute.ts.
//
// The evaluation date is the day the run starts, by the database's clock (UTC), so that ages,
// open-ended contracts and certificate expiry are those of that day.
import type { Db } from "@/server/db/database.js";
import { dayFromIsoDate } from "./calendar-days.js";
import { loadAppliedPostings, loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "./match-inputs-repository.js";
import { publishCandidateRun, publishPostingRun, startMatchRun, writeRun, type PublishOutcome } from "./match-store-writes.js";
import { computeCandidateMatches, computePostingMatches, DEFAULT_CANDIDATE_LIST_SIZE, DEFAULT_POSTING_LIST_SIZE } from "./persisted-pairs.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { preparePosting } from "./prepared-posting.js";

export interface RecomputeOutcome extends PublishOutcome {
  // Rows the run wrote (its list's prefix and the applicant pairs).
  persisted: number;
}

export interface RecomputeOptions {
  // A posting's list size (best K candidates) or a candidate's (best K' open postings).
  listSize?: number;
}

// The posting against every crew profile of its organization. A posting that no longer exists writes
// nothing: its matches went with it (foreign key cascade).
export async function recomputePostingMatches(db: Db, organizationId: string, postingId: string, options: RecomputeOptions = {}): Promise<RecomputeOutcome> {
  const run = await startMatchRun(db, "posting");
  const evaluationDate = run.computedAt.toISOString().slice(0, 10);
  const evaluationDay = dayFromIsoDate(evaluationDate);
  const [postings, candidates, applicants] = await Promise.all([
    loadPostingInputs(db, organizationId, [postingId]),
    loadCandidateInputs(db, organizationId),
    loadApplicantPairs(db, organizationId, [postingId]),
  ]);
  const posting = postings[0];
  if (!posting) return { published: false, publishedAt: null, persisted: 0 };
  const rows = computePostingMatches(
    { id: posting.id, open: posting.state === "open", prepared: preparePosting(posting.requirements, evaluationDay) },
    candidates.map((item) => ({ id: item.id, prepared: prepareCandidate(item.candidate, evaluationDay) })),
    new Set(applicants.map((pair) => pair.profileId)),
    evaluationDate,
    options.listSize ?? DEFAULT_POSTING_LIST_SIZE,
  );
  await writeRun(db, run, rows, organizationId);
  return { ...(await publishPostingRun(db, run, postingId)), persisted: rows.length };
}

// The crew profile against every posting of its organization (open ones for its list, and every one it
// applied to). A profile that no longer exists writes nothing.
export async function recomputeCandidateMatches(db: Db, organizationId: string, profileId: string, options: RecomputeOptions = {}): Promise<RecomputeOutcome> {
  const run = await startMatchRun(db, "candidate");
  const evaluationDate = run.computedAt.toISOString().slice(0, 10);
  const evaluationDay = dayFromIsoDate(evaluationDate);
  const [candidates, postings, applied] = await Promise.all([
    loadCandidateInputs(db, organizationId, [profileId]),
    loadPostingInputs(db, organizationId),
    loadAppliedPostings(db, organizationId, profileId),
  ]);
  const candidate = candidates[0];
  if (!candidate) return { published: false, publishedAt: null, persisted: 0 };
  const rows = computeCandidateMatches(
    { id: candidate.id, prepared: prepareCandidate(candidate.candidate, evaluationDay) },
    postings.map((item) => ({ id: item.id, open: item.state === "open", prepared: preparePosting(item.requirements, evaluationDay) })),
    new Set(applied),
    evaluationDate,
    options.listSize ?? DEFAULT_CANDIDATE_LIST_SIZE,
  );
  await writeRun(db, run, rows, organizationId);
  return { ...(await publishCandidateRun(db, run, profileId)), persisted: rows.length };
}
