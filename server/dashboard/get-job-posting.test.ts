import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignMembers,
  createCareerSite,
  createCrewRequest,
  createMember,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  type MemberFixture,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/GetJobPosting";

const emptySlots = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`slot${i + 1}FilterValue`, []]));

describe("GetJobPosting", () => {
  let server: TestServer;
  let key: string;
  let orgId: string;
  let pipelineId: string;
  let careerSiteId: string;
  let marta: MemberFixture;
  let kofi: MemberFixture;
  let crewRequest: { id: string; positionId: string };
  let postingId: string;
  let plainPostingId: string;
  let foreignPostingId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    orgId = org.id;
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    pipelineId = pipeline.id;
    careerSiteId = await createCareerSite(db, { organizationId: org.id });
    marta = await createMember(db, { organizationId: org.id, role: "recruiter", givenName: "Marta", familyName: "Nowak" });
    kofi = await createMember(db, { organizationId: org.id, role: "admin", givenName: "Kofi", familyName: "Mensah" });
    const request = await createCrewRequest(db, { organizationId: org.id, title: "LNG fleet 2026", positionName: "Chief Officer", nbPositions: 3 });
    crewRequest = { id: request.id, positionId: request.positionId };
    const posting = await createPosting(db, {
      organizationId: org.id,
      pipelineId,
      title: "Chief Officer – LNG carrier",
      summary: "Membrane LNG carrier, 4 months on / 2 off",
      shortId: `CO-${org.id.slice(0, 6)}`,
      state: "open",
      pinned: true,
      languages: ["eng", "rus"],
      slotTags: ["1:tanker", "1:lng", "2:deck"],
      careerSiteId,
      crewRequestId: request.id,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    postingId = posting.id;
    await assignMembers(db, { organizationId: org.id, jobPostingId: posting.id, memberIds: [marta.memberId, kofi.memberId] });
    for (let i = 0; i < 2; i++) {
      await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: posting.id, pipelineStageId: pipeline.stages[0]!.id });
    }
    plainPostingId = (
      await createPosting(db, { organizationId: org.id, pipelineId, title: "Cook", state: "closed", createdAt: new Date("2026-02-01T00:00:00Z") })
    ).id;

    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    foreignPostingId = (await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id })).id;
  });
  afterAll(() => server.close());

  it("answers the posting with every field a SearchJobPostings item carries", async () => {
    const { status, body } = await rpc(server, path, { jobPostingId: postingId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      jobPosting: {
        id: postingId,
        title: "Chief Officer – LNG carrier",
        summary: "Membrane LNG carrier, 4 months on / 2 off",
        textMatch: "",
        shortId: `CO-${orgId.slice(0, 6)}`,
        organizationId: orgId,
        careerSiteId,
        pipelineId,
        languagesIso6393: "eng,rus",
        vectorDistance: 0,
        pinned: true,
        state: "JOB_POSTING_STATE_OPEN",
        nrOfApplications: "2",
        assignedMembers: [
          { givenName: "Kofi", familyName: "Mensah", primaryEmail: kofi.primaryEmail, memberId: kofi.memberId },
          { givenName: "Marta", familyName: "Nowak", primaryEmail: marta.primaryEmail, memberId: marta.memberId },
        ],
        crewRequest: {
          id: crewRequest.id,
          title: "LNG fleet 2026",
          state: "JOB_POSTING_STATE_OPEN",
          position: { id: crewRequest.positionId, name: "Chief Officer", nbPositions: "3" },
        },
        createdAt: "2026-01-01T00:00:00Z",
        ...emptySlots,
        slot1FilterValue: ["tanker", "lng"],
        slot2FilterValue: ["deck"],
      },
    });
  });

  it("matches the posting's item in SearchJobPostings", async () => {
    const search = await rpc<{ items: { id: string }[] }>(server, "rpc.v1.OrganizationService/SearchJobPostings", { organizationId: orgId }, { key });
    for (const id of [postingId, plainPostingId]) {
      const { body } = await rpc<{ jobPosting: unknown }>(server, path, { jobPostingId: id }, { key });
      expect(body.jobPosting).toEqual(search.body.items.find((item) => item.id === id));
    }
  });

  it("emits zero values and leaves crewRequest absent for a posting without one", async () => {
    const { body } = await rpc<{ jobPosting: Record<string, unknown> }>(server, path, { jobPostingId: plainPostingId }, { key });
    expect(body.jobPosting).toMatchObject({
      careerSiteId: "",
      pinned: false,
      state: "JOB_POSTING_STATE_CLOSED",
      nrOfApplications: "0",
      assignedMembers: [],
      languagesIso6393: "",
    });
    expect(body.jobPosting).not.toHaveProperty("crewRequest");
  });

  it("answers not_found for another organization's posting exactly as for an unknown one", async () => {
    for (const id of [foreignPostingId, newId()]) {
      const { status, body } = await rpc(server, path, { jobPostingId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `job posting ${id} not found` });
    }
  });

  it("requires a job posting id that is a uuid, and a key", async () => {
    for (const jobPostingId of ["", "not-a-uuid"]) {
      const { status, body } = await rpc<{ code: string; details: { type: string }[] }>(server, path, { jobPostingId }, { key });
      expect(status).toBe(400);
      expect(body.code).toBe("invalid_argument");
      expect(body.details[0]?.type).toBe("buf.validate.Violations");
    }
    const anonymous = await rpc<{ code: string }>(server, path, { jobPostingId: postingId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("unauthenticated");
  });
});
