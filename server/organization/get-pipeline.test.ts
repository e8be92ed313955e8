import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "rpc.v1.OrganizationService/GetPipeline";

describe("GetPipeline", () => {
  let server: TestServer;
  let key: string;
  let usedId: string;
  let unusedId: string;
  let foreignId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    const used = await createPipeline(db, { organizationId: org.id, name: "Deck officers", isDefault: true });
    const unused = await createPipeline(db, { organizationId: org.id, name: "Ratings" });
    const foreign = await createPipeline(db, { organizationId: other.id, name: "Foreign" });
    usedId = used.id;
    unusedId = unused.id;
    foreignId = foreign.id;
    for (let i = 0; i < 3; i++) await createPosting(db, { organizationId: org.id, pipelineId: used.id });
    await createPosting(db, { organizationId: other.id, pipelineId: foreign.id });
  });
  afterAll(() => server.close());

  it("returns the pipeline with the number of postings using it", async () => {
    const { status, body } = await rpc(server, path, { pipelineId: usedId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ pipelineId: usedId, name: "Deck officers", isDefault: true, totalJobPostings: "3" });
  });

  it("emits zero values for an unused, non-default pipeline", async () => {
    const { status, body } = await rpc(server, path, { pipelineId: unusedId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ pipelineId: unusedId, name: "Ratings", isDefault: false, totalJobPostings: "0" });
  });

  it("answers not_found for another organization's pipeline and for an unknown id", async () => {
    for (const id of [foreignId, newId()]) {
      const { status, body } = await rpc(server, path, { pipelineId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `pipeline ${id} not found` });
    }
  });
});
