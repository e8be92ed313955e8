// The day counts behind every month figure of DOMAIN.md §5.5, on the union of days (a day two records
// cover counts once) with each day weighted by the heaviest record covering it (§5.4, step 2).
// Per pair: one mask per figure over the record groups, then one pass over the candidate's segments.
//
// containsEstimatedMonths: a day makes a figure estimated when every group that makes it count for
// that figure is estimated; for the qualifying figure, every group of the day's maximum weight. Only the
// figures a day with weight > 0 feeds are considered: qualifying, confirmed, possible (§5.5).
import type { PreparedCandidate } from "./prepared-candidate.js";
import { RANK_ANY, RANK_MAIN, RANK_MAIN_POSSIBLE, RANK_SIMILAR, VESSEL_CLASS_ANY, VESSEL_CLASS_MAIN, type GroupClasses } from "./record-classification.js";

export interface TimelineDays {
  total: number;
  confirmed: number;
  possible: number;
  vesselTypeRelevant: number;
  mainRelevant: number;
  similarRelevant: number;
  // Σ over days of the day's maximum weight (a multiple of 1/16 with the domain's weights: exact).
  weighted: number;
  containsEstimated: boolean;
}

// Group masks of one pair, one Int32Array word per 32 groups (reused across pairs).
const FLAGS = 6;
const CONFIRMED = 0;
const POSSIBLE = 1;
const VESSEL_RELEVANT = 2;
const MAIN_RELEVANT = 3;
const SIMILAR_RELEVANT = 4;
const WEIGHTED = 5;
let masks = new Int32Array(FLAGS * 4);

function buildMasks(candidate: PreparedCandidate, classes: GroupClasses, groupWeight: Float64Array): Int32Array {
  const words = candidate.maskWords;
  if (masks.length < FLAGS * words) masks = new Int32Array(FLAGS * words * 2);
  masks.fill(0, 0, FLAGS * words);
  for (let g = 0; g < candidate.groupCount; g++) {
    const rankClass = classes.rankClass[g]!;
    const vesselClass = classes.vesselClass[g]!;
    const onPostingVessel = vesselClass === VESSEL_CLASS_MAIN || vesselClass === VESSEL_CLASS_ANY;
    const onRelevantVessel = classes.vesselWeight[g]! > 0;
    const word = g >>> 5;
    const bit = 1 << (g & 31);
    if (onPostingVessel && (rankClass === RANK_MAIN || rankClass === RANK_ANY)) masks[CONFIRMED * words + word]! |= bit;
    if (onPostingVessel && (rankClass === RANK_MAIN || rankClass === RANK_MAIN_POSSIBLE || rankClass === RANK_ANY)) masks[POSSIBLE * words + word]! |= bit;
    if (onPostingVessel) masks[VESSEL_RELEVANT * words + word]! |= bit;
    if (onRelevantVessel && rankClass === RANK_MAIN) masks[MAIN_RELEVANT * words + word]! |= bit;
    if (onRelevantVessel && (rankClass === RANK_SIMILAR || rankClass === RANK_MAIN_POSSIBLE)) masks[SIMILAR_RELEVANT * words + word]! |= bit;
    if (groupWeight[g]! > 0) masks[WEIGHTED * words + word]! |= bit;
  }
  return masks;
}

export function timelineDays(candidate: PreparedCandidate, classes: GroupClasses, groupWeight: Float64Array): TimelineDays {
  const words = candidate.maskWords;
  const flags = buildMasks(candidate, classes, groupWeight);
  const { data, estimatedAt, segmentDaysAt, segmentMasksAt, segmentCount } = candidate;
  let confirmed = 0;
  let possible = 0;
  let vesselTypeRelevant = 0;
  let mainRelevant = 0;
  let similarRelevant = 0;
  let weighted = 0;
  let containsEstimated = false;
  for (let s = 0; s < segmentCount; s++) {
    const days = data[segmentDaysAt + s]!;
    let isConfirmed = 0;
    let confirmedCertain = 0;
    let isPossible = 0;
    let possibleCertain = 0;
    let isVesselRelevant = 0;
    let isMainRelevant = 0;
    let isSimilarRelevant = 0;
    let maxWeight = 0;
    let maxWeightCertain = false;
    for (let w = 0; w < words; w++) {
      const covering = data[segmentMasksAt + s * words + w]!;
      const certain = covering & ~data[estimatedAt + w]!;
      isConfirmed |= covering & flags[CONFIRMED * words + w]!;
      confirmedCertain |= certain & flags[CONFIRMED * words + w]!;
      isPossible |= covering & flags[POSSIBLE * words + w]!;
      possibleCertain |= certain & flags[POSSIBLE * words + w]!;
      isVesselRelevant |= covering & flags[VESSEL_RELEVANT * words + w]!;
      isMainRelevant |= covering & flags[MAIN_RELEVANT * words + w]!;
      isSimilarRelevant |= covering & flags[SIMILAR_RELEVANT * words + w]!;
      // The heaviest covering group, preferring a certain one on equal weight.
      let bits = covering & flags[WEIGHTED * words + w]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const g = w * 32 + (31 - Math.clz32(lowest));
        const weight = groupWeight[g]!;
        const isCertain = (certain & lowest) !== 0;
        if (weight > maxWeight || (weight === maxWeight && isCertain)) {
          if (weight > maxWeight) maxWeightCertain = isCertain;
          else maxWeightCertain ||= isCertain;
          maxWeight = weight;
        }
        bits ^= lowest;
      }
    }
    if (isConfirmed !== 0) confirmed += days;
    if (isPossible !== 0) possible += days;
    if (isVesselRelevant !== 0) vesselTypeRelevant += days;
    if (isMainRelevant !== 0) mainRelevant += days;
    else if (isSimilarRelevant !== 0) similarRelevant += days;
    weighted += maxWeight * days;
    if ((isConfirmed !== 0 && confirmedCertain === 0) || (isPossible !== 0 && possibleCertain === 0) || (maxWeight > 0 && !maxWeightCertain)) {
      containsEstimated = true;
    }
  }
  return { total: candidate.totalDays, confirmed, possible, vesselTypeRelevant, mainRelevant, similarRelevant, weighted, containsEstimated };
}
