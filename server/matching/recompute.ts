// A posting's or a candidate's matches computed anew and published whole: read the inputs from the
// database (match-inputs-repository.ts), evaluate every pair of the scope (persisted-pairs.ts), write
// the run unpublished in short transactions and publish it in one (match-store-writes.ts). These are
// what the job queue's handlers call when an input changes (job-handlers.ts). Each also writes the
// pairs the other side's lists hold or would take (match-list-bounds.ts), so that one recompute keeps
// both directions' lists exact.
//
// The evaluation date is the day the run starts, by the database's clock (UTC), so that ages,
// open-ended contracts and certificate expiry are those of that day.
import type { Db } from "@/server/db/database.js";
import { dayFromIsoDate } from "./calendar-days.js";
import { loadAppliedPostings, loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "./match-inputs-repository.js";
import { publishCandidateRun, publishPostingRun, startMatchRun, writeRun, type PublishOptions, type PublishOutcome } from "./match-store-writes.js";
import type { PreparedCandidatesCache } from "./prepared-candidates-cache.js";
import type { PreparedPostingsCache } from "./prepared-postings-cache.js";
import { loadCandidateBounds, loadCandidateListsHolding, loadPostingBounds, loadPostingListsHolding } from "./match-list-bounds.js";
import {
  computeCandidateMatches,
  computePostingMatches,
  DEFAULT_CANDIDATE_LIST_SIZE,
  DEFAULT_POSTING_LIST_SIZE,
  ranksWithin,
  type ComputedMatch,
  type PreparedCandidateItem,
  type PreparedPostingItem,
} from "./persisted-pairs.js";
import { EventLoopSlices } from "./event-loop-slices.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { preparePosting, preparePostingItem } from "./prepared-posting.js";

export interface RecomputeOutcome extends PublishOutcome {
  // Rows the run wrote (its list's prefix and the applicant pairs).
  persisted: number;
}

export interface RecomputeOptions {
  // A posting's list size (best K candidates) or a candidate's (best K' open postings).
  listSize?: number;
  // Where a posting's recompute gets the organization's prepared candidates: the job handlers' cache
  // (prepared-candidates-cache.ts); without it, read and prepared afresh.
  candidates?: PreparedCandidatesCache;
  // Where a candidate's recompute gets the organization's prepared postings: the job handlers' cache
  // (prepared-postings-cache.ts); without it, read and prepared afresh.
  postings?: PreparedPostingsCache;
  // How the run is published (tests: a hook after each chunk).
  publish?: PublishOptions;
}

// Every candidate of the organization, read and prepared for a day.
async function prepareCandidates(db: Db, organizationId: string, evaluationDay: number): Promise<PreparedCandidateItem[]> {
  const candidates = await loadCandidateInputs(db, organizationId);
  return candidates.map((item) => ({ id: item.id, prepared: prepareCandidate(item.candidate, evaluationDay) }));
}

// Every posting of the organization, read and prepared for a day. Preparing 5,280 postings (the bench's
// large scale) takes 35 ms: in slices.
async function preparePostings(db: Db, organizationId: string, evaluationDay: number): Promise<PreparedPostingItem[]> {
  const prepared: PreparedPostingItem[] = [];
  const slices = new EventLoopSlices();
  for (const item of await loadPostingInputs(db, organizationId)) {
    if (slices.due()) await slices.turn();
    prepared.push(preparePostingItem(item, evaluationDay));
  }
  return prepared;
}

// The posting against every crew profile of its organization. A posting that no longer exists writes
// nothing: its matches went with it (foreign key cascade).
export async function recomputePostingMatches(db: Db, organizationId: string, postingId: string, options: RecomputeOptions = {}): Promise<RecomputeOutcome> {
  const run = await startMatchRun(db, "posting");
  const evaluationDate = run.computedAt.toISOString().slice(0, 10);
  const evaluationDay = dayFromIsoDate(evaluationDate);
  const [postings, candidates, applicants, candidateBounds, held] = await Promise.all([
    loadPostingInputs(db, organizationId, [postingId]),
    options.candidates ? options.candidates.candidates(db, organizationId, evaluationDay) : prepareCandidates(db, organizationId, evaluationDay),
    loadApplicantPairs(db, organizationId, [postingId]),
    loadCandidateBounds(db, organizationId),
    loadCandidateListsHolding(db, postingId),
  ]);
  const posting = postings[0];
  if (!posting) return { published: false, publishedAt: null, persisted: 0 };
  const open = posting.state === "open";
  // Pairs a candidate's list holds or would now take: written with the new score (match-list-bounds.ts).
  const forCandidateLists = (match: ComputedMatch) => {
    if (held.has(match.crewProfileId)) return true;
    const bound = candidateBounds.get(match.crewProfileId);
    return open && bound !== undefined && ranksWithin(match, bound);
  };
  const { rows, bound } = await computePostingMatches(
    { id: posting.id, open, prepared: preparePosting(posting.requirements, evaluationDay) },
    candidates,
    new Set(applicants.map((pair) => pair.profileId)),
    evaluationDate,
    options.listSize ?? DEFAULT_POSTING_LIST_SIZE,
    forCandidateLists,
  );
  await writeRun(db, run, rows, organizationId);
  return { ...(await publishPostingRun(db, run, postingId, bound, options.publish)), persisted: rows.length };
}

// The crew profile against every posting of its organization (open ones for its list, and every one it
// applied to). A profile that no longer exists writes nothing.
export async function recomputeCandidateMatches(db: Db, organizationId: string, profileId: string, options: RecomputeOptions = {}): Promise<RecomputeOutcome> {
  const run = await startMatchRun(db, "candidate");
  const evaluationDate = run.computedAt.toISOString().slice(0, 10);
  const evaluationDay = dayFromIsoDate(evaluationDate);
  const [candidates, preparedPostings, applied, postingBounds, held] = await Promise.all([
    loadCandidateInputs(db, organizationId, [profileId]),
    options.postings ? options.postings.postings(db, organizationId, evaluationDay) : preparePostings(db, organizationId, evaluationDay),
    loadAppliedPostings(db, organizationId, profileId),
    loadPostingBounds(db, organizationId),
    loadPostingListsHolding(db, profileId),
  ]);
  const candidate = candidates[0];
  if (!candidate) return { published: false, publishedAt: null, persisted: 0 };
  // Pairs a posting's list holds or would now take: written with the new score (match-list-bounds.ts).
  const forPostingLists = (match: ComputedMatch) => {
    if (held.has(match.jobPostingId)) return true;
    const bound = postingBounds.get(match.jobPostingId);
    return bound !== undefined && ranksWithin(match, bound);
  };
  const { rows, bound } = await computeCandidateMatches(
    { id: candidate.id, prepared: prepareCandidate(candidate.candidate, evaluationDay) },
    preparedPostings,
    new Set(applied),
    evaluationDate,
    options.listSize ?? DEFAULT_CANDIDATE_LIST_SIZE,
    forPostingLists,
  );
  await writeRun(db, run, rows, organizationId);
  return { ...(await publishCandidateRun(db, run, profileId, bound, options.publish)), persisted: rows.length };
}
