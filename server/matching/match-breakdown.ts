// The `breakdown` of a MatchedCandidate or a MatchingJobPosting (a google.protobuf.Struct, so a JSON
// object on the wire): the persisted MatchResult (match-result.ts) as the dashboard reads it. The keys
// are a contract (README "Matches"); add keys, never rename or drop one.
//
// - Optional keys are ABSENT when their criterion was not evaluated (the posting does not set it, or the
//   candidate has no sea service for matchedRank / matchedVesselType), never null.
// - Numbers are JSON numbers; months are whole months; `experience` is 0..1.
// - `eligible` is "no failure reason": every hard check passed.
// - `evaluatedOn` (YYYY-MM-DD) is the day the match was evaluated on; `modelVersion` the engine's
//   MATCH_MODEL_VERSION that computed it.
import type { JsonObject } from "@bufbuild/protobuf";
import type { FailureReason, MatchResult, UnverifiedField } from "./match-result.js";

export interface MatchBreakdown {
  eligible: boolean;
  failureReasons: FailureReason[];
  needsVerification: UnverifiedField[];
  // The posting's side.
  requiredRank?: string;
  requiredVesselType?: string;
  requiredExperienceMonths?: number;
  requiredCertificates: string[];
  // The candidate's best-fitting rank and vessel type.
  matchedRank?: string;
  matchedVesselType?: string;
  certificateCount: number;
  // Each required certificate in one of held, missing and expired; expiringDuringContract is information.
  certificates: { held: string[]; missing: string[]; expired: string[]; expiringDuringContract: string[] };
  // JobPostingMatchBreakdown's fields.
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
  totalSeaMonths: number;
  evaluatedOn: string;
  modelVersion: number;
}

// The result's key as it is, or no key when it was not evaluated.
const optional = <K extends keyof MatchResult>(result: MatchResult, key: K) =>
  result[key] === undefined || result[key] === null ? {} : { [key]: result[key] };

export function matchBreakdown(result: MatchResult, evaluatedOn: string, modelVersion: number): MatchBreakdown {
  const check = result.certificateCheck;
  return {
    eligible: result.failureReasons.length === 0,
    failureReasons: result.failureReasons,
    needsVerification: result.needsVerification,
    ...optional(result, "requiredRank"),
    ...optional(result, "requiredVesselType"),
    ...optional(result, "requiredExperienceMonths"),
    requiredCertificates: result.requiredCertificates,
    ...optional(result, "matchedRank"),
    ...optional(result, "matchedVesselType"),
    certificateCount: result.certificateCount,
    certificates: { held: check.held, missing: check.missing, expired: check.expired, expiringDuringContract: check.expiringDuringContract },
    ...optional(result, "vesselType"),
    ...optional(result, "mainVesselType"),
    ...optional(result, "similarVesselType"),
    ...optional(result, "vesselTypeRelevantMonths"),
    ...optional(result, "mainRank"),
    ...optional(result, "similarRank"),
    ...optional(result, "mainRelevantMonths"),
    ...optional(result, "similarRelevantMonths"),
    experience: result.experience,
    experiencePercent: result.experiencePercent,
    qualifyingExperienceMonths: result.qualifyingExperienceMonths,
    confirmedRelevantMonths: result.confirmedRelevantMonths,
    possibleRelevantMonths: result.possibleRelevantMonths,
    containsEstimatedMonths: result.containsEstimatedMonths,
    totalSeaMonths: result.totalSeaMonths,
    evaluatedOn,
    modelVersion,
  };
}

// The same object as the Struct a message carries: every value is JSON and no key holds undefined.
export function matchBreakdownStruct(result: MatchResult, evaluatedOn: string, modelVersion: number): JsonObject {
  return matchBreakdown(result, evaluatedOn, modelVersion) as unknown as JsonObject;
}
