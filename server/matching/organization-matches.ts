// Every list of an organization computed at once, in memory: what the posting and candidate recomputes
// would persist one by one, as one set of rows with both flags and every list's bound. Used where the
// organization's match store is empty and everything is computed together (the demo seed, the
// bench's full recompute); the job queue recomputes one posting or one profile at a time
// (recompute.ts). Memory stays bounded by the lists, not by the pairs: each posting's matches are
// sorted and cut to its list (and its applicants) before the next posting, and each candidate keeps
// only its best open postings so far.
import { evaluatePrepared } from "./evaluate-match.js";
import { matchIdOf } from "./match-id.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";
import {
  boundOf,
  byListOrder,
  DEFAULT_CANDIDATE_LIST_SIZE,
  DEFAULT_POSTING_LIST_SIZE,
  type ComputedMatch,
  type ListBound,
  type PreparedCandidateItem,
  type PreparedPostingItem,
} from "./persisted-pairs.js";

export interface OrganizationMatches {
  rows: ComputedMatch[];
  postingBounds: Map<string, ListBound>;
  candidateBounds: Map<string, ListBound>;
}

export function computeOrganizationMatches(
  postings: readonly PreparedPostingItem[],
  candidates: readonly PreparedCandidateItem[],
  applicantPairs: ReadonlySet<string>,
  evaluationDate: string,
  sizes: { posting?: number; candidate?: number } = {},
): OrganizationMatches {
  const postingSize = sizes.posting ?? DEFAULT_POSTING_LIST_SIZE;
  const candidateSize = sizes.candidate ?? DEFAULT_CANDIDATE_LIST_SIZE;
  // Each candidate's best open postings so far, in the list order, at most candidateSize (plus how
  // many open postings it was evaluated against, for "not full").
  const best = new Map<string, ComputedMatch[]>(candidates.map((candidate) => [candidate.id, []]));
  const postingBounds = new Map<string, ListBound>();
  const kept = new Map<string, ComputedMatch>();
  let openPostings = 0;
  for (const posting of postings) {
    if (posting.open) openPostings++;
    const matches = candidates.map((candidate): ComputedMatch => {
      const result = evaluatePrepared(posting.prepared, candidate.prepared);
      return {
        matchId: matchIdOf(posting.id, candidate.id),
        jobPostingId: posting.id,
        crewProfileId: candidate.id,
        score: result.score,
        confirmedRelevantMonths: result.confirmedRelevantMonths,
        result,
        inPostingList: false,
        inCandidateList: false,
        modelVersion: MATCH_MODEL_VERSION,
        evaluatedOn: evaluationDate,
      };
    });
    matches.sort(byListOrder);
    postingBounds.set(posting.id, boundOf(matches, postingSize));
    matches.forEach((match, rank) => {
      match.inPostingList = rank < postingSize;
      if (match.inPostingList || applicantPairs.has(match.matchId)) kept.set(match.matchId, match);
      if (posting.open) keepBest(best.get(match.crewProfileId)!, match, candidateSize);
    });
  }
  const candidateBounds = new Map<string, ListBound>();
  for (const [profileId, list] of best) {
    // Fewer open postings than the list size: the list holds them all ("not full").
    candidateBounds.set(profileId, openPostings >= candidateSize ? boundOf(list, candidateSize) : boundOf([], candidateSize));
    for (const match of list) {
      match.inCandidateList = true;
      kept.set(match.matchId, match);
    }
  }
  return { rows: [...kept.values()], postingBounds, candidateBounds };
}

// Inserts into a list sorted in the list order, keeping at most `size` (a few dozen: a linear insert).
function keepBest(list: ComputedMatch[], match: ComputedMatch, size: number) {
  if (list.length === size && byListOrder(match, list[size - 1]!) >= 0) return;
  let at = list.length;
  while (at > 0 && byListOrder(match, list[at - 1]!) < 0) at--;
  list.splice(at, 0, match);
  if (list.length > size) list.pop();
}
