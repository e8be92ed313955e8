// The score (DOMAIN.md §5.6): a weighted mean of the components the posting evaluates, 0-100, halved
// for an ineligible candidate. Rank and vessel components are left out (not counted as 0 or 1) when
// the posting sets no rank or vessel type.
//
// Decision (README-decisions.md): halves round up (48.5 → 49), as Math.round does; the Python
// reference's round() would round half to even. A 1e-9 nudge keeps a mathematically exact .5 that
// floating point computes as .4999… on the same side.

export const EXPERIENCE_WEIGHT = 50;
export const RANK_WEIGHT = 20;
export const VESSEL_WEIGHT = 20;
export const CERTIFICATE_WEIGHT = 10;

export interface ScoreComponents {
  experience: number; // 0..1
  rankFit: number | undefined; // 0..1, undefined when the posting has no rank
  vesselFit: number | undefined; // 0..1, undefined when the posting has no vessel type
  certificateShare: number; // 0..1, 1 when nothing is required
  eligible: boolean;
}

export function matchScore(components: ScoreComponents): number {
  let sum = EXPERIENCE_WEIGHT * components.experience + CERTIFICATE_WEIGHT * components.certificateShare;
  let weights = EXPERIENCE_WEIGHT + CERTIFICATE_WEIGHT;
  if (components.rankFit !== undefined) {
    sum += RANK_WEIGHT * components.rankFit;
    weights += RANK_WEIGHT;
  }
  if (components.vesselFit !== undefined) {
    sum += VESSEL_WEIGHT * components.vesselFit;
    weights += VESSEL_WEIGHT;
  }
  const base = (100 * sum) / weights;
  return Math.floor((components.eligible ? base : base / 2) + 0.5 + 1e-9);
}
