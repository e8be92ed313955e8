// The candidate's best-fitting rank and vessel type for a posting (matchedRank, matchedVesselType).
//
// Decisions (README-decisions.md): the record group that fits best (rank: main 1, two-rank with the
// posting rank 0.75, similar its weight; vessel: its weight), ties to the most recent service, then the
// value's order. A main or two-rank fit shows the posting's rank; a similar one the weaker candidate
// (the one that set its weight). When nothing fits, or the posting does not set the criterion, the most
// recent rank or vessel type is shown: the candidate's current level explains a low score at a glance.
// Records without a vessel type are skipped for the vessel type; absent when no record is left.
import type { PreparedCandidate, RecordGroup } from "./prepared-candidate.js";
import type { PreparedPosting } from "./prepared-posting.js";
import { RANK_MAIN, RANK_MAIN_POSSIBLE, RANK_SIMILAR, type GroupClasses } from "./record-classification.js";

const MAIN_POSSIBLE_FIT = 0.75;

function isBetter(fit: number, group: RecordGroup, value: string, bestFit: number, best: RecordGroup | undefined, bestValue: string): boolean {
  if (best === undefined) return true;
  if (fit !== bestFit) return fit > bestFit;
  if (group.latestEnd !== best.latestEnd) return group.latestEnd > best.latestEnd;
  if (group.latestStart !== best.latestStart) return group.latestStart > best.latestStart;
  return value < bestValue;
}

function shownRank(group: RecordGroup, rankClass: number, posting: PreparedPosting): string {
  if ((rankClass === RANK_MAIN || rankClass === RANK_MAIN_POSSIBLE) && posting.rank !== null) return posting.rank;
  if (rankClass === RANK_SIMILAR) {
    let weakest = group.rankValues[0]!;
    let weakestWeight = Number.POSITIVE_INFINITY;
    group.rankValues.forEach((value, index) => {
      const rankIndex = group.rankIndices[index]!;
      const weight = rankIndex >= 0 ? posting.rankWeights[rankIndex]! : 0;
      if (weight < weakestWeight) {
        weakest = value;
        weakestWeight = weight;
      }
    });
    return weakest;
  }
  return group.rankValues[0]!;
}

function rankFit(rankClass: number, weight: number): number {
  return rankClass === RANK_MAIN_POSSIBLE ? MAIN_POSSIBLE_FIT : weight;
}

export function matchedRank(candidate: PreparedCandidate, posting: PreparedPosting, classes: GroupClasses): string | undefined {
  let best: RecordGroup | undefined;
  let bestFit = 0;
  let bestValue = "";
  for (let g = 0; g < candidate.groups.length; g++) {
    const group = candidate.groups[g]!;
    if (group.rankValues.length === 0) continue;
    const fit = rankFit(classes.rankClass[g]!, classes.rankWeight[g]!);
    const value = shownRank(group, classes.rankClass[g]!, posting);
    if (isBetter(fit, group, value, bestFit, best, bestValue)) {
      best = group;
      bestFit = fit;
      bestValue = value;
    }
  }
  return best === undefined ? undefined : bestValue;
}

export function matchedVesselType(candidate: PreparedCandidate, classes: GroupClasses): string | undefined {
  let best: RecordGroup | undefined;
  let bestFit = 0;
  let bestValue = "";
  for (let g = 0; g < candidate.groups.length; g++) {
    const group = candidate.groups[g]!;
    if (group.vesselType === null) continue;
    const fit = classes.vesselWeight[g]!;
    if (isBetter(fit, group, group.vesselType, bestFit, best, bestValue)) {
      best = group;
      bestFit = fit;
      bestValue = group.vesselType;
    }
  }
  return best === undefined ? undefined : bestValue;
}
