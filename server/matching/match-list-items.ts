// A listed match as the API's items: MatchedCandidate (a posting's list, GetJobPostingMatches) and
// MatchingJobPosting (a candidate's list). Both carry the match id as `id` (stable across recomputes),
// the score and the breakdown (match-breakdown.ts) of the match's persisted computation, and the
// figures the lists show beside it. The posting's requirements in an item (requiredRank, vesselType,
// requiredCertificates, requiredExperienceMonths) are those the match was computed against, so they
// agree with its score; zero values stand for "not set" where a message field is not optional.
import { fromJson, type MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { DocumentExtractionSchema, JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import type { MatchedCandidateSchema, MatchingJobPostingSchema } from "@/gen/rpc/v1/matching_pb.js";
import { documentExtractionJsonOf, type FileLinkOf } from "@/server/profiles/document-extraction.js";
import { matchBreakdownStruct } from "./match-breakdown.js";
import type { ListedCandidate, ListedMatch, ListedPosting } from "./match-list-repository.js";

const stateOf: Record<ListedPosting["state"], JobPostingState> = { open: JobPostingState.OPEN, closed: JobPostingState.CLOSED };

function matchFields(match: ListedMatch) {
  const { result } = match;
  return {
    id: match.matchId,
    score: match.score,
    breakdown: matchBreakdownStruct(result, match.evaluatedOn, match.modelVersion),
    computedAt: timestampFromDate(match.computedAt),
    requiredCertificates: result.requiredCertificates,
    requiredExperienceMonths: result.requiredExperienceMonths ?? 0,
    qualifyingExperienceMonths: result.qualifyingExperienceMonths,
    alreadyApplied: match.alreadyApplied,
    confirmedRelevantMonths: result.confirmedRelevantMonths,
    possibleRelevantMonths: result.possibleRelevantMonths,
    vesselTypeRelevantMonths: result.vesselTypeRelevantMonths ?? 0,
    containsEstimatedMonths: result.containsEstimatedMonths,
  };
}

// `linkOf` signs the face image's stored URL for the caller's organization.
export function matchedCandidateOf(match: ListedCandidate, linkOf: FileLinkOf): MessageInitShape<typeof MatchedCandidateSchema> {
  const { result } = match;
  return {
    ...matchFields(match),
    crewProfileId: match.crewProfileId,
    givenName: match.givenName ?? "",
    familyName: match.familyName ?? "",
    primaryEmail: match.primaryEmail,
    matchedRank: result.matchedRank ?? "",
    matchedVesselType: result.matchedVesselType ?? "",
    certificateCount: result.certificateCount,
    faceImage: match.faceImage ? fromJson(DocumentExtractionSchema, documentExtractionJsonOf(match.faceImage, linkOf)) : undefined,
  };
}

export function matchingJobPostingOf(match: ListedPosting): MessageInitShape<typeof MatchingJobPostingSchema> {
  const { result } = match;
  return {
    ...matchFields(match),
    jobPostingId: match.jobPostingId,
    title: match.title,
    summary: match.summary,
    shortId: match.shortId,
    state: stateOf[match.state],
    requiredRank: result.requiredRank ?? "",
    vesselType: result.requiredVesselType ?? "",
  };
}
