// A persisted match as rpc.v1.JobPostingMatch in JSON, the `jobPostingMatch` of a
// ListCrewProfilesByApplicationIDs item, written in the message's field order as protobuf-es writes it
// with implicit fields emitted (that answer is rendered JSON: profiles/list-crew-profiles-by-application-ids.ts).
// int64 fields are strings. Optional fields the engine left unset (a criterion the posting does not
// set) are absent; a score of zero is present.
import type { JobPostingMatchBreakdownJson, JobPostingMatchJson } from "@/gen/rpc/v1/matching_pb.js";
import type { MatchResult } from "./match-result.js";

const int64 = (value: number | undefined) => (value === undefined ? undefined : String(value));

export function jobPostingMatchJsonOf(result: MatchResult): JobPostingMatchJson {
  const breakdown: JobPostingMatchBreakdownJson = {
    vesselType: result.vesselType,
    experience: result.experience,
    experiencePercent: int64(result.experiencePercent),
    qualifyingExperienceMonths: int64(result.qualifyingExperienceMonths),
    confirmedRelevantMonths: int64(result.confirmedRelevantMonths),
    possibleRelevantMonths: int64(result.possibleRelevantMonths),
    vesselTypeRelevantMonths: int64(result.vesselTypeRelevantMonths),
    containsEstimatedMonths: result.containsEstimatedMonths,
    mainVesselType: result.mainVesselType,
    similarVesselType: result.similarVesselType,
    mainRank: result.mainRank,
    similarRank: result.similarRank,
    mainRelevantMonths: int64(result.mainRelevantMonths),
    similarRelevantMonths: int64(result.similarRelevantMonths),
  };
  return {
    matchScore: String(result.score),
    matchBreakdown: breakdown,
    requiredRank: result.requiredRank,
    requiredCertificates: result.requiredCertificates,
    requiredExperienceMonths: int64(result.requiredExperienceMonths),
    qualifyingExperienceMonths: String(result.qualifyingExperienceMonths),
    failureReasons: result.failureReasons,
  };
}
