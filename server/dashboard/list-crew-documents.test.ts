import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConnectError } from "@/server/contract/support.js";
import {
  createApplication,
  createDocument,
  createDocumentRequest,
  createDocumentSet,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/ListCrewDocuments";

interface Answer {
  crewProfileId: string;
  latestJobApplicationId: string;
  documents: Record<string, unknown>[];
}

describe("ListCrewDocuments", () => {
  let server: TestServer;
  let key: string;
  let profileId: string;
  let bareProfileId: string;
  let foreignProfileId: string;
  let foreignSetId: string;
  let cvSetId: string;
  let requestSetId: string;
  let requestId: string;
  let cvId: string;
  let passportId: string;
  let medicalId: string;
  let latestApplicationId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    profileId = (await createProfile(db, { organizationId: org.id })).id;
    bareProfileId = (await createProfile(db, { organizationId: org.id })).id;
    foreignProfileId = (await createProfile(db, { organizationId: other.id })).id;
    foreignSetId = await createDocumentSet(db, { organizationId: other.id, crewProfileId: foreignProfileId });
    await createDocument(db, { organizationId: other.id, documentSetId: foreignSetId, name: "foreign.pdf" });

    // A CV that came with an application, then two documents uploaded in answer to a request.
    cvSetId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profileId });
    cvId = (
      await createDocument(db, {
        organizationId: org.id,
        documentSetId: cvSetId,
        name: "cv.pdf",
        pageCount: 3,
        sizeBytes: 48_000,
        documentTypeCode: "cv",
        originalUrl: "/files/cv.pdf",
        thumbnailUrl: "/files/cv-thumb.png",
        createdAt: new Date("2026-01-02T10:00:00Z"),
      })
    ).id;
    requestId = await createDocumentRequest(db, { organizationId: org.id, crewProfileId: profileId, memberId: org.owner.memberId });
    requestSetId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profileId, documentRequestId: requestId });
    passportId = (
      await createDocument(db, { organizationId: org.id, documentSetId: requestSetId, name: "passport.pdf", createdAt: new Date("2026-02-01T09:00:00Z") })
    ).id;
    medicalId = (
      await createDocument(db, {
        organizationId: org.id,
        documentSetId: requestSetId,
        name: "medical.jpg",
        contentType: "image/jpeg",
        createdAt: new Date("2026-02-01T09:05:00Z"),
      })
    ).id;

    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    const apply = (createdAt: string) =>
      createApplication(db, {
        organizationId: org.id,
        jobPostingId: posting.id,
        crewProfileId: profileId,
        documentSetId: cvSetId,
        pipelineStageId: pipeline.stages[0]!.id,
        createdAt: new Date(createdAt),
      });
    await apply("2026-01-02T10:00:00Z");
    latestApplicationId = (await apply("2026-03-01T10:00:00Z")).id;
  });
  afterAll(() => server.close());

  it("answers a crew profile's documents newest first, each with its set and the request it came in through", async () => {
    const { status, body } = await rpc<Answer>(server, path, { crewProfileId: profileId }, { key });
    expect(status).toBe(200);
    expect(body.crewProfileId).toBe(profileId);
    expect(body.latestJobApplicationId).toBe(latestApplicationId);
    expect(body.documents.map((document) => document.id)).toEqual([medicalId, passportId, cvId]);
    const cv = body.documents[2]!;
    expect(cv).toEqual({
      id: cvId,
      name: "cv.pdf",
      contentType: "application/pdf",
      pageCount: 3,
      sizeBytes: "48000",
      createdAt: "2026-01-02T10:00:00Z",
      documentSetId: cvSetId,
      documentTypeCode: "cv",
      originalUrl: expect.stringMatching(/^http:\/\/[^/]+\/files\/cv\.pdf\?/),
      thumbnailUrl: expect.stringMatching(/^http:\/\/[^/]+\/files\/cv-thumb\.png\?/),
      documentRequestId: "",
    });
    expect(body.documents[0]).toMatchObject({
      name: "medical.jpg",
      contentType: "image/jpeg",
      documentSetId: requestSetId,
      documentRequestId: requestId,
      documentTypeCode: "",
    });
  });

  it("answers one document set's documents, with the profile it belongs to", async () => {
    const { status, body } = await rpc<Answer>(server, path, { documentSetId: requestSetId }, { key });
    expect(status).toBe(200);
    expect(body.crewProfileId).toBe(profileId);
    expect(body.latestJobApplicationId).toBe(latestApplicationId);
    expect(body.documents.map((document) => document.id)).toEqual([medicalId, passportId]);
  });

  it("answers no documents and no application for a profile without either", async () => {
    const { status, body } = await rpc<Answer>(server, path, { crewProfileId: bareProfileId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ crewProfileId: bareProfileId, latestJobApplicationId: "", documents: [] });
  });

  it("answers not_found for another organization's profile or document set, exactly as for unknown ones", async () => {
    for (const request of [{ crewProfileId: foreignProfileId }, { crewProfileId: newId() }]) {
      expectConnectError(await rpc(server, path, request, { key }), 404, "not_found", /^crew profile [0-9a-f-]{36} not found$/);
    }
    for (const request of [{ documentSetId: foreignSetId }, { documentSetId: newId() }]) {
      expectConnectError(await rpc(server, path, request, { key }), 404, "not_found", /^document set [0-9a-f-]{36} not found$/);
    }
  });

  it("requires exactly one valid id, and a key", async () => {
    expectConnectError(await rpc(server, path, {}, { key }), 400, "invalid_argument", /crewProfileId\) or document_set_id \(documentSetId\)/);
    expectConnectError(await rpc(server, path, { crewProfileId: "nope" }, { key }), 400, "invalid_argument");
    expectConnectError(await rpc(server, path, { crewProfileId: profileId, documentSetId: cvSetId }, { key }), 400, "invalid_argument", /set multiple times/);
    expectConnectError(await rpc(server, path, { crewProfileId: profileId }), 401, "unauthenticated");
  });
});
