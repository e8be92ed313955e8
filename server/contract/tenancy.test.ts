// Tenancy: a key reads its own organization only. Naming another organization is permission_denied;
// asking for another organization's records by id finds nothing (404 or an empty list), never them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewProfiles, documentSets, jobApplications, jobPostings, pipelineStages, pipelines } from "@/server/db/schema.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization, expectConnectError, type TestOrganization } from "./support.js";

const service = "rpc.v1.OrganizationService";

// One application of B's, with what it hangs from: pipeline, stage, posting, profile, document set.
async function insertApplication(server: TestServer, organizationId: string) {
  const pipelineId = newId();
  const stageId = newId();
  const jobPostingId = newId();
  const crewProfileId = newId();
  const documentSetId = newId();
  const jobApplicationId = newId();
  await server.db.insert(pipelines).values({ id: pipelineId, organizationId, name: "Tenancy pipeline", isDefault: true });
  await server.db.insert(pipelineStages).values({ id: stageId, organizationId, pipelineId, name: "Unreviewed", position: 0, kind: "unreviewed" });
  await server.db.insert(jobPostings).values({
    id: jobPostingId,
    organizationId,
    shortId: `T-${jobPostingId.slice(0, 8)}`,
    title: "Chief Officer, LNG carrier",
    state: "open",
    pipelineId,
  });
  await server.db.insert(crewProfiles).values({ id: crewProfileId, organizationId, primaryEmail: `${crewProfileId}@crew.test`, source: "manual" });
  await server.db.insert(documentSets).values({ id: documentSetId, organizationId, crewProfileId });
  await server.db.insert(jobApplications).values({
    id: jobApplicationId,
    organizationId,
    jobPostingId,
    crewProfileId,
    email: `${crewProfileId}@crew.test`,
    documentSetId,
    pipelineStageId: stageId,
    source: "manual",
    lastSubmittedAt: new Date(),
  });
  return { pipelineId, jobPostingId, crewProfileId, jobApplicationId };
}

describe("tenancy", () => {
  let server: TestServer;
  let orgA: TestOrganization;
  let orgB: TestOrganization;
  let keyA: string;
  let keyB: string;
  let recordsB: Awaited<ReturnType<typeof insertApplication>>;

  beforeAll(async () => {
    server = await startTestServer();
    orgA = await createOrganization(server, "Tenant A");
    orgB = await createOrganization(server, "Tenant B");
    keyA = await server.createKey(orgA.organizationId);
    keyB = await server.createKey(orgB.organizationId);
    recordsB = await insertApplication(server, orgB.organizationId);
  });
  afterAll(() => server.close());

  describe.each([
    ["ListDocumentRequests", {}],
    ["ListAdminsOfOrganization", { query: "" }],
    ["ListEmailTemplates", {}],
    ["SearchJobPostings", { query: "officer" }],
  ])("%s", (operation, extra) => {
    it("refuses another organization's id: 403 permission_denied", async () => {
      const result = await rpc(server, `${service}/${operation}`, { organizationId: orgB.organizationId, ...extra }, { key: keyA });
      expectConnectError(result, 403, "permission_denied", /organization/i);
    });

    it("refuses an organization that does not exist: 403 permission_denied (no existence oracle)", async () => {
      const result = await rpc(server, `${service}/${operation}`, { organizationId: newId(), ...extra }, { key: keyA });
      expectConnectError(result, 403, "permission_denied");
    });

    it("answers for the key's own organization: 200", async () => {
      const result = await rpc(server, `${service}/${operation}`, { organizationId: orgA.organizationId, ...extra }, { key: keyA });
      expect(result.body.code).toBeUndefined();
      expect(result.status).toBe(200);
    });
  });

  it("ListAdminsOfOrganization lists only the key's own organization's admins", async () => {
    const result = await rpc<{ items: { userId: string }[] }>(
      server,
      `${service}/ListAdminsOfOrganization`,
      { organizationId: orgA.organizationId, query: "" },
      { key: keyA },
    );
    expect(result.status).toBe(200);
    expect(result.body.items.map((i) => i.userId)).toEqual([orgA.ownerUserId]);
  });

  it("GetPipeline: B's pipeline is not found with A's key, and found with B's", async () => {
    const asA = await rpc(server, `${service}/GetPipeline`, { pipelineId: recordsB.pipelineId }, { key: keyA });
    expectConnectError(asA, 404, "not_found");
    const asB = await rpc<{ pipelineId: string }>(server, `${service}/GetPipeline`, { pipelineId: recordsB.pipelineId }, { key: keyB });
    expect(asB.status).toBe(200);
    expect(asB.body.pipelineId).toBe(recordsB.pipelineId);
  });

  it("GetJobApplication: B's application is not found with A's key", async () => {
    const asA = await rpc(server, `${service}/GetJobApplication`, { jobApplicationId: recordsB.jobApplicationId }, { key: keyA });
    expectConnectError(asA, 404, "not_found");
    const asB = await rpc<{ id: string }>(server, `${service}/GetJobApplication`, { jobApplicationId: recordsB.jobApplicationId }, { key: keyB });
    expect(asB.status).toBe(200);
    expect(asB.body.id).toBe(recordsB.jobApplicationId);
  });

  it("ListCrewProfilesByApplicationIDs: B's application ids give A nothing", async () => {
    const asA = await rpc<{ items: unknown[] }>(server, `${service}/ListCrewProfilesByApplicationIDs`, { ids: [recordsB.jobApplicationId] }, { key: keyA });
    expect(asA.status).toBe(200);
    expect(asA.body.items).toEqual([]);
    const asB = await rpc<{ items: { id: string; applicationId: string }[] }>(
      server,
      `${service}/ListCrewProfilesByApplicationIDs`,
      { ids: [recordsB.jobApplicationId] },
      { key: keyB },
    );
    expect(asB.status).toBe(200);
    expect(asB.body.items.map((i) => [i.id, i.applicationId])).toEqual([[recordsB.crewProfileId, recordsB.jobApplicationId]]);
  });

  it("ListSubmissionsForJobApplication: B's application is not readable with A's key", async () => {
    const asA = await rpc<{ items?: unknown[] }>(
      server,
      `${service}/ListSubmissionsForJobApplication`,
      { jobApplicationId: recordsB.jobApplicationId },
      { key: keyA },
    );
    // Either answer keeps B's data hidden: not_found, or an empty list.
    if (asA.status === 200) expect(asA.body.items ?? []).toEqual([]);
    else expectConnectError(asA, 404, "not_found");
  });
});
