// Authentication and permissions, over HTTP against the real service: every failure is a Connect
// error body with the right status and code, and the key is checked before the body is read.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, revokeApiKey } from "@/server/auth/api-key-repository.js";
import { keyCacheMs } from "@/server/auth/key-authenticator.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization, expectConnectError, raw, type TestOrganization } from "./support.js";

const whoAmI = "dashboard.v1.DashboardService/WhoAmI";
const ranks = "rpc.v1.RootService/ListAvailableRanks";
const upload = "rpc.v1.OrganizationService/CreateManualUpload";

describe("authentication", () => {
  let server: TestServer;
  let org: TestOrganization;
  let key: string;
  let revokedKey: string;

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server, "Auth Org");
    key = await server.createKey(org.organizationId);
    const revoked = await createApiKey(server.db, { organizationId: org.organizationId, permissions: [] });
    expect(await revokeApiKey(server.db, revoked.id)).toBe(true);
    revokedKey = revoked.key;
  });
  afterAll(() => server.close());

  it("accepts a valid key and says whose it is", async () => {
    const result = await rpc<{ organizationId: string; userId: string; role: string }>(server, whoAmI, {}, { key });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ organizationId: org.organizationId, userId: org.ownerUserId, role: "owner" });
  });

  it("rejects a call without an Authorization header: 401 unauthenticated", async () => {
    expectConnectError(await rpc(server, ranks, {}), 401, "unauthenticated", /Authorization: Bearer/);
  });

  it.each([
    ["Basic scheme", "Basic x"],
    ["Bearer without a key", "Bearer"],
    ["Bearer with only spaces", "Bearer    "],
    ["a key without a scheme", "crew_abc_def"],
    ["two tokens", "Bearer a b"],
  ])("rejects a malformed header (%s): 401 unauthenticated", async (_name, header) => {
    const result = await rpc(server, ranks, {}, { headers: { Authorization: header } });
    expectConnectError(result, 401, "unauthenticated", /API key/);
  });

  it("rejects an unknown key: 401 unauthenticated", async () => {
    const result = await rpc(server, whoAmI, {}, { key: "crew_0000000000_notarealkeynotarealkeynotarealkey" });
    expectConnectError(result, 401, "unauthenticated", /unknown or revoked API key/);
  });

  it("stops accepting a key in use within the cache window once it is revoked", async () => {
    const created = await createApiKey(server.db, { organizationId: org.organizationId, permissions: [] });
    expect((await rpc(server, whoAmI, {}, { key: created.key })).status).toBe(200);
    const revokedAt = Date.now();
    expect(await revokeApiKey(server.db, created.id)).toBe(true);
    // Keep calling, as a busy integration would: constant use must not extend the window.
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < keyCacheMs + 1_000) {
      status = (await rpc(server, whoAmI, {}, { key: created.key })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(keyCacheMs + 1_000);
  });

  it("rejects a revoked key: 401 unauthenticated", async () => {
    expectConnectError(await rpc(server, whoAmI, {}, { key: revokedKey }), 401, "unauthenticated", /revoked/);
  });

  it("checks the key before reading the body: bad key + malformed JSON is 401, not 400", async () => {
    const result = await rpc(server, whoAmI, undefined, { key: "crew_bad_key", rawBody: '{"unterminated": ' });
    expectConnectError(result, 401, "unauthenticated");
    // The same body with a good key is the parser's 400: the 401 above did not come from the body.
    expectConnectError(await rpc(server, whoAmI, undefined, { key, rawBody: '{"unterminated": ' }), 400, "invalid_argument");
  });

  it("checks the key before reading the body: bad key + unknown field is 401", async () => {
    expectConnectError(await rpc(server, ranks, { bogusField: 1 }, { key: "crew_bad_key" }), 401, "unauthenticated");
    expectConnectError(await rpc(server, ranks, { bogusField: 1 }), 401, "unauthenticated");
  });

  it("checks the key before the body size: no key + an oversized body is 401", async () => {
    const big = JSON.stringify({ padding: "x".repeat(1_100_000) });
    // The server answers without reading the body, so that connection is never idle again: send it on
    // a connection of its own and close it, or the server's close would wait for its keep-alive timeout.
    const reply = await new Promise<{ status: number; body: string; contentType: string }>((resolve, reject) => {
      const request = http.request(
        `${server.url}/rpc/${ranks}`,
        { method: "POST", agent: false, headers: { "Content-Type": "application/json", "Connect-Protocol-Version": "1", Connection: "close" } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), contentType: String(response.headers["content-type"]) });
          });
        },
      );
      // The server may close its side while the body is still being written.
      request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
      request.end(big);
    });
    expect(reply.status).toBe(401);
    expect(reply.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toMatchObject({ code: "unauthenticated" });
  });
});

describe("permissions and rejected writes", () => {
  let server: TestServer;
  let readKey: string;
  let writeKey: string;

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server, "Permissions Org");
    readKey = await server.createKey(org.organizationId);
    writeKey = await server.createKey(org.organizationId, { permissions: ["service:documents:write"] });
  });
  afterAll(() => server.close());

  it("refuses CreateManualUpload to a key without service:documents:write: 403 permission_denied", async () => {
    const result = await rpc(server, upload, {}, { key: readKey });
    expectConnectError(result, 403, "permission_denied", /service:documents:write/);
  });

  it("authenticates before checking permissions: no key on CreateManualUpload is 401, not 403", async () => {
    expectConnectError(await rpc(server, upload, {}), 401, "unauthenticated");
    expectConnectError(await rpc(server, upload, {}, { key: "crew_bad_key" }), 401, "unauthenticated");
  });

  it("checks the permission before the body: no permission + malformed body is still 403", async () => {
    expectConnectError(await rpc(server, upload, undefined, { key: readKey, rawBody: "{" }), 403, "permission_denied");
  });

  it("lets a key with service:documents:write through to CreateManualUpload", async () => {
    const result = await rpc<{ upload_id: string }>(server, upload, {}, { key: writeKey });
    expect(result.status).toBe(200);
    expect(result.body.upload_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the write permission does not open other doors: reads still work with it", async () => {
    const result = await rpc<{ ranks: unknown[] }>(server, ranks, {}, { key: writeKey });
    expect(result.status).toBe(200);
    expect(result.body.ranks.length).toBeGreaterThan(0);
  });

  it.each([
    "rpc.v1.OrganizationService/CreateJobPosting",
    "rpc.v1.OrganizationService/DeleteCrewProfile",
    "rpc.v1.OrganizationService/UpdateEmailTemplate",
    "rpc.v2.OrganizationService/ListAvailableRanks",
  ])("rejects an operation the service does not have (%s): 501 unimplemented", async (path) => {
    const result = await rpc(server, path, {}, { key: writeKey });
    expectConnectError(result, 501, "unimplemented", new RegExp(path.replace(/\./g, "\\.")));
  });

  it("answers unknown paths outside /rpc with a Connect not_found body", async () => {
    for (const path of ["/api/v1/jobs", "/rpc", "/rpcx/rpc.v1.RootService/ListAvailableRanks", "/.env"]) {
      const result = await raw(server, path, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expectConnectError(result, 404, "not_found");
    }
    expectConnectError(await raw(server, "/nothing-here", { method: "GET" }), 404, "not_found", /nothing-here/);
  });
});
