// The request log as `npm start` writes it (level info), read back from the logger's stream: one
// JSON line per request with what an operator needs to find a call, and never the caller's key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPipeline } from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization } from "@/server/contract/support.js";

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  operation?: string;
  organizationId?: string;
}

describe("request log", () => {
  let server: TestServer;
  let key: string;
  let organizationId: string;
  let pipelineId: string;
  const written: string[] = [];
  const lines = () => written.map((text) => JSON.parse(text) as LogLine);

  // The line of the request with this id; it is written when the response closes, which may be just
  // after the caller has its answer.
  async function lineOf(requestId: string): Promise<LogLine> {
    for (let waited = 0; waited < 2_000; waited += 10) {
      const found = lines().filter((line) => line.requestId === requestId && line.msg === "request");
      if (found.length > 0) {
        expect(found).toHaveLength(1);
        return found[0]!;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no log line for request ${requestId}`);
  }

  beforeAll(async () => {
    server = await startTestServer({ logger: { level: "info", stream: { write: (text: string) => void written.push(text) } } });
    const org = await createOrganization(server, "Log Org");
    organizationId = org.organizationId;
    key = await server.createKey(organizationId);
    pipelineId = (await createPipeline(server.db, { organizationId })).id;
  });
  afterAll(() => server.close());

  it("writes one line for a call: method, path, status, duration, request id, operation and organization", async () => {
    const result = await rpc(server, "rpc.v1.OrganizationService/GetPipeline", { pipelineId }, { key });
    expect(result.status).toBe(200);
    const requestId = result.headers.get("x-request-id")!;
    expect(await lineOf(requestId)).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      msg: "request",
      requestId,
      method: "POST",
      url: "/rpc/rpc.v1.OrganizationService/GetPipeline",
      status: 200,
      durationMs: expect.any(Number),
      operation: "rpc.v1.OrganizationService/GetPipeline",
      organizationId,
    });
  });

  it("names the organization of an answer given from a cache too (ListDocumentRequests)", async () => {
    const path = "rpc.v1.OrganizationService/ListDocumentRequests";
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await rpc(server, path, { organizationId }, { key }));
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(await lineOf(result.headers.get("x-request-id")!)).toMatchObject({ status: 200, operation: path, organizationId });
    }
  });

  it("logs a refused call without an organization, with the caller's own request id", async () => {
    const result = await rpc(
      server,
      "rpc.v1.OrganizationService/GetPipeline",
      { pipelineId },
      { key: "crew_0000000000_unknown", headers: { "X-Request-Id": "probe-42" } },
    );
    expect(result.status).toBe(401);
    const line = await lineOf("probe-42");
    expect(line).toMatchObject({ status: 401, operation: "rpc.v1.OrganizationService/GetPipeline" });
    expect(line).not.toHaveProperty("organizationId");
  });

  it("logs paths without their query (a file link's query is its signature)", async () => {
    const response = await fetch(`${server.url}/files/${newId()}/${newId()}/cv.pdf?expires=1&sig=abcdef`);
    expect(response.status).toBe(403);
    const line = await lineOf(response.headers.get("x-request-id")!);
    expect(line).toMatchObject({ method: "GET", url: expect.stringMatching(/^\/files\/[^?]+\/cv\.pdf$/), status: 403 });
    expect(line).not.toHaveProperty("operation");
  });

  it("leaves health probes out unless they fail", async () => {
    const response = await fetch(`${server.url}/health/live`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id")!;
    await rpc(server, "rpc.v1.RootService/ListAvailableRanks", {}, { key });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines().filter((line) => line.requestId === requestId)).toEqual([]);
  });

  it("never writes the API key, or the Authorization header, in any line", async () => {
    await rpc(server, "rpc.v1.OrganizationService/GetPipeline", { pipelineId: "not-a-uuid" }, { key });
    await rpc(server, "rpc.v1.OrganizationService/NoSuchOperation", {}, { key });
    const last = await rpc(server, "rpc.v1.OrganizationService/GetPipeline", { pipelineId: newId() }, { key });
    await lineOf(last.headers.get("x-request-id")!);
    expect(written.length).toBeGreaterThan(5);
    // crew_<prefix>_<secret>: the secret is base64url and may itself hold "_".
    const secret = key.split("_").slice(2).join("_");
    expect(secret).toHaveLength(32);
    for (const text of written) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(secret);
      expect(text.toLowerCase()).not.toContain("bearer");
      expect(text.toLowerCase()).not.toContain("authorization");
    }
  });
});
