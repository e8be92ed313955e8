// The Connect protocol as the service speaks it: POST only, Connect-Protocol-Version 1, JSON (or
// binary proto) bodies up to 1 MiB, strict about unknown fields, and Connect error bodies for every
// refusal, including the ones answered before the router.
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WhoAmIRequestSchema, WhoAmIResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { ListCrewProfilesByApplicationIDsRequestSchema } from "@/gen/rpc/v1/crew_profiles_pb.js";
import { ListAvailableRanksRequestSchema, ListAvailableRanksResponseSchema } from "@/gen/rpc/v1/organization_pb.js";
import { newId, rpc, rpcCompressed, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization, expectConnectError, raw, type TestOrganization } from "./support.js";

const ranks = "rpc.v1.RootService/ListAvailableRanks";
const whoAmI = "dashboard.v1.DashboardService/WhoAmI";
const crewProfiles = "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs";

describe("Connect protocol", () => {
  let server: TestServer;
  let org: TestOrganization;
  let key: string;
  const headers = () => ({ "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${key}` });

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server, "Protocol Org");
    key = await server.createKey(org.organizationId);
  });
  afterAll(() => server.close());

  // Large answers are compressed: search-job-postings.test.ts checks that on a page of postings.
  it("does not compress an answer under 8 KiB, even for a caller that accepts it", async () => {
    const small = await rpcCompressed(server, whoAmI, {}, { key, acceptEncoding: "gzip, br" });
    expect(small.status).toBe(200);
    expect(small.encoding).toBeUndefined();
  });

  it("answers a well-formed JSON call with 200 and a JSON body", async () => {
    const result = await rpc<{ ranks: unknown[] }>(server, ranks, {}, { key });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(result.body.ranks.length).toBeGreaterThan(0);
  });

  describe("Connect-Protocol-Version", () => {
    it("is required: missing → 400 invalid_argument", async () => {
      const result = await rpc(server, ranks, {}, { key, headers: { "Connect-Protocol-Version": null } });
      expectConnectError(result, 400, "invalid_argument", /Connect-Protocol-Version/);
    });

    it.each(["2", "0", "1.0", "v1", ""])("accepts only 1: %j → 400 invalid_argument", async (version) => {
      const result = await rpc(server, ranks, {}, { key, headers: { "Connect-Protocol-Version": version } });
      expectConnectError(result, 400, "invalid_argument", /Connect-Protocol-Version/);
    });
  });

  describe("HTTP method and content type", () => {
    it.each(["GET", "PUT", "PATCH", "DELETE"])("refuses %s with a Connect body: 400 invalid_argument", async (method) => {
      const result = await raw(server, `/rpc/${ranks}?connect=v1&encoding=json&message=%7B%7D`, {
        method,
        headers: method === "GET" || method === "DELETE" ? { Authorization: `Bearer ${key}` } : headers(),
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      expectConnectError(result, 400, "invalid_argument", new RegExp(`${method} is not supported`));
    });

    it.each(["text/plain", "application/x-www-form-urlencoded", "application/connect+json", "application/grpc", "multipart/form-data; boundary=x"])(
      "refuses Content-Type %s with a Connect body: 400 invalid_argument",
      async (contentType) => {
        const result = await rpc(server, ranks, undefined, { key, rawBody: "{}", headers: { "Content-Type": contentType } });
        expectConnectError(result, 400, "invalid_argument", /Content-Type/);
      },
    );

    it("refuses a missing Content-Type: 400 invalid_argument", async () => {
      const result = await raw(server, `/rpc/${ranks}`, {
        method: "POST",
        headers: { "Connect-Protocol-Version": "1", Authorization: `Bearer ${key}` },
        body: new Uint8Array([123, 125]),
      });
      expectConnectError(result, 400, "invalid_argument", /Content-Type/);
    });

    it("accepts application/json; charset=utf-8", async () => {
      const result = await rpc(server, ranks, {}, { key, headers: { "Content-Type": "application/json; charset=utf-8" } });
      expect(result.status).toBe(200);
    });
  });

  describe("request bodies", () => {
    it.each([
      ["truncated JSON", '{"ids": ['],
      ["not JSON at all", "hello"],
      ["trailing garbage", "{} {}"],
    ])("refuses malformed JSON (%s): 400 invalid_argument", async (_name, body) => {
      const result = await rpc(server, whoAmI, undefined, { key, rawBody: body });
      expectConnectError(result, 400, "invalid_argument", /cannot decode|JSON/i);
    });

    it.each([
      ["an array", "[]"],
      ["a string", '"x"'],
      ["a number", "42"],
      ["null", "null"],
      ["true", "true"],
    ])("refuses a body that is not a JSON object (%s): 400 invalid_argument", async (_name, body) => {
      const result = await rpc(server, crewProfiles, undefined, { key, rawBody: body });
      expectConnectError(result, 400, "invalid_argument", /cannot decode message rpc\.v1\.ListCrewProfilesByApplicationIDsRequest/);
    });

    it("refuses an empty JSON body (send {} for the empty message): 400 invalid_argument", async () => {
      const result = await rpc(server, ranks, undefined, { key, rawBody: "" });
      expectConnectError(result, 400, "invalid_argument", /cannot decode|JSON/i);
    });

    it("refuses an unknown request field and names it: 400 invalid_argument", async () => {
      const result = await rpc(server, ranks, { rankFilter: "master" }, { key });
      expectConnectError(result, 400, "invalid_argument", /"rankFilter" is unknown/);
      const nested = await rpc(server, crewProfiles, { ids: [newId()], organizationId: org.organizationId }, { key });
      expectConnectError(nested, 400, "invalid_argument", /"organizationId" is unknown/);
    });

    it("refuses a field of the wrong type: 400 invalid_argument", async () => {
      const result = await rpc(server, crewProfiles, { ids: "not-a-list" }, { key });
      expectConnectError(result, 400, "invalid_argument", /ids/);
    });

    it("refuses a request over 1 MiB: 429 resource_exhausted", async () => {
      const ids = Array.from({ length: 30_000 }, () => newId());
      const body = JSON.stringify({ ids });
      expect(body.length).toBeGreaterThan(1024 * 1024);
      const result = await rpc(server, crewProfiles, undefined, { key, rawBody: body });
      expectConnectError(result, 429, "resource_exhausted", /1048576/);
    });

    it("refuses a body far over the limit (past the HTTP layer's own limit): 429 resource_exhausted", async () => {
      const body = JSON.stringify({ padding: "x".repeat(3 * 1024 * 1024) });
      const result = await rpc(server, ranks, undefined, { key, rawBody: body });
      expectConnectError(result, 429, "resource_exhausted");
    });

    it("accepts a body just under 1 MiB (then validation speaks, not the size limit)", async () => {
      // Whitespace padding keeps the JSON valid and the message small.
      const body = `{"ids":["not-a-uuid"]}${" ".repeat(1024 * 1024 - 64)}`;
      const result = await rpc(server, crewProfiles, undefined, { key, rawBody: body });
      expectConnectError(result, 400, "invalid_argument", /uuid/);
    });
  });

  describe("binary application/proto", () => {
    it("answers a binary request with a binary response", async () => {
      const response = await fetch(`${server.url}/rpc/${ranks}`, {
        method: "POST",
        headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/proto", Authorization: `Bearer ${key}` },
        body: toBinary(ListAvailableRanksRequestSchema, create(ListAvailableRanksRequestSchema)),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/proto");
      const decoded = fromBinary(ListAvailableRanksResponseSchema, new Uint8Array(await response.arrayBuffer()));
      expect(decoded.ranks.length).toBeGreaterThan(0);
      expect(decoded.ranks[0]).toMatchObject({ id: "1", value: "master", label: "Master" });
    });

    it("carries the caller through binary too (WhoAmI)", async () => {
      const response = await fetch(`${server.url}/rpc/${whoAmI}`, {
        method: "POST",
        headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/proto", Authorization: `Bearer ${key}` },
        body: toBinary(WhoAmIRequestSchema, create(WhoAmIRequestSchema)),
      });
      expect(response.status).toBe(200);
      const decoded = fromBinary(WhoAmIResponseSchema, new Uint8Array(await response.arrayBuffer()));
      expect(decoded.organizationId).toBe(org.organizationId);
      expect(decoded.userId).toBe(org.ownerUserId);
    });

    it("validates binary requests the same way, with a JSON error body", async () => {
      const message = create(ListCrewProfilesByApplicationIDsRequestSchema, { ids: Array.from({ length: 101 }, () => newId()) });
      const result = await raw(server, `/rpc/${crewProfiles}`, {
        method: "POST",
        headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/proto", Authorization: `Bearer ${key}` },
        body: toBinary(ListCrewProfilesByApplicationIDsRequestSchema, message),
      });
      const body = expectConnectError(result, 400, "invalid_argument", /100/);
      expect(body.details?.[0]?.type).toBe("buf.validate.Violations");
    });

    it("answers bytes that are not a valid message with a Connect error body", async () => {
      const result = await raw(server, `/rpc/${crewProfiles}`, {
        method: "POST",
        headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/proto", Authorization: `Bearer ${key}` },
        body: new Uint8Array([0x0a, 0xff, 0xff, 0xff]),
      });
      // connect-es 2.2 labels binary decode failures `internal` (500) and answers them itself, outside
      // any hook of ours (JSON decode failures are `invalid_argument`). The README says so.
      const body = result.body as { code?: string; message?: string };
      expect(result.headers.get("content-type")).toMatch(/^application\/json/);
      expect({ status: result.status, code: body.code }).toEqual({ status: 500, code: "internal" });
      expect(body.message).toMatch(/parse binary|premature|invalid/i);
    });
  });
});
