// The match engine: one candidate against one posting on an evaluation date (DOMAIN.md §5, with the
// spec's amendments listed in issue 14). Pure and deterministic: no clock, no I/O, and the result does
// not depend on the order of records or certificates, nor on duplicates.
//
// evaluateMatch prepares both sides and evaluates. A recompute over many pairs prepares each posting
// and each candidate once (preparePosting, prepareCandidate, with the same evaluation day) and calls
// evaluatePrepared per pair: that is the unit the scoring budget counts.
//
// Decisions (README-decisions.md):
// - Month figures are floored whole months of the day counts (days / 30); the hard check on experience
//   compares the exact weighted days with requiredMonths × 30, which is the same as comparing floored
//   months with whole required months.
// - experience is the exact ratio (a double, capped at 1); experiencePercent its rounded percentage,
//   but never 100 below the requirement (99.6 % shows 99, beside insufficient_experience).
// - vesselTypeRelevantMonths belongs to the vessel-type criterion, mainRelevantMonths and
//   similarRelevantMonths to the rank criterion: absent when the posting does not set it. confirmed,
//   possible and qualifying months are always present (with neither criterion set, all sea time).
// - Missing date of birth or nationality is not a failure: it is listed in needsVerification.
import { dayFromIsoDate } from "./calendar-days.js";
import { checkCertificates } from "./certificate-check.js";
import { matchedRank, matchedVesselType } from "./best-fit.js";
import type { CandidateInput, PostingRequirements } from "./match-input.js";
import type { FailureReason, MatchResult, UnverifiedField } from "./match-result.js";
import { matchScore } from "./match-score.js";
import { prepareCandidate, type PreparedCandidate } from "./prepared-candidate.js";
import { preparePosting, type PreparedPosting } from "./prepared-posting.js";
import { classifyGroups, RANK_MAIN, RANK_MAIN_POSSIBLE, RANK_SIMILAR, VESSEL_CLASS_MAIN, VESSEL_CLASS_SIMILAR } from "./record-classification.js";
import { timelineDays } from "./timeline-figures.js";

const DAYS_PER_MONTH = 30;
const MAIN_POSSIBLE_RANK_FIT = 0.75;

let groupWeights = new Float64Array(64);

function wholeMonths(days: number): number {
  return Math.floor(days / DAYS_PER_MONTH + 1e-9);
}

export function evaluateMatch(posting: PostingRequirements, candidate: CandidateInput, evaluationDate: string): MatchResult {
  const evaluationDay = dayFromIsoDate(evaluationDate);
  if (Number.isNaN(evaluationDay)) throw new RangeError(`evaluation date must be a YYYY-MM-DD date, got ${JSON.stringify(evaluationDate)}`);
  return evaluatePrepared(preparePosting(posting, evaluationDay), prepareCandidate(candidate, evaluationDay));
}

