// What the engine answers for one candidate and one posting: every field of DOMAIN.md §5.5, the score
// (§5.6), the hard checks (§5.7) and the certificate check, flat, under the names of rpc.v1's
// JobPostingMatch / JobPostingMatchBreakdown / MatchedCandidate so that mapping is copying.
// Optional fields are absent (undefined) when the posting does not set their criterion: a criterion
// that is not set is not evaluated (issue 14). Month figures are whole months, floored (days / 30).

// In the order they are reported (DOMAIN.md §5.7), each at most once, never naming a certificate.
export const FAILURE_REASONS = [
  "rank_experience_missing",
  "insufficient_experience",
  "vessel_type_experience_missing",
  "certificates_missing",
  "certificates_expired",
  "visa_missing",
  "nationality_not_accepted",
  "age_out_of_range",
] as const;

export type FailureReason = (typeof FAILURE_REASONS)[number];

// A restricted field the posting sets but the candidate's data cannot answer yet: not a failure
// (DOMAIN.md §5.7), a "needs verification" state for the dashboard.
export type UnverifiedField = "date_of_birth" | "nationality";

export interface CertificateCheck {
  // The posting's required certificate values (visas included), each in exactly one of the first three.
  // Held: held, or met by a certificate that satisfies it, and valid at the join date.
  held: string[];
  // Neither held nor met by any certificate that satisfies it.
  missing: string[];
  // Held or met only by documents expired at the join date.
  expired: string[];
  // Held and valid at the join date but expiring before the contract ends (information, no failure).
  expiringDuringContract: string[];
}

export interface MatchResult {
  // 0-100; halved when failureReasons is not empty (ineligible candidates never exceed 50).
  score: number;
  failureReasons: FailureReason[];
  needsVerification: UnverifiedField[];

  // The posting's side, as the lists show it.
  requiredRank?: string;
  requiredVesselType?: string;
  // Only when positive.
  requiredExperienceMonths?: number;
  requiredCertificates: string[];

  // The candidate's best-fitting rank and vessel type for the posting (absent without sea service).
  matchedRank?: string;
  matchedVesselType?: string;
  // Required certificates (visas included) held and valid at the join date.
  certificateCount: number;
  certificateCheck: CertificateCheck;

  // Vessel-type criterion (absent when the posting has no vessel type).
  vesselType?: boolean;
  mainVesselType?: boolean;
  similarVesselType?: boolean;
  vesselTypeRelevantMonths?: number;

  // Rank criterion (absent when the posting has no rank).
  mainRank?: boolean;
  similarRank?: boolean;
  mainRelevantMonths?: number;
  similarRelevantMonths?: number;

  // Always evaluated.
  experience: number; // 0..1
  experiencePercent: number; // 0-100; 100 only when experience is 1
  qualifyingExperienceMonths: number;
  confirmedRelevantMonths: number;
  possibleRelevantMonths: number;
  containsEstimatedMonths: boolean;
  // All sea time, relevant or not (union of days).
  totalSeaMonths: number;
  // At least one day of weighted (qualifying) experience, however short. Not a bound on the score: with
  // no required months experience is 1 for everyone, and rank fit does not depend on the vessel type,
  // so a candidate without qualifying days can still outscore one with them (persistence rules beware).
  hasQualifyingExperience: boolean;
}
