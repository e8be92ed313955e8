// `count` made-up applications on one pipeline stage, as ListJobApplications answers them in JSON:
// the demo's postings have far fewer, and the large-list e2e and the web benchmark need 1,000.
export const generatedStageId = "00000000-0000-4000-a000-000000000001";

export function generatedApplications(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    crewProfileId: `00000000-0000-4000-9000-${String(index).padStart(12, "0")}`,
    givenName: `Candidate${index}`,
    familyName: "Test",
    email: `c${index}@example.com`,
    pipelineStageId: generatedStageId,
    pipelineStageName: "New",
    isArchived: false,
    source: "ENTRY_SOURCE_EMAIL",
    createdAt: "2026-11-01T08:00:00Z",
    lastSubmittedAt: "2026-11-02T08:00:00Z",
    reapplied: false,
    nationalityIso31661: ["PH", "UA", "IN", "PL"][index % 4],
    faceImageUrl: "",
    latestRank: "able_seaman",
  }));
}
