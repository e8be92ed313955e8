// Matches for the matching feature's component tests, in the shapes the service answers (the
// breakdown as the Struct's JSON object, keys as server/matching/match-result.ts names them).
import { DocumentExtractionKind } from "@/gen/rpc/v1/common_pb.js";
import { ids, ts } from "@/src/test/fixtures.js";

export const profileId = (index: number) => `00000000-0000-4000-a000-${String(index).padStart(12, "0")}`;
export const postingIdOf = (index: number) => `00000000-0000-4000-b000-${String(index).padStart(12, "0")}`;

export function breakdownJson(overrides: Record<string, unknown> = {}) {
  return {
    eligible: true,
    failureReasons: [],
    needsVerification: [],
    requiredRank: "chief_officer",
    requiredVesselType: "bulk_carrier",
    requiredExperienceMonths: 12,
    requiredCertificates: ["coc_chief_mate", "coc_gmdss_goc", "cop_basic_training"],
    matchedRank: "chief_officer",
    matchedVesselType: "bulk_carrier",
    certificateCount: 3,
    certificates: { held: ["coc_chief_mate", "coc_gmdss_goc", "cop_basic_training"], missing: [], expired: [], expiringDuringContract: [] },
    vesselType: true,
    mainVesselType: true,
    similarVesselType: false,
    vesselTypeRelevantMonths: 30,
    mainRank: true,
    similarRank: true,
    mainRelevantMonths: 18,
    similarRelevantMonths: 6,
    experience: 1,
    experiencePercent: 100,
    qualifyingExperienceMonths: 21,
    confirmedRelevantMonths: 16,
    possibleRelevantMonths: 20,
    containsEstimatedMonths: false,
    totalSeaMonths: 48,
    evaluatedOn: "2026-11-20",
    modelVersion: 1,
    ...overrides,
  };
}

// The n-th candidate of a posting's list: scores fall by 3 from 95.
export function matchedCandidate(index: number, overrides: Record<string, unknown> = {}, breakdown: Record<string, unknown> = {}) {
  const b = breakdownJson(breakdown);
  return {
    id: `00000000-0000-4000-c000-${String(index).padStart(12, "0")}`,
    crewProfileId: profileId(index),
    givenName: `Maria${index}`,
    familyName: "Santos",
    primaryEmail: `maria${index}@mail.example`,
    score: 95 - 3 * index,
    breakdown: b,
    computedAt: ts("2026-11-20T10:00:00Z"),
    matchedRank: b.matchedRank,
    matchedVesselType: b.matchedVesselType,
    qualifyingExperienceMonths: b.qualifyingExperienceMonths,
    requiredExperienceMonths: b.requiredExperienceMonths,
    certificateCount: b.certificateCount,
    requiredCertificates: b.requiredCertificates,
    alreadyApplied: index % 3 === 0,
    faceImage:
      index === 0
        ? {
            documentSetId: ids.documentSet,
            documentId: ids.document,
            pageIndex: 0n,
            kind: DocumentExtractionKind.FACE_IMAGE,
            reasoning: [],
            snippet: "",
            value: { case: "faceImageUrl", value: "/files/face-0.jpg" },
          }
        : undefined,
    confirmedRelevantMonths: b.confirmedRelevantMonths,
    possibleRelevantMonths: b.possibleRelevantMonths,
    vesselTypeRelevantMonths: b.vesselTypeRelevantMonths,
    containsEstimatedMonths: b.containsEstimatedMonths,
    ...overrides,
  };
}

export function matchingPosting(index: number, overrides: Record<string, unknown> = {}, breakdown: Record<string, unknown> = {}) {
  const b = breakdownJson(breakdown);
  return {
    id: `00000000-0000-4000-d000-${String(index).padStart(12, "0")}`,
    jobPostingId: postingIdOf(index),
    title: `Chief Officer, bulk carrier ${index}`,
    summary: "",
    shortId: `BA-${String(100 + index)}`,
    score: 90 - 2 * index,
    breakdown: b,
    computedAt: ts("2026-11-20T10:00:00Z"),
    requiredRank: b.requiredRank,
    vesselType: b.requiredVesselType,
    requiredCertificates: b.requiredCertificates,
    requiredExperienceMonths: b.requiredExperienceMonths,
    qualifyingExperienceMonths: b.qualifyingExperienceMonths,
    alreadyApplied: index === 0,
    confirmedRelevantMonths: b.confirmedRelevantMonths,
    possibleRelevantMonths: b.possibleRelevantMonths,
    vesselTypeRelevantMonths: b.vesselTypeRelevantMonths,
    containsEstimatedMonths: b.containsEstimatedMonths,
    ...overrides,
  };
}
