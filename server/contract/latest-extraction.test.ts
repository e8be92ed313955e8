// Every read that shows an extraction picks the same one when a crew member's documents say a thing
// more than once: the list item, the applications list, the document request and the career all follow
// the one rule of db/latest-extraction.ts (highest kind_sequence, then the most recently updated, then
// the highest id).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDocument,
  createDocumentRequest,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
  type ProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

describe("the latest extraction", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let postingId: string;
  let subject: ProfileWithApplication;
  let requestId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    postingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id })).id;
    subject = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id });
    requestId = await createDocumentRequest(db, { organizationId: org.id, crewProfileId: subject.profileId, memberId: org.owner.memberId });
    const document = await createDocument(db, { organizationId: org.id, documentSetId: subject.documentSetId });
    const base = { organizationId: org.id, crewProfileId: subject.profileId, documentSetId: subject.documentSetId, documentId: document.id };
    const at = new Date("2026-02-05T00:00:00Z");
    const later = new Date("2026-02-06T00:00:00Z");

    // A higher kind_sequence wins over a later update.
    await createExtraction(db, { ...base, kind: "nationality", valueText: "ID", kindSequence: 2, createdAt: at, updatedAt: at });
    await createExtraction(db, { ...base, kind: "nationality", valueText: "PH", kindSequence: 1, createdAt: at, updatedAt: later });
    // Same kind_sequence and time: the highest id wins, whatever the insertion order.
    const face = (id: string, file: string) => ({ ...base, id, kind: "face_image" as const, valueText: `/files/faces/${file}`, createdAt: at, updatedAt: at });
    await createExtraction(db, face("00000000-0000-4000-8000-0000000000f2", "newer.jpg"));
    await createExtraction(db, face("00000000-0000-4000-8000-0000000000f1", "older.jpg"));
    // Two extractions of one sea-service record: the later update wins.
    const record = await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: subject.profileId,
      rankValues: ["master"],
      signOn: "2025-01-01",
      position: 1,
    });
    await createExtraction(db, { ...base, kind: "at_sea_work_experience", valueText: record, snippet: "updated later", createdAt: at, updatedAt: later });
    await createExtraction(db, { ...base, kind: "at_sea_work_experience", valueText: record, snippet: "inserted later", createdAt: at, updatedAt: at });
  });

  afterAll(async () => {
    await server?.close();
  });

  const newerFace = () => expect.stringMatching(signedLinkPattern("/files/faces/newer.jpg", org.id));

  it("is the same in the list item, the applications list and the document request", async () => {
    const list = await rpc<{ items: Record<string, Record<string, string>>[] }>(
      server,
      "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
      { ids: [subject.applicationId] },
      { key },
    );
    expect(list.body.items[0]!.nationality!.nationalityIso31661).toBe("ID");
    expect(list.body.items[0]!.faceImage!.faceImageUrl).toEqual(newerFace());

    const applications = await rpc<{ items: Record<string, string>[] }>(
      server,
      "dashboard.v1.DashboardService/ListJobApplications",
      { jobPostingId: postingId },
      { key },
    );
    expect(applications.body.items[0]).toMatchObject({ nationalityIso31661: "ID", faceImageUrl: newerFace() });

    const request = await rpc<Record<string, string>>(server, "rpc.v1.OrganizationService/GetOneDocumentRequest", { id: requestId }, { key });
    expect(request.body.crewAvatarUrl).toEqual(newerFace());
  });

  it("is the one a career record shows", async () => {
    const career = await rpc<{ seaService: { extraction: { snippet: string } }[] }>(
      server,
      "dashboard.v1.DashboardService/GetCrewProfileCareer",
      { crewProfileId: subject.profileId },
      { key },
    );
    expect(career.status).toBe(200);
    expect(career.body.seaService).toHaveLength(1);
    expect(career.body.seaService[0]!.extraction.snippet).toBe("updated later");
  });
});
