// Which pairs a recompute persists, and with which list flags (issue 14; README-decisions.md
// "Persisted matches"). Pure: the engine's prepared inputs in, the rows to write out. Asynchronous only
// so that a long run lets the service's event loop serve requests between slices (event-loop-slices.ts).
//
// - A posting recompute evaluates the posting against every candidate of the organization: the best K
//   in the list order (compareMatchOrder) get inPostingList, and every applicant's pair is persisted
//   too, whatever it earns, and so is every pair `keepAlso` names (the candidates' lists hold it or
//   would take it: recompute.ts). Publishing decides both flags again from the lists' bounds
//   (match-store-writes.ts); the run's own bound is its K-th item (boundOf).
// - A candidate recompute evaluates the candidate against every posting: the best K' OPEN postings get
//   inCandidateList (the candidate side lists only open postings), every posting applied to is
//   persisted too, and every pair `keepAlso` names; the bound is its K'-th open posting.
// Why a prefix and no threshold: "relevant experience" does not bound a score (match-result.ts,
// hasQualifyingExperience), so a threshold could leave out someone ranking above a candidate shown. A
// list showing only rows of its own flag is a prefix of its full order.
import { dayFromIsoDate } from "./calendar-days.js";
import { evaluatePrepared } from "./evaluate-match.js";
import { matchIdOf } from "./match-id.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";
import { BestMatches, byListOrder } from "./best-matches.js";
import { compareMatchOrder } from "./match-order.js";
import { EventLoopSlices } from "./event-loop-slices.js";
import type { MatchResult } from "./match-result.js";
import type { PreparedCandidate } from "./prepared-candidate.js";
import type { PreparedPosting } from "./prepared-posting.js";

export const DEFAULT_POSTING_LIST_SIZE = 200;
export const DEFAULT_CANDIDATE_LIST_SIZE = 25;

export interface PreparedPostingItem {
  id: string;
  open: boolean;
  prepared: PreparedPosting;
}

export interface PreparedCandidateItem {
  id: string;
  prepared: PreparedCandidate;
}

// One row a recompute writes (the run id and computed_at are the run's: match-store-writes.ts).
export interface ComputedMatch {
  matchId: string;
  jobPostingId: string;
  crewProfileId: string;
  score: number;
  confirmedRelevantMonths: number;
  result: MatchResult;
  inPostingList: boolean;
  inCandidateList: boolean;
  modelVersion: number;
  evaluatedOn: string;
}

// Where a run's list ends (match-store-writes.ts, the bound tables of schema.ts): its last item when it
// holds the whole list size, else "not full" (every pair belongs).
export interface ListBound {
  isFull: boolean;
  score: number | null;
  confirmedRelevantMonths: number | null;
  matchId: string | null;
}

export interface ComputedRun {
  rows: ComputedMatch[];
  bound: ListBound;
}

// Whether a match belongs to a list with this bound: at or above its last item in the list order.
export function ranksWithin(match: Pick<ComputedMatch, "matchId" | "score" | "confirmedRelevantMonths">, bound: ListBound): boolean {
  if (!bound.isFull) return true;
  return (
    compareMatchOrder(
      { id: match.matchId, score: match.score, confirmedRelevantMonths: match.confirmedRelevantMonths },
      { id: bound.matchId!, score: bound.score!, confirmedRelevantMonths: bound.confirmedRelevantMonths! },
    ) <= 0
  );
}

// keepAlso: pairs the run must write although its own list does not hold them (the other side's list
// holds them, or they enter it: recompute.ts decides), so that they carry the new score.
export async function computePostingMatches(
  posting: PreparedPostingItem,
  candidates: readonly PreparedCandidateItem[],
  applicants: ReadonlySet<string>,
  evaluationDate: string,
  listSize = DEFAULT_POSTING_LIST_SIZE,
  keepAlso: (match: ComputedMatch) => boolean = () => false,
): Promise<ComputedRun> {
  checkEvaluationDay(evaluationDate, posting.prepared.evaluationDay);
  const best = new BestMatches(listSize);
  const others: ComputedMatch[] = [];
  const slices = new EventLoopSlices();
  for (const candidate of candidates) {
    if (slices.due()) await slices.turn();
    const left = best.offer(computed(posting.id, candidate.id, evaluatePrepared(posting.prepared, candidate.prepared), evaluationDate));
    if (left && (applicants.has(left.crewProfileId) || keepAlso(left))) others.push(left);
  }
  return { rows: inListOrder(best.items, others, "inPostingList"), bound: boundOf(best.items, listSize) };
}

export async function computeCandidateMatches(
  candidate: PreparedCandidateItem,
  postings: readonly PreparedPostingItem[],
  applied: ReadonlySet<string>,
  evaluationDate: string,
  listSize = DEFAULT_CANDIDATE_LIST_SIZE,
  keepAlso: (match: ComputedMatch) => boolean = () => false,
): Promise<ComputedRun> {
  checkEvaluationDay(evaluationDate, candidate.prepared.evaluationDay);
  // Only open postings enter the candidate's list.
  const best = new BestMatches(listSize);
  const others: ComputedMatch[] = [];
  const slices = new EventLoopSlices();
  for (const posting of postings) {
    if (slices.due()) await slices.turn();
    const match = computed(posting.id, candidate.id, evaluatePrepared(posting.prepared, candidate.prepared), evaluationDate);
    const left = posting.open ? best.offer(match) : match;
    if (left && (applied.has(left.jobPostingId) || keepAlso(left))) others.push(left);
  }
  return { rows: inListOrder(best.items, others, "inCandidateList"), bound: boundOf(best.items, listSize) };
}

// The rows to write, in the list order: the list's own (flagged) and the others kept.
function inListOrder(listed: readonly ComputedMatch[], others: readonly ComputedMatch[], flag: "inPostingList" | "inCandidateList"): ComputedMatch[] {
  return [...listed.map((match) => ({ ...match, [flag]: true })), ...others].sort(byListOrder);
}

// Where a list of this size ends over matches sorted in the list order.
function boundOf(sorted: readonly ComputedMatch[], listSize: number): ListBound {
  const last = sorted.length >= listSize && listSize > 0 ? sorted[listSize - 1]! : undefined;
  return last
    ? { isFull: true, score: last.score, confirmedRelevantMonths: last.confirmedRelevantMonths, matchId: last.matchId }
    : { isFull: false, score: null, confirmedRelevantMonths: null, matchId: null };
}

function computed(postingId: string, profileId: string, result: MatchResult, evaluationDate: string): ComputedMatch {
  return {
    matchId: matchIdOf(postingId, profileId),
    jobPostingId: postingId,
    crewProfileId: profileId,
    score: result.score,
    confirmedRelevantMonths: result.confirmedRelevantMonths,
    result,
    inPostingList: false,
    inCandidateList: false,
    modelVersion: MATCH_MODEL_VERSION,
    evaluatedOn: evaluationDate,
  };
}

function checkEvaluationDay(evaluationDate: string, preparedFor: number) {
  if (dayFromIsoDate(evaluationDate) !== preparedFor) throw new RangeError(`inputs were prepared for another day than ${evaluationDate}`);
}
