// Every list of an organization computed at once: what the posting and candidate recomputes would
// persist one by one, as one set of pairs with both flags and every list's bound. Used where the
// organization's match store is empty and everything is computed together (the demo seed, the
// bench's full recompute: full-recompute.ts); the job queue recomputes one posting or one profile at a
// time (recompute.ts).
//
// Memory and time stay proportional to the lists, not to the pairs (278 million at the bench's large
// scale): ranking keeps each pair's score and confirmed months only (typed arrays, one posting at a
// time), a match id (an md5) is computed only where it breaks a tie that decides a list, and the full
// result of a kept pair is evaluated again when it is written (materialize). A first version that held
// every pair's full result ran the bench's full recompute out of time in garbage collection of a
// 10 GB heap.
import { evaluatePrepared } from "./evaluate-match.js";
import { matchIdOf } from "./match-id.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";
import {
  DEFAULT_CANDIDATE_LIST_SIZE,
  DEFAULT_POSTING_LIST_SIZE,
  type ComputedMatch,
  type ListBound,
  type PreparedCandidateItem,
  type PreparedPostingItem,
} from "./persisted-pairs.js";

// A pair to persist, by its posting's and candidate's indexes in the inputs.
export interface RankedPair {
  posting: number;
  candidate: number;
  inPostingList: boolean;
  inCandidateList: boolean;
}

export interface OrganizationRanking {
  pairs: RankedPair[];
  postingBounds: Map<string, ListBound>;
  candidateBounds: Map<string, ListBound>;
}

const NOT_FULL: ListBound = { isFull: false, score: null, confirmedRelevantMonths: null, matchId: null };

// A candidate's best open postings so far: parallel arrays in the list order, match ids when known.
interface BestPostings {
  posting: number[];
  score: number[];
  confirmed: number[];
  matchId: (string | undefined)[];
}

export function rankOrganization(
  postings: readonly PreparedPostingItem[],
  candidates: readonly PreparedCandidateItem[],
  applicants: readonly { postingId: string; profileId: string }[],
  sizes: { posting?: number; candidate?: number } = {},
): OrganizationRanking {
  const postingSize = sizes.posting ?? DEFAULT_POSTING_LIST_SIZE;
  const candidateSize = sizes.candidate ?? DEFAULT_CANDIDATE_LIST_SIZE;
  const count = candidates.length;
  const score = new Int32Array(count);
  const confirmed = new Int32Array(count);
  const best: BestPostings[] = candidates.map(() => ({ posting: [], score: [], confirmed: [], matchId: [] }));
  const kept = new Map<string, RankedPair>();
  const postingBounds = new Map<string, ListBound>();
  let openPostings = 0;

  postings.forEach((posting, p) => {
    if (posting.open) openPostings++;
    for (let c = 0; c < count; c++) {
      const result = evaluatePrepared(posting.prepared, candidates[c]!.prepared);
      score[c] = result.score;
      confirmed[c] = result.confirmedRelevantMonths;
    }
    const listed = topOf(score, confirmed, postingSize, (c) => matchIdOf(posting.id, candidates[c]!.id));
    const last = listed.at(-1);
    postingBounds.set(
      posting.id,
      listed.length === postingSize && last
        ? { isFull: true, score: score[last.index]!, confirmedRelevantMonths: confirmed[last.index]!, matchId: last.matchId }
        : NOT_FULL,
    );
    for (const { index, matchId } of listed) kept.set(matchId, { posting: p, candidate: index, inPostingList: true, inCandidateList: false });
    for (let c = 0; c < count; c++) {
      if (posting.open)
        keepBest(best[c]!, p, score[c]!, confirmed[c]!, () => matchIdOf(posting.id, candidates[c]!.id), postings, candidates[c]!.id, candidateSize);
    }
  });
  const candidateBounds = new Map<string, ListBound>();
  candidates.forEach((candidate, c) => {
    const list = best[c]!;
    const full = openPostings >= candidateSize && list.posting.length === candidateSize;
    const at = list.posting.length - 1;
    const matchIdAt = (i: number) => (list.matchId[i] ??= matchIdOf(postings[list.posting[i]!]!.id, candidate.id));
    candidateBounds.set(
      candidate.id,
      full ? { isFull: true, score: list.score[at]!, confirmedRelevantMonths: list.confirmed[at]!, matchId: matchIdAt(at) } : NOT_FULL,
    );
    list.posting.forEach((p, i) => {
      const matchId = matchIdAt(i);
      const pair = kept.get(matchId);
      if (pair && pair.posting >= 0) pair.inCandidateList = true;
      else kept.set(matchId, { posting: p, candidate: c, inPostingList: false, inCandidateList: true });
    });
  });
  // Every applicant's pair, on a list or not.
  const postingIndex = new Map(postings.map((posting, p) => [posting.id, p]));
  const candidateIndex = new Map(candidates.map((candidate, c) => [candidate.id, c]));
  for (const { postingId, profileId } of applicants) {
    const p = postingIndex.get(postingId);
    const c = candidateIndex.get(profileId);
    if (p === undefined || c === undefined) continue;
    const matchId = matchIdOf(postingId, profileId);
    if (!kept.has(matchId)) kept.set(matchId, { posting: p, candidate: c, inPostingList: false, inCandidateList: false });
  }
  return { pairs: [...kept.values()], postingBounds, candidateBounds };
}

