// Classification of a candidate's record groups against one posting (DOMAIN.md §5.3): a rank class and
// weight wR, a vessel class and weight wV; the record's weight is wR × wV.
//
// Decisions (README-decisions.md):
// - A two-rank record containing the posting rank is `main_possible` at the weaker candidate's weight,
//   even when the other candidate is unrelated (weight 0: it shows as possible, never qualifies).
// - A two-rank record without the posting rank is `similar` only when both candidates are similar
//   (weight: the weaker); one unrelated candidate makes it `none` (conservative, as the model says).
// - Cadet time keeps the small similar weight ranks.json gives it toward the entry officer ranks (3/O,
//   4/O, 4/E, junior engineer: the promotion pool) although DOMAIN.md §5.8 says cadet time counts only
//   for cadet postings: it never enters time in rank (confirmed, mainRelevant), and without it a fresh
//   officer from the company's own cadets would fail `rank_experience_missing` for the very job they
//   are promoted into.
// - A value the domain does not know is main only when it is the posting's own value, else none.
import { groupRankCount, groupRankIndex, groupRankValue, groupVesselType, groupVesselTypeIndex, type PreparedCandidate } from "./prepared-candidate.js";
import { VESSEL_MAIN, VESSEL_SIMILAR, type PreparedPosting } from "./prepared-posting.js";

export const RANK_ANY = 0;
export const RANK_MAIN = 1;
export const RANK_MAIN_POSSIBLE = 2;
export const RANK_SIMILAR = 3;
export const RANK_NONE = 4;

export const VESSEL_CLASS_ANY = 0;
export const VESSEL_CLASS_MAIN = 1;
export const VESSEL_CLASS_SIMILAR = 2;
export const VESSEL_CLASS_NONE = 3;

// Per group, written by classifyGroups (typed arrays reused across pairs; valid until the next call).
export interface GroupClasses {
  rankClass: Uint8Array;
  rankWeight: Float64Array;
  vesselClass: Uint8Array;
  vesselWeight: Float64Array;
}

let scratch: GroupClasses = allocate(64);

function allocate(size: number): GroupClasses {
  return { rankClass: new Uint8Array(size), rankWeight: new Float64Array(size), vesselClass: new Uint8Array(size), vesselWeight: new Float64Array(size) };
}

function rankWeightOf(value: string, index: number, posting: PreparedPosting): number {
  if (value === posting.rank) return 1;
  return index >= 0 ? posting.rankWeights[index]! : 0;
}

export function classifyGroups(candidate: PreparedCandidate, posting: PreparedPosting): GroupClasses {
  const groupCount = candidate.groupCount;
  if (groupCount > scratch.rankClass.length) scratch = allocate(groupCount * 2);
  const out = scratch;
  for (let g = 0; g < groupCount; g++) {
    if (posting.rank === null) {
      out.rankClass[g] = RANK_ANY;
      out.rankWeight[g] = 1;
    } else {
      const values = groupRankCount(candidate, g);
      let weakest = values > 0 ? 1 : 0;
      let hasPostingRank = false;
      for (let v = 0; v < values; v++) {
        const value = groupRankValue(candidate, g, v);
        if (value === posting.rank) hasPostingRank = true;
        const weight = rankWeightOf(value, groupRankIndex(candidate, g, v), posting);
        if (weight < weakest) weakest = weight;
      }
      if (hasPostingRank) {
        out.rankClass[g] = values === 1 ? RANK_MAIN : RANK_MAIN_POSSIBLE;
        out.rankWeight[g] = weakest;
      } else {
        out.rankClass[g] = weakest > 0 ? RANK_SIMILAR : RANK_NONE;
        out.rankWeight[g] = weakest;
      }
    }
    const vesselTypeIndex = groupVesselTypeIndex(candidate, g);
    if (posting.vesselType === null) {
      out.vesselClass[g] = VESSEL_CLASS_ANY;
      out.vesselWeight[g] = 1;
    } else if (vesselTypeIndex < 0) {
      const vesselType = groupVesselType(candidate, g);
      const same = vesselType !== null && vesselType === posting.vesselType;
      out.vesselClass[g] = same ? VESSEL_CLASS_MAIN : VESSEL_CLASS_NONE;
      out.vesselWeight[g] = same ? 1 : 0;
    } else {
      const vesselClass = posting.vesselClasses[vesselTypeIndex]!;
      out.vesselClass[g] = vesselClass === VESSEL_MAIN ? VESSEL_CLASS_MAIN : vesselClass === VESSEL_SIMILAR ? VESSEL_CLASS_SIMILAR : VESSEL_CLASS_NONE;
      out.vesselWeight[g] = posting.vesselWeights[vesselTypeIndex]!;
    }
  }
  return out;
}
