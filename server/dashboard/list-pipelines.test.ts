import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConnectError } from "@/server/contract/support.js";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/ListPipelines";

interface Answer {
  items: { id: string; name: string; isDefault: boolean; stages: { id: string; name: string; position: number; kind: string }[] }[];
}

describe("ListPipelines", () => {
  let server: TestServer;
  let key: string;
  let emptyKey: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    const empty = await createOrganization(db);
    key = await server.createKey(org.id);
    emptyKey = await server.createKey(empty.id);
    // Created out of order, so the answer's order cannot come from insertion.
    for (const [name, isDefault] of [
      ["bulk carriers", false],
      ["Officers", true],
      ["Ratings", false],
      ["Cadets", false],
    ] as const) {
      const pipeline = await createPipeline(db, { organizationId: org.id, name, isDefault, stageNames: name === "Cadets" ? [] : undefined });
      ids[name] = pipeline.id;
    }
    // Only one pipeline is used by a posting: the list must not depend on postings.
    await createPosting(db, { organizationId: org.id, pipelineId: ids.Ratings! });
    await createPipeline(db, { organizationId: other.id, name: "Foreign", isDefault: true });
  });
  afterAll(() => server.close());

  it("answers every pipeline of the organization, the default first, then by name regardless of case, with its stages in order", async () => {
    const { status, body } = await rpc<Answer>(server, path, {}, { key });
    expect(status).toBe(200);
    expect(body.items.map((pipeline) => [pipeline.name, pipeline.isDefault])).toEqual([
      ["Officers", true],
      ["bulk carriers", false],
      ["Cadets", false],
      ["Ratings", false],
    ]);
    const officers = body.items[0]!;
    expect(officers.id).toBe(ids.Officers);
    expect(officers.stages.map(({ name, position, kind }) => ({ name, position, kind }))).toEqual([
      { name: "Unreviewed", position: 1, kind: "PIPELINE_STAGE_KIND_UNREVIEWED" },
      { name: "Screening", position: 2, kind: "PIPELINE_STAGE_KIND_SCREENING" },
      { name: "Interview", position: 3, kind: "PIPELINE_STAGE_KIND_INTERVIEW" },
    ]);
    expect(body.items.find((pipeline) => pipeline.name === "Cadets")!.stages).toEqual([]);
  });

  it("shows another organization's pipelines to no one else, and answers an empty list for an organization without any", async () => {
    const mine = await rpc<Answer>(server, path, {}, { key });
    expect(mine.body.items.map((pipeline) => pipeline.name)).not.toContain("Foreign");
    const empty = await rpc<Answer>(server, path, {}, { key: emptyKey });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [] });
  });

  it("refuses an unknown field and a call without a key", async () => {
    expectConnectError(await rpc(server, path, { organizationId: "x" }, { key }), 400, "invalid_argument");
    expectConnectError(await rpc(server, path, {}), 401, "unauthenticated");
  });
});
