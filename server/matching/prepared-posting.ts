// A posting's requirements turned into lookup tables once, before it meets thousands of candidates:
// rank and vessel-type weights indexed by the domain's indices, each required certificate with every
// certificate that satisfies it, and the age limits as birth-date bounds.
//
// Decisions (README-decisions.md):
// - Certificates, visas and ages are checked on the join date; a posting without a join date, or whose
//   join date has passed, is checked on the evaluation date (nobody can join in the past).
// - A required certificate listed twice is one requirement.
// - A value the domain does not know (a rank, a vessel type, a certificate) matches only itself.
import { addMonths, civilFromDay, dayFromIsoDate, ordinalKey } from "./calendar-days.js";
import {
  certificateIndex,
  isVisa,
  rankCount,
  rankIndex,
  rankSimilarity,
  satisfierIndices,
  vesselTypeCount,
  vesselTypeIndex,
  vesselTypeParent,
  vesselTypeSimilarity,
} from "./domain-index.js";
import type { PostingRequirements } from "./match-input.js";
import type { PostingInput } from "./match-inputs-repository.js";
import type { PreparedPostingItem } from "./persisted-pairs.js";

export const VESSEL_NONE = 0;
export const VESSEL_MAIN = 1;
export const VESSEL_SIMILAR = 2;

export interface RequiredCertificate {
  value: string;
  visa: boolean;
  // Domain indices of the certificates that meet it (itself included); empty for an unknown value.
  satisfiers: readonly number[];
}

export interface PreparedPosting {
  requirements: PostingRequirements;
  evaluationDay: number;
  rank: string | null;
  // Similarity weight toward the posting rank, by rank index (0: not similar).
  rankWeights: Float64Array;
  vesselType: string | null;
  // VESSEL_MAIN / VESSEL_SIMILAR / VESSEL_NONE and the weight, by vessel-type index.
  vesselClasses: Uint8Array;
  vesselWeights: Float64Array;
  // Positive, or 0 when the posting requires no experience.
  requiredMonths: number;
  requiredCertificates: readonly RequiredCertificate[];
  allowedNationalities: ReadonlySet<string> | null;
  checkDay: number;
  // Contract end, for certificates expiring during the contract; NaN without contractMonths.
  contractEndDay: number;
  // Birth dates (YYYYMMDD keys) the age limits accept: born on or before the first, after the second.
  bornOnOrBefore: number;
  bornAfter: number;
}

function buildRankWeights(rank: string | null): Float64Array {
  const weights = new Float64Array(rankCount);
  if (rank === null) return weights;
  for (const similar of rankSimilarity(rank)) {
    const index = rankIndex(similar.value);
    if (index >= 0) weights[index] = similar.weight;
  }
  return weights;
}

function buildVesselTables(vesselType: string | null): { classes: Uint8Array; weights: Float64Array } {
  const classes = new Uint8Array(vesselTypeCount);
  const weights = new Float64Array(vesselTypeCount);
  if (vesselType === null) return { classes, weights };
  for (const similar of vesselTypeSimilarity(vesselType)) {
    const index = vesselTypeIndex(similar.value);
    if (index < 0) continue;
    classes[index] = VESSEL_SIMILAR;
    weights[index] = similar.weight;
  }
  // Main last: the type itself and its sub-types (any bulk size for a bulk-carrier posting) are main
  // even where the data also lists them as similar (ore_carrier at 0.75 for bulk_carrier: §5.3 wins).
  const own = vesselTypeIndex(vesselType);
  for (let index = 0; index < vesselTypeCount; index++) {
    if (index === own || vesselTypeParent(index) === vesselType) {
      classes[index] = VESSEL_MAIN;
      weights[index] = 1;
    }
  }
  return { classes, weights };
}

function requiredCertificateList(values: readonly string[]): RequiredCertificate[] {
  return [...new Set(values)].map((value) => ({ value, visa: isVisa(value), satisfiers: certificateIndex(value) >= 0 ? satisfierIndices(value) : [] }));
}

export function preparePosting(requirements: PostingRequirements, evaluationDay: number): PreparedPosting {
  const joinDay = requirements.joinDate === null ? Number.NaN : dayFromIsoDate(requirements.joinDate);
  const checkDay = Number.isNaN(joinDay) ? evaluationDay : Math.max(joinDay, evaluationDay);
  const check = civilFromDay(checkDay);
  // An empty value is no requirement.
  const rank = requirements.rank?.trim() || null;
  const vesselType = requirements.vesselType?.trim() || null;
  const { classes, weights } = buildVesselTables(vesselType);
  const allowed = requirements.allowedNationalities?.map((code) => code.trim().toUpperCase()).filter((code) => code !== "") ?? [];
  return {
    requirements,
    evaluationDay,
    rank,
    rankWeights: buildRankWeights(rank),
    vesselType,
    vesselClasses: classes,
    vesselWeights: weights,
    requiredMonths: requirements.requiredExperienceMonths !== null && requirements.requiredExperienceMonths > 0 ? requirements.requiredExperienceMonths : 0,
    requiredCertificates: requiredCertificateList(requirements.requiredCertificates),
    allowedNationalities: allowed.length > 0 ? new Set(allowed) : null,
    checkDay,
    contractEndDay: requirements.contractMonths !== null && requirements.contractMonths > 0 ? addMonths(checkDay, requirements.contractMonths) : Number.NaN,
    bornOnOrBefore: requirements.minAge === null ? Number.POSITIVE_INFINITY : ordinalKey({ ...check, year: check.year - requirements.minAge }),
    bornAfter: requirements.maxAge === null ? Number.NEGATIVE_INFINITY : ordinalKey({ ...check, year: check.year - requirements.maxAge - 1 }),
  };
}

// A posting as a recompute's list of postings holds it: prepared for the day, and whether it is open.
export function preparePostingItem(input: PostingInput, evaluationDay: number): PreparedPostingItem {
  return { id: input.id, open: input.state === "open", prepared: preparePosting(input.requirements, evaluationDay) };
}
