import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDocument,
  createDocumentSet,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  createSubmission,
  type ProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "rpc.v1.OrganizationService/ListSubmissionsForJobApplication";

describe("ListSubmissionsForJobApplication", () => {
  let server: TestServer;
  let key: string;
  let app: ProfileWithApplication;
  let empty: ProfileWithApplication;
  let foreign: ProfileWithApplication;
  let first: { id: string; setId: string };
  let second: { id: string; setId: string };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    const stage = pipeline.stages[0]!.id;
    app = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: posting.id, pipelineStageId: stage });
    empty = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: posting.id, pipelineStageId: stage });

    // The second submission is inserted first, to prove the order comes from submittedAt.
    const laterSet = await createDocumentSet(db, { organizationId: org.id, crewProfileId: app.profileId });
    await createDocument(db, { organizationId: org.id, documentSetId: laterSet });
    await createDocument(db, { organizationId: org.id, documentSetId: laterSet });
    await createDocument(db, { organizationId: org.id, documentSetId: laterSet });
    second = {
      setId: laterSet,
      id: await createSubmission(db, {
        organizationId: org.id,
        jobApplicationId: app.applicationId,
        documentSetId: laterSet,
        submittedAt: new Date("2026-05-02T12:00:00.5Z"),
      }),
    };
    await createDocument(db, { organizationId: org.id, documentSetId: app.documentSetId });
    first = {
      setId: app.documentSetId,
      id: await createSubmission(db, {
        organizationId: org.id,
        jobApplicationId: app.applicationId,
        documentSetId: app.documentSetId,
        submittedAt: new Date("2026-05-01T12:00:00Z"),
      }),
    };

    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    const otherPosting = await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id });
    foreign = await createProfileWithApplication(db, { organizationId: other.id, jobPostingId: otherPosting.id, pipelineStageId: otherPipeline.stages[0]!.id });
    await createSubmission(db, {
      organizationId: other.id,
      jobApplicationId: foreign.applicationId,
      documentSetId: foreign.documentSetId,
      submittedAt: new Date(),
    });
  });
  afterAll(() => server.close());

  it("lists the submissions oldest first with the document count of each set", async () => {
    const { status, body } = await rpc(server, path, { jobApplicationId: app.applicationId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        { submittedAt: "2026-05-01T12:00:00Z", id: first.id, documentSetId: first.setId, documentCount: "1", applicationId: app.applicationId },
        { submittedAt: "2026-05-02T12:00:00.500Z", id: second.id, documentSetId: second.setId, documentCount: "3", applicationId: app.applicationId },
      ],
    });
  });

  it("returns an empty list for an application without submissions", async () => {
    const { status, body } = await rpc(server, path, { jobApplicationId: empty.applicationId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  it("answers not_found for another organization's application and for an unknown id", async () => {
    for (const id of [foreign.applicationId, newId()]) {
      const { status, body } = await rpc(server, path, { jobApplicationId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `job application ${id} not found` });
    }
  });
});
