// Every list of an organization computed at once, in memory: what the posting and candidate recomputes
// would persist one by one, as one set of rows with both flags and every list's bound. Used where the
// match store of the organization is empty and everything is computed together (the demo seed);
// the job queue recomputes one posting or one profile at a time (recompute.ts).
import { evaluatePrepared } from "./evaluate-match.js";
import { matchIdOf } from "./match-id.js";
import { MATCH_MODEL_VERSION } from "./match-model-version.js";
import {
  boundOf,
  byListOrder,
  DEFAULT_CANDIDATE_LIST_SIZE,
  DEFAULT_POSTING_LIST_SIZE,
  ranksWithin,
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
  const byCandidate = new Map<string, ComputedMatch[]>(candidates.map((candidate) => [candidate.id, []]));
  const open = new Set(postings.filter((posting) => posting.open).map((posting) => posting.id));
  const postingBounds = new Map<string, ListBound>();
  const all: ComputedMatch[] = [];
  for (const posting of postings) {
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
      if (open.has(posting.id)) byCandidate.get(match.crewProfileId)!.push(match);
      all.push(match);
    });
  }
  const candidateBounds = new Map<string, ListBound>();
  for (const [profileId, matches] of byCandidate) {
    matches.sort(byListOrder);
    candidateBounds.set(profileId, boundOf(matches, candidateSize));
  }
  // A closed posting is on no candidate's list (lists read open postings only), like recompute.ts.
  const rows = all.filter((match) => {
    match.inCandidateList = open.has(match.jobPostingId) && ranksWithin(match, candidateBounds.get(match.crewProfileId)!);
    return match.inPostingList || match.inCandidateList || applicantPairs.has(match.matchId);
  });
  return { rows, postingBounds, candidateBounds };
}
