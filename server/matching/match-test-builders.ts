// Builders for the engine's tests: a posting that requires nothing and a candidate with nothing, to
// which each test adds only what it is about.
import type { CandidateInput, DatePrecision, PostingRequirements, SeaServiceRecordInput } from "./match-input.js";

export function posting(overrides: Partial<PostingRequirements> = {}): PostingRequirements {
  return {
    rank: null,
    vesselType: null,
    requiredExperienceMonths: null,
    experienceMandatory: false,
    vesselTypeMandatory: false,
    requiredCertificates: [],
    allowedNationalities: null,
    minAge: null,
    maxAge: null,
    joinDate: null,
    contractMonths: null,
    ...overrides,
  };
}

export function candidate(overrides: Partial<CandidateInput> = {}): CandidateInput {
  return { dateOfBirth: null, nationality: null, seaServiceRecords: [], certificates: [], ...overrides };
}

// A record with day-precision dates: record("second_officer", "product_tanker", "2021-03-10", "2021-09-30").
// Ranks as "a/b" make a two-rank record; a null sign-off means on board.
export function record(
  ranks: string,
  vesselType: string | null,
  signOn: string,
  signOff: string | null,
  precision: DatePrecision | { signOn: DatePrecision; signOff: DatePrecision } = "day",
): SeaServiceRecordInput {
  const precisions = typeof precision === "string" ? { signOn: precision, signOff: precision } : precision;
  return {
    rankValues: ranks.split("/"),
    vesselType,
    signOn,
    signOnPrecision: precisions.signOn,
    signOff,
    signOffPrecision: precisions.signOff,
  };
}
