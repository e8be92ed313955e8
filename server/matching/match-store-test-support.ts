// Hand-made rows and bounds for the match store's tests (match-store.test.ts, match-publish.test.ts).
import type { MatchResult } from "./match-result.js";
import { matchIdOf } from "./match-id.js";
import { compareMatchOrder } from "./match-order.js";
import type { ComputedMatch, ListBound } from "./persisted-pairs.js";

// A computed row with the score and months a test chooses (the store does not look into the result).
export function computedMatch(
  postingId: string,
  profileId: string,
  score: number,
  flags: { posting?: boolean; candidate?: boolean } = {},
  confirmed = 0,
): ComputedMatch {
  return {
    matchId: matchIdOf(postingId, profileId),
    jobPostingId: postingId,
    crewProfileId: profileId,
    score,
    confirmedRelevantMonths: confirmed,
    result: { score, confirmedRelevantMonths: confirmed } as MatchResult,
    inPostingList: flags.posting ?? false,
    inCandidateList: flags.candidate ?? false,
    modelVersion: 1,
    evaluatedOn: "2026-11-25",
  };
}

// The bound of a hand-made run: its flagged rows are its whole list (a full list ending at the last of
// them); with none flagged, a list that takes nothing (no score reaches 101).
export function boundOfFlagged(rows: ComputedMatch[], flag: "inPostingList" | "inCandidateList"): ListBound {
  const listed = rows.filter((row) => row[flag]).sort((a, b) => compareMatchOrder({ ...a, id: a.matchId }, { ...b, id: b.matchId }));
  const last = listed.at(-1);
  return last
    ? { isFull: true, score: last.score, confirmedRelevantMonths: last.confirmedRelevantMonths, matchId: last.matchId }
    : { isFull: true, score: 101, confirmedRelevantMonths: 0, matchId: "00000000-0000-0000-0000-000000000000" };
}
