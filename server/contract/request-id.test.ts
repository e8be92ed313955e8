// Every answer names its request: the X-Request-Id header, and in every Connect error body a
// google.rpc.RequestInfo detail with the same id, so a caller can quote it and an operator can find
// the call's log line. A caller's own sane X-Request-Id is kept.
import { base64Decode, BinaryReader } from "@bufbuild/protobuf/wire";
import { ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { newId, rpc, startTestServer, type RpcResult, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization, expectConnectError, raw, type ConnectErrorBody, type TestOrganization } from "./support.js";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const getPipeline = "rpc.v1.OrganizationService/GetPipeline";

// The request id a google.rpc.RequestInfo detail carries, read from its binary `value` (field 1).
function requestIdInDetail(body: ConnectErrorBody): string | undefined {
  const detail = body.details?.find((d) => d.type === "google.rpc.RequestInfo");
  if (!detail) return undefined;
  const reader = new BinaryReader(base64Decode(detail.value));
  let requestId: string | undefined;
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (field === 1) requestId = reader.string();
    else reader.skip(wireType);
  }
  expect(detail.debug).toEqual({ requestId });
  return requestId;
}

// The error's request id, the same in the header and in the body.
function expectRequestIdIn(result: RpcResult): string {
  const header = result.headers.get("x-request-id");
  expect(header).toBeTruthy();
  expect(requestIdInDetail(result.body as unknown as ConnectErrorBody)).toBe(header);
  return header!;
}

describe("request ids", () => {
  let server: TestServer;
  let org: TestOrganization;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server, "Request Id Org");
    key = await server.createKey(org.organizationId);
  });
  afterAll(() => server.close());

  it("gives every answer a new X-Request-Id: a call, a file, a health probe, an unknown path", async () => {
    const call = await rpc(server, "rpc.v1.RootService/ListAvailableRanks", {}, { key });
    const again = await rpc(server, "rpc.v1.RootService/ListAvailableRanks", {}, { key });
    const health = await raw(server, "/health/live", {});
    const unknown = await raw(server, "/no/such/page", {});
    const ids = [call, again, health, unknown].map((result) => result.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(4);
  });

  it("puts the id in the error body of a handler's error, a refused key, a violation and a body too large", async () => {
    const notFound = await rpc(server, getPipeline, { pipelineId: newId() }, { key });
    expectConnectError(notFound, 404, "not_found");
    expect(expectRequestIdIn(notFound)).toMatch(uuid);

    const noKey = await rpc(server, getPipeline, { pipelineId: newId() });
    expectConnectError(noKey, 401, "unauthenticated");
    expectRequestIdIn(noKey);

    const invalid = await rpc(server, getPipeline, { pipelineId: "pipeline-1" }, { key });
    const body = expectConnectError(invalid, 400, "invalid_argument");
    expect(body.details?.map((detail) => detail.type)).toEqual(["buf.validate.Violations", "google.rpc.RequestInfo"]);
    expectRequestIdIn(invalid);

    const tooLarge = await rpc(server, getPipeline, undefined, { key, rawBody: `{"pipelineId":"${newId()}"}${" ".repeat(1024 * 1024 + 1)}` });
    expectConnectError(tooLarge, 429, "resource_exhausted");
    expectRequestIdIn(tooLarge);
  });

  it("puts the id in the errors answered before the router: wrong method, wrong content type, unknown operation, unknown path", async () => {
    const headers = { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${key}` };
    const results = [
      await raw(server, `/rpc/${getPipeline}`, { method: "PUT", headers, body: "{}" }),
      await raw(server, `/rpc/${getPipeline}`, { method: "POST", headers: { ...headers, "Content-Type": "text/plain" }, body: "{}" }),
      await raw(server, "/rpc/rpc.v1.OrganizationService/DeleteEverything", { method: "POST", headers, body: "{}" }),
      await raw(server, "/no/such/page", { headers: { Accept: "application/json" } }),
    ];
    expect(results.map((result) => `${result.status} ${result.body.code}`)).toEqual([
      "400 invalid_argument",
      "400 invalid_argument",
      "501 unimplemented",
      "404 not_found",
    ]);
    for (const result of results) expectRequestIdIn(result);
  });

  it("keeps the caller's X-Request-Id when it is a sane token", async () => {
    for (const given of ["trace-4bf92f3577b34da6", "01HZY3K5W8N4Q7R2T6V9X0A1B3", "a".repeat(128), "span:7.1/2+3="]) {
      const result = await rpc(server, getPipeline, { pipelineId: newId() }, { key, headers: { "X-Request-Id": given } });
      expect(expectRequestIdIn(result)).toBe(given);
    }
  });

  it("replaces an X-Request-Id that is not a sane token with one of its own", async () => {
    for (const given of ["two words", "a".repeat(129), '"quoted"', "semi;colon", "<script>"]) {
      const result = await rpc(server, getPipeline, { pipelineId: newId() }, { key, headers: { "X-Request-Id": given } });
      expect(expectRequestIdIn(result)).toMatch(uuid);
    }
  });

  it("lets a Connect client read the id among the error's details", async () => {
    const client = createClient(
      OrganizationService,
      createConnectTransport({
        baseUrl: `${server.url}/rpc`,
        httpVersion: "1.1",
        interceptors: [(next) => (request) => (request.header.set("Authorization", `Bearer ${key}`), next(request))],
      }),
    );
    const error = await client.getPipeline({ pipelineId: newId() }, { headers: { "X-Request-Id": "client-chosen-id" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectError);
    const details = (error as ConnectError).details.map((detail) => ("type" in detail ? { type: detail.type, debug: detail.debug } : detail));
    expect(details).toContainEqual({ type: "google.rpc.RequestInfo", debug: { requestId: "client-chosen-id" } });
  });
});
