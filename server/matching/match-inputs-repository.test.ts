// The engine's inputs as the database holds them: the posting's requirement columns, and a profile's
// latest date of birth and nationality, sea service and certificates, of the organization asked for only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewCertificates } from "@/server/db/schema.js";
import {
  createDocument,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
  type ProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { newId, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { evaluateMatch } from "./evaluate-match.js";
import { loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "./match-inputs-repository.js";

describe("the match engine's inputs", () => {
  let server: TestServer;
  let org: OrganizationFixture;
  let postingId: string;
  let quietPostingId: string;
  let applicant: ProfileWithApplication;
  let bareProfileId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    const other = await createOrganization(db);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    postingId = (
      await createPosting(db, {
        organizationId: org.id,
        pipelineId: pipeline.id,
        title: "2nd Officer, product tanker",
        rank: "second_officer",
        vesselType: "product_tanker",
        requiredExperienceMonths: 12,
        experienceMandatory: true,
        requiredCertificates: ["coc_oow_deck", "med_seafarer_medical"],
        allowedNationalities: ["PH", "IN"],
        minAge: 21,
        maxAge: 55,
        joinDate: "2026-12-01",
        contractMonths: 6,
      })
    ).id;
    quietPostingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, state: "closed" })).id;
    applicant = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id });
    bareProfileId = (await createProfile(db, { organizationId: org.id })).id;

    const document = await createDocument(db, { organizationId: org.id, documentSetId: applicant.documentSetId });
    const base = { organizationId: org.id, crewProfileId: applicant.profileId, documentSetId: applicant.documentSetId, documentId: document.id };
    await createExtraction(db, { ...base, kind: "date_of_birth", valueTime: new Date("1990-05-17T00:00:00Z") });
    // Two nationalities: the latest (highest kind_sequence) is the one read.
    await createExtraction(db, { ...base, kind: "nationality", valueText: "ID", kindSequence: 1 });
    await createExtraction(db, { ...base, kind: "nationality", valueText: "PH", kindSequence: 2 });
    await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: applicant.profileId,
      rankValues: ["second_officer"],
      vesselType: "product_tanker",
      signOn: "2024-01-10",
      signOff: "2025-02-20",
      position: 1,
    });
    await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: applicant.profileId,
      rankValues: ["second_officer", "third_officer"],
      vesselType: null,
      signOn: "2025-06-01",
      signOnPrecision: "month",
      signOff: null,
      position: 2,
    });
    await db.insert(crewCertificates).values([
      { id: newId(), organizationId: org.id, crewProfileId: applicant.profileId, certificate: "coc_oow_deck", expiresOn: "2029-03-01" },
      { id: newId(), organizationId: org.id, crewProfileId: applicant.profileId, certificate: "med_seafarer_medical", expiresOn: null },
    ]);

    // Another organization's profile and application: never read.
    const foreignPipeline = await createPipeline(db, { organizationId: other.id });
    const foreignPosting = await createPosting(db, { organizationId: other.id, pipelineId: foreignPipeline.id });
    await createProfileWithApplication(db, { organizationId: other.id, jobPostingId: foreignPosting.id, pipelineStageId: foreignPipeline.stages[0]!.id });
  });
  afterAll(() => server.close());

  it("reads a posting's requirement columns as they are, and nothing of another organization", async () => {
    const postings = await loadPostingInputs(server.db, org.id);
    expect(postings.map((posting) => posting.id).sort()).toEqual([postingId, quietPostingId].sort());
    expect(postings.find((posting) => posting.id === postingId)).toEqual({
      id: postingId,
      state: "open",
      requirements: {
        rank: "second_officer",
        vesselType: "product_tanker",
        requiredExperienceMonths: 12,
        experienceMandatory: true,
        vesselTypeMandatory: false,
        requiredCertificates: ["coc_oow_deck", "med_seafarer_medical"],
        allowedNationalities: ["PH", "IN"],
        minAge: 21,
        maxAge: 55,
        joinDate: "2026-12-01",
        contractMonths: 6,
      },
    });
    expect(await loadPostingInputs(server.db, org.id, [quietPostingId])).toMatchObject([{ id: quietPostingId, state: "closed" }]);
  });

  it("reads the organization's postings page after page, each once, as one read does", async () => {
    const whole = await loadPostingInputs(server.db, org.id);
    expect(whole).toHaveLength(2);
    // Pages of one: two full pages and an empty one; pages of two: one full page and an empty one.
    for (const pageSize of [1, 2]) expect(await loadPostingInputs(server.db, org.id, undefined, pageSize)).toEqual(whole);
  });

  it("reads a profile's latest date of birth and nationality, its sea service and its certificates", async () => {
    const candidates = await loadCandidateInputs(server.db, org.id);
    expect(candidates.map((candidate) => candidate.id).sort()).toEqual([applicant.profileId, bareProfileId].sort());
    const { candidate } = candidates.find((item) => item.id === applicant.profileId)!;
    expect(candidate.dateOfBirth).toBe("1990-05-17");
    expect(candidate.nationality).toBe("PH");
    expect([...candidate.seaServiceRecords].sort((a, b) => a.signOn.localeCompare(b.signOn))).toEqual([
      {
        rankValues: ["second_officer"],
        vesselType: "product_tanker",
        signOn: "2024-01-10",
        signOnPrecision: "day",
        signOff: "2025-02-20",
        signOffPrecision: "day",
      },
      {
        rankValues: ["second_officer", "third_officer"],
        vesselType: null,
        signOn: "2025-06-01",
        signOnPrecision: "month",
        signOff: null,
        signOffPrecision: "day",
      },
    ]);
    expect([...candidate.certificates].sort((a, b) => a.certificate.localeCompare(b.certificate))).toEqual([
      { certificate: "coc_oow_deck", expiresOn: "2029-03-01" },
      { certificate: "med_seafarer_medical", expiresOn: null },
    ]);
    expect(candidates.find((item) => item.id === bareProfileId)!.candidate).toEqual({
      dateOfBirth: null,
      nationality: null,
      seaServiceRecords: [],
      certificates: [],
    });
    expect((await loadCandidateInputs(server.db, org.id, [bareProfileId])).map((item) => item.id)).toEqual([bareProfileId]);
  });

  it("lists the applicants of the organization's postings, and feeds the engine as it is", async () => {
    expect(await loadApplicantPairs(server.db, org.id)).toEqual([{ postingId, profileId: applicant.profileId }]);
    const [posting] = await loadPostingInputs(server.db, org.id, [postingId]);
    const [candidate] = await loadCandidateInputs(server.db, org.id, [applicant.profileId]);
    const result = evaluateMatch(posting!.requirements, candidate!.candidate, "2026-11-25");
    expect(result).toMatchObject({ requiredRank: "second_officer", mainRank: true, mainVesselType: true, certificateCount: 2, failureReasons: [] });
    expect(result.confirmedRelevantMonths).toBe(13);
  });
});