// The first `size` candidates in the list order (score desc, confirmed desc, match id asc): a count of
// candidates per score finds the lowest score that still makes the list, and only candidates at or
// above it are sorted; their match ids are computed where score and months tie.
function topOf(score: Int32Array, confirmed: Int32Array, size: number, matchIdOfIndex: (index: number) => string): { index: number; matchId: string }[] {
  const perScore = new Int32Array(101);
  for (let c = 0; c < score.length; c++) perScore[Math.max(0, Math.min(100, score[c]!))]!++;
  let floor = 100;
  for (let seen = perScore[100]!; seen < size && floor > 0;) seen += perScore[--floor]!;
  const chosen: number[] = [];
  for (let c = 0; c < score.length; c++) if (score[c]! >= floor) chosen.push(c);
  chosen.sort((a, b) => score[b]! - score[a]! || confirmed[b]! - confirmed[a]!);
  if (chosen.length > size) {
    // Where the list ends, score and months may tie: only that tie is ordered by match id.
    const lastScore = score[chosen[size - 1]!]!;
    const lastConfirmed = confirmed[chosen[size - 1]!]!;
    const ties = (c: number) => score[c] === lastScore && confirmed[c] === lastConfirmed;
    const firstTie = chosen.findIndex(ties);
    let endTie = firstTie;
    while (endTie < chosen.length && ties(chosen[endTie]!)) endTie++;
    const tied = chosen.slice(firstTie, endTie).map((index) => ({ index, matchId: matchIdOfIndex(index) }));
    tied.sort((a, b) => (a.matchId < b.matchId ? -1 : 1));
    const head = chosen.slice(0, firstTie).map((index) => ({ index, matchId: matchIdOfIndex(index) }));
    return [...head, ...tied.slice(0, size - firstTie)];
  }
  // Everyone makes the list: ties anywhere ordered by match id.
  const all = chosen.map((index) => ({ index, matchId: matchIdOfIndex(index) }));
  return all.sort((a, b) => score[b.index]! - score[a.index]! || confirmed[b.index]! - confirmed[a.index]! || (a.matchId < b.matchId ? -1 : 1));
}

// Inserts a posting into a candidate's best list (a few dozen: a linear insert), computing match ids
// only to break an exact tie.
function keepBest(
  list: BestPostings,
  posting: number,
  score: number,
  confirmed: number,
  matchId: () => string,
  postings: readonly PreparedPostingItem[],
  profileId: string,
  size: number,
) {
  let newId: string | undefined;
  const idAt = (i: number) => (list.matchId[i] ??= matchIdOf(postings[list.posting[i]!]!.id, profileId));
  // Negative when the new posting ranks before the list's item i.
  const compare = (i: number) => list.score[i]! - score || list.confirmed[i]! - confirmed || ((newId ??= matchId()) < idAt(i) ? -1 : 1);
  let at = list.posting.length;
  if (at === size && compare(at - 1) >= 0) return;
  while (at > 0 && compare(at - 1) < 0) at--;
  list.posting.splice(at, 0, posting);
  list.score.splice(at, 0, score);
  list.confirmed.splice(at, 0, confirmed);
  list.matchId.splice(at, 0, newId);
  if (list.posting.length > size) {
    list.posting.pop();
    list.score.pop();
    list.confirmed.pop();
    list.matchId.pop();
  }
}

// A ranked pair as the row a recompute writes: its full result evaluated again.
export function materialize(
  pair: RankedPair,
  postings: readonly PreparedPostingItem[],
  candidates: readonly PreparedCandidateItem[],
  evaluationDate: string,
): ComputedMatch {
  const posting = postings[pair.posting]!;
  const candidate = candidates[pair.candidate]!;
  const result = evaluatePrepared(posting.prepared, candidate.prepared);
  return {
    matchId: matchIdOf(posting.id, candidate.id),
    jobPostingId: posting.id,
    crewProfileId: candidate.id,
    score: result.score,
    confirmedRelevantMonths: result.confirmedRelevantMonths,
    result,
    inPostingList: pair.inPostingList,
    inCandidateList: pair.inCandidateList,
    modelVersion: MATCH_MODEL_VERSION,
    evaluatedOn: evaluationDate,
  };
}
