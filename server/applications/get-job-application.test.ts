import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  type ProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "rpc.v1.OrganizationService/GetJobApplication";

describe("GetJobApplication", () => {
  let server: TestServer;
  let key: string;
  let postingId: string;
  let careerSite: ProfileWithApplication;
  let manual: ProfileWithApplication;
  let foreign: ProfileWithApplication;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    postingId = posting.id;
    careerSite = await createProfileWithApplication(db, {
      organizationId: org.id,
      jobPostingId: posting.id,
      pipelineStageId: pipeline.stages[0]!.id,
      application: {
        givenName: "Ivan",
        familyName: "Petrov",
        email: "ivan.petrov@crew.example",
        source: "career_site",
        sourceId: "c0ffee00-0000-4000-8000-000000000001",
        reapplied: true,
        lastSubmittedAt: new Date("2026-04-02T08:30:00.250Z"),
        createdAt: new Date("2026-04-01T08:30:00Z"),
      },
    });
    manual = await createProfileWithApplication(db, {
      organizationId: org.id,
      jobPostingId: posting.id,
      pipelineStageId: pipeline.stages[0]!.id,
      application: { email: "walk-in@crew.example", lastSubmittedAt: new Date("2026-04-03T00:00:00Z"), createdAt: new Date("2026-04-03T00:00:00Z") },
    });
    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    const otherPosting = await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id });
    foreign = await createProfileWithApplication(db, {
      organizationId: other.id,
      jobPostingId: otherPosting.id,
      pipelineStageId: otherPipeline.stages[0]!.id,
    });
  });
  afterAll(() => server.close());

  it("returns the application with every field", async () => {
    const { status, body } = await rpc(server, path, { jobApplicationId: careerSite.applicationId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: careerSite.applicationId,
      jobPostingId: postingId,
      givenName: "Ivan",
      familyName: "Petrov",
      email: "ivan.petrov@crew.example",
      documentSetId: careerSite.documentSetId,
      lastSubmittedAt: "2026-04-02T08:30:00.250Z",
      reapplied: true,
      source: "ENTRY_SOURCE_CAREER_SITE",
      sourceId: "c0ffee00-0000-4000-8000-000000000001",
      createdAt: "2026-04-01T08:30:00Z",
    });
  });

  it("emits zero values for a manual application (empty names and sourceId, reapplied false)", async () => {
    const { status, body } = await rpc(server, path, { jobApplicationId: manual.applicationId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: manual.applicationId,
      jobPostingId: postingId,
      givenName: "",
      familyName: "",
      email: "walk-in@crew.example",
      documentSetId: manual.documentSetId,
      lastSubmittedAt: "2026-04-03T00:00:00Z",
      reapplied: false,
      source: "ENTRY_SOURCE_MANUAL",
      sourceId: "",
      createdAt: "2026-04-03T00:00:00Z",
    });
  });

  it("answers not_found for another organization's application and for an unknown id", async () => {
    for (const id of [foreign.applicationId, newId()]) {
      const { status, body } = await rpc(server, path, { jobApplicationId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `job application ${id} not found` });
    }
  });

  it("rejects an id that is not a uuid", async () => {
    const { status, body } = await rpc<{ code: string }>(server, path, { jobApplicationId: "42" }, { key });
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_argument");
  });
});