export function evaluatePrepared(posting: PreparedPosting, candidate: PreparedCandidate): MatchResult {
  if (posting.evaluationDay !== candidate.evaluationDay) throw new RangeError("the posting and the candidate were prepared for different evaluation dates");
  const classes = classifyGroups(candidate, posting);
  const groupCount = candidate.groupCount;
  if (groupWeights.length < groupCount) groupWeights = new Float64Array(groupCount * 2);
  let mainRank = false;
  let similarRank = false;
  let mainPossible = false;
  let bestSimilarRankWeight = 0;
  let mainVesselType = false;
  let similarVesselType = false;
  let bestSimilarVesselWeight = 0;
  for (let g = 0; g < groupCount; g++) {
    const rankClass = classes.rankClass[g]!;
    const vesselClass = classes.vesselClass[g]!;
    groupWeights[g] = classes.rankWeight[g]! * classes.vesselWeight[g]!;
    if (rankClass === RANK_MAIN) mainRank = true;
    else if (rankClass === RANK_MAIN_POSSIBLE) mainPossible = true;
    else if (rankClass === RANK_SIMILAR) {
      similarRank = true;
      if (classes.rankWeight[g]! > bestSimilarRankWeight) bestSimilarRankWeight = classes.rankWeight[g]!;
    }
    if (vesselClass === VESSEL_CLASS_MAIN) mainVesselType = true;
    else if (vesselClass === VESSEL_CLASS_SIMILAR) {
      similarVesselType = true;
      if (classes.vesselWeight[g]! > bestSimilarVesselWeight) bestSimilarVesselWeight = classes.vesselWeight[g]!;
    }
  }
  const days = timelineDays(candidate, classes, groupWeights);

  const hasRank = posting.rank !== null;
  const hasVesselType = posting.vesselType !== null;
  const vesselType = mainVesselType || similarVesselType;
  const requiredDays = posting.requiredMonths * DAYS_PER_MONTH;
  const experience = requiredDays > 0 ? Math.min(1, days.weighted / requiredDays) : 1;
  const experiencePercent = experience < 1 ? Math.min(99, Math.round(100 * experience)) : 100;

  const certificates = checkCertificates(posting, candidate);
  const failureReasons: FailureReason[] = [];
  const needsVerification: UnverifiedField[] = [];
  if (hasRank && !mainRank && !mainPossible && !similarRank) failureReasons.push("rank_experience_missing");
  if (posting.requirements.experienceMandatory && requiredDays > 0 && days.weighted < requiredDays) failureReasons.push("insufficient_experience");
  if (hasVesselType && posting.requirements.vesselTypeMandatory && !vesselType) failureReasons.push("vessel_type_experience_missing");
  if (certificates.certificatesMissing) failureReasons.push("certificates_missing");
  if (certificates.certificatesExpired) failureReasons.push("certificates_expired");
  if (certificates.visaMissing) failureReasons.push("visa_missing");
  if (posting.allowedNationalities !== null) {
    if (candidate.nationality === null) needsVerification.push("nationality");
    else if (!posting.allowedNationalities.has(candidate.nationality)) failureReasons.push("nationality_not_accepted");
  }
  if (posting.bornOnOrBefore !== Number.POSITIVE_INFINITY || posting.bornAfter !== Number.NEGATIVE_INFINITY) {
    if (Number.isNaN(candidate.birthDateKey)) needsVerification.unshift("date_of_birth");
    else if (candidate.birthDateKey > posting.bornOnOrBefore || candidate.birthDateKey <= posting.bornAfter) failureReasons.push("age_out_of_range");
  }

  const required = posting.requiredCertificates.length;
  const score = matchScore({
    experience,
    rankFit: hasRank ? (mainRank ? 1 : mainPossible ? MAIN_POSSIBLE_RANK_FIT : bestSimilarRankWeight) : undefined,
    vesselFit: hasVesselType ? (mainVesselType ? 1 : bestSimilarVesselWeight) : undefined,
    certificateShare: required > 0 ? certificates.check.held.length / required : 1,
    eligible: failureReasons.length === 0,
  });

  const result: MatchResult = {
    score,
    failureReasons,
    needsVerification,
    requiredCertificates: posting.requiredCertificates.map((requirement) => requirement.value),
    certificateCount: certificates.check.held.length,
    certificateCheck: certificates.check,
    experience,
    experiencePercent,
    qualifyingExperienceMonths: wholeMonths(days.weighted),
    confirmedRelevantMonths: wholeMonths(days.confirmed),
    possibleRelevantMonths: wholeMonths(days.possible),
    containsEstimatedMonths: days.containsEstimated,
    totalSeaMonths: wholeMonths(days.total),
    hasQualifyingExperience: days.weighted > 0,
  };
  const rank = matchedRank(candidate, posting, classes);
  if (rank !== undefined) result.matchedRank = rank;
  const vessel = matchedVesselType(candidate, classes);
  if (vessel !== undefined) result.matchedVesselType = vessel;
  if (posting.requiredMonths > 0) result.requiredExperienceMonths = posting.requiredMonths;
  if (hasRank) {
    result.requiredRank = posting.rank!;
    result.mainRank = mainRank;
    result.similarRank = similarRank;
    result.mainRelevantMonths = wholeMonths(days.mainRelevant);
    result.similarRelevantMonths = wholeMonths(days.similarRelevant);
  }
  if (hasVesselType) {
    result.requiredVesselType = posting.vesselType!;
    result.vesselType = vesselType;
    result.mainVesselType = mainVesselType;
    result.similarVesselType = similarVesselType;
    result.vesselTypeRelevantMonths = wholeMonths(days.vesselTypeRelevant);
  }
  return result;
}
