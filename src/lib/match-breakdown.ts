// A match's `breakdown` (a google.protobuf.Struct on MatchedCandidate and MatchingJobPosting) read into
// a typed object, defensively: the Struct is JSON the dashboard does not control, so a missing key, a
// value of the wrong type or an unknown code never throws. A key the posting's criteria leave out (no
// rank, no vessel type, no required months) stays undefined, which the views show as "not required".
// What each field means: DOMAIN.md §5.5 and server/matching/match-result.ts.

import type { RankFit, VesselFit } from "@/src/lib/match-labels.js";

export interface CertificateCheck {
  // Required certificates held and valid at the join date.
  held: string[];
  missing: string[];
  // Held only by documents expired at the join date.
  expired: string[];
  // Held and valid at joining but expiring before the contract ends (information, not a failure).
  expiringDuringContract: string[];
}

export interface MatchBreakdown {
  eligible: boolean;
  failureReasons: string[];
  needsVerification: string[];

  requiredRank?: string;
  requiredVesselType?: string;
  requiredExperienceMonths?: number;
  requiredCertificates: string[];

  matchedRank?: string;
  matchedVesselType?: string;
  certificateCount: number;
  certificates: CertificateCheck;

  vesselType?: boolean;
  mainVesselType?: boolean;
  similarVesselType?: boolean;
  vesselTypeRelevantMonths?: number;

  mainRank?: boolean;
  similarRank?: boolean;
  mainRelevantMonths?: number;
  similarRelevantMonths?: number;

  experience: number;
  experiencePercent: number;
  qualifyingExperienceMonths: number;
  confirmedRelevantMonths: number;
  possibleRelevantMonths: number;
  containsEstimatedMonths: boolean;
  totalSeaMonths?: number;
  evaluatedOn?: string;
  modelVersion?: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Numbers may come as JSON numbers or, from int64 fields mapped by hand, as decimal strings.
function num(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function months(value: unknown): number | undefined {
  const parsed = num(value);
  return parsed === undefined ? undefined : Math.max(0, parsed);
}

function bool(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((item): item is string => typeof item === "string" && item !== ""))];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export function parseMatchBreakdown(input: unknown): MatchBreakdown {
  const json: Json = isObject(input) ? input : {};
  const failureReasons = strings(json.failureReasons);
  const certificatesJson = isObject(json.certificates) ? json.certificates : {};
  const certificates: CertificateCheck = {
    held: strings(certificatesJson.held),
    missing: strings(certificatesJson.missing),
    expired: strings(certificatesJson.expired),
    expiringDuringContract: strings(certificatesJson.expiringDuringContract),
  };
  const requiredExperienceMonths = months(json.requiredExperienceMonths);
  const qualifyingExperienceMonths = months(json.qualifyingExperienceMonths) ?? 0;
  const confirmedRelevantMonths = months(json.confirmedRelevantMonths) ?? 0;
  const experience = clamp(num(json.experience) ?? (requiredExperienceMonths ? Math.min(1, qualifyingExperienceMonths / requiredExperienceMonths) : 1), 0, 1);
  const modelVersion = num(json.modelVersion);
  return {
    // Eligible when it says so; when it does not, when no hard check failed.
    eligible: bool(json.eligible) ?? failureReasons.length === 0,
    failureReasons,
    needsVerification: strings(json.needsVerification),
    requiredRank: str(json.requiredRank),
    requiredVesselType: str(json.requiredVesselType),
    requiredExperienceMonths: requiredExperienceMonths !== undefined && requiredExperienceMonths > 0 ? requiredExperienceMonths : undefined,
    requiredCertificates: strings(json.requiredCertificates),
    matchedRank: str(json.matchedRank),
    matchedVesselType: str(json.matchedVesselType),
    certificateCount: months(json.certificateCount) ?? certificates.held.length,
    certificates,
    vesselType: bool(json.vesselType),
    mainVesselType: bool(json.mainVesselType),
    similarVesselType: bool(json.similarVesselType),
    vesselTypeRelevantMonths: months(json.vesselTypeRelevantMonths),
    mainRank: bool(json.mainRank),
    similarRank: bool(json.similarRank),
    mainRelevantMonths: months(json.mainRelevantMonths),
    similarRelevantMonths: months(json.similarRelevantMonths),
    experience,
    experiencePercent: clamp(Math.round(num(json.experiencePercent) ?? experience * 100), 0, 100),
    qualifyingExperienceMonths,
    confirmedRelevantMonths,
    // Possible months include the confirmed ones (DOMAIN.md §5.5).
    possibleRelevantMonths: Math.max(confirmedRelevantMonths, months(json.possibleRelevantMonths) ?? 0),
    containsEstimatedMonths: bool(json.containsEstimatedMonths) ?? false,
    totalSeaMonths: months(json.totalSeaMonths),
    evaluatedOn: str(json.evaluatedOn),
    modelVersion: modelVersion === undefined ? undefined : Math.trunc(modelVersion),
  };
}

// How the candidate's ranks fit the posting's rank (DOMAIN.md §5.3): served in it ("main"), served in
// a two-rank entry that includes it ("possible": a CV line such as "2/O / 3/O"), served in a similar
// rank, or none of these. "any" when the posting names no rank.

export function rankFit(breakdown: MatchBreakdown): RankFit {
  if (!breakdown.requiredRank) return "any";
  if (breakdown.mainRank) return "main";
  if (breakdown.similarRank) return "similar";
  // Neither main nor similar, yet the rank check passed: only a two-rank entry can do that.
  if (!breakdown.failureReasons.includes("rank_experience_missing")) return "possible";
  return "none";
}

// How the candidate's vessel types fit the posting's: the type itself (or a sub-type of it), a similar
// type, or neither. "any" when the posting names no vessel type.

export function vesselFit(breakdown: MatchBreakdown): VesselFit {
  if (!breakdown.requiredVesselType) return "any";
  if (breakdown.mainVesselType) return "main";
  if (breakdown.similarVesselType) return "similar";
  return "none";
}
