// The candidate's best-fitting rank and vessel type for a posting (matchedRank, matchedVesselType).
//
// Decisions (README-decisions.md): the record group that fits best (rank: main 1, two-rank with the
// posting rank 0.75, similar its weight; vessel: its weight), ties to the most recent service, then the
// value's order. A main or two-rank fit shows the posting's rank; a similar one the weaker candidate
// (the one that set its weight). When nothing fits, or the posting does not set the criterion, the most
// recent rank or vessel type is shown: the candidate's current level explains a low score at a glance.
// Records without a vessel type are skipped for the vessel type; absent when no record is left.
import {
  groupLatestEnd,
  groupLatestStart,
  groupRankCount,
  groupRankIndex,
  groupRankValue,
  groupVesselType,
  type PreparedCandidate,
} from "./prepared-candidate.js";
import type { PreparedPosting } from "./prepared-posting.js";
import { RANK_MAIN, RANK_MAIN_POSSIBLE, RANK_SIMILAR, type GroupClasses } from "./record-classification.js";

const MAIN_POSSIBLE_FIT = 0.75;

// Whether group g's fit beats the best so far (best: -1 when none yet).
function isBetter(candidate: PreparedCandidate, fit: number, g: number, value: string, bestFit: number, best: number, bestValue: string): boolean {
  if (best < 0) return true;
  if (fit !== bestFit) return fit > bestFit;
  const end = groupLatestEnd(candidate, g);
  const bestEnd = groupLatestEnd(candidate, best);
  if (end !== bestEnd) return end > bestEnd;
  const start = groupLatestStart(candidate, g);
  const bestStart = groupLatestStart(candidate, best);
  if (start !== bestStart) return start > bestStart;
  return value < bestValue;
}

function shownRank(candidate: PreparedCandidate, g: number, rankClass: number, posting: PreparedPosting): string {
  if ((rankClass === RANK_MAIN || rankClass === RANK_MAIN_POSSIBLE) && posting.rank !== null) return posting.rank;
  if (rankClass === RANK_SIMILAR) {
    let weakest = groupRankValue(candidate, g, 0);
    let weakestWeight = Number.POSITIVE_INFINITY;
    for (let v = 0; v < groupRankCount(candidate, g); v++) {
      const rankIndex = groupRankIndex(candidate, g, v);
      const weight = rankIndex >= 0 ? posting.rankWeights[rankIndex]! : 0;
      if (weight < weakestWeight) {
        weakest = groupRankValue(candidate, g, v);
        weakestWeight = weight;
      }
    }
    return weakest;
  }
  return groupRankValue(candidate, g, 0);
}

function rankFit(rankClass: number, weight: number): number {
  return rankClass === RANK_MAIN_POSSIBLE ? MAIN_POSSIBLE_FIT : weight;
}

export function matchedRank(candidate: PreparedCandidate, posting: PreparedPosting, classes: GroupClasses): string | undefined {
  let best = -1;
  let bestFit = 0;
  let bestValue = "";
  for (let g = 0; g < candidate.groupCount; g++) {
    if (groupRankCount(candidate, g) === 0) continue;
    const fit = rankFit(classes.rankClass[g]!, classes.rankWeight[g]!);
    const value = shownRank(candidate, g, classes.rankClass[g]!, posting);
    if (isBetter(candidate, fit, g, value, bestFit, best, bestValue)) {
      best = g;
      bestFit = fit;
      bestValue = value;
    }
  }
  return best < 0 ? undefined : bestValue;
}

export function matchedVesselType(candidate: PreparedCandidate, classes: GroupClasses): string | undefined {
  let best = -1;
  let bestFit = 0;
  let bestValue = "";
  for (let g = 0; g < candidate.groupCount; g++) {
    const vesselType = groupVesselType(candidate, g);
    if (vesselType === null) continue;
    const fit = classes.vesselWeight[g]!;
    if (isBetter(candidate, fit, g, vesselType, bestFit, best, bestValue)) {
      best = g;
      bestFit = fit;
      bestValue = vesselType;
    }
  }
  return best < 0 ? undefined : bestValue;
}
