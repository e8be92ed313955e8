// Connect-Timeout-Ms over HTTP: malformed or over-the-maximum values are refused before the body is
// read, and a deadline shorter than a real handler's database work ends in 504 deadline_exceeded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, rpc, startTestServer, type TestServer } from "../test-support/test-server.js";
import { createOrganization, expectConnectError, type TestOrganization } from "./support.js";

const whoAmI = "dashboard.v1.DashboardService/WhoAmI";
const crewProfiles = "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs";

describe("Connect-Timeout-Ms", () => {
  let server: TestServer;
  let org: TestOrganization;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server, "Timeout Org");
    key = await server.createKey(org.organizationId);
  });
  afterAll(() => server.close());

  it.each(["abc", "-5", "1.5", "10s", "12345678901"])("refuses the value %j: 400 invalid_argument", async (value) => {
    const result = await rpc(server, whoAmI, {}, { key, headers: { "Connect-Timeout-Ms": value } });
    expectConnectError(result, 400, "invalid_argument", /timeout/);
  });

  it("refuses a timeout over the maximum of 60000 ms: 400 invalid_argument", async () => {
    const result = await rpc(server, whoAmI, {}, { key, headers: { "Connect-Timeout-Ms": "60001" } });
    expectConnectError(result, 400, "invalid_argument", /60001ms must be <= 60000/);
  });

  it("accepts the maximum and any generous timeout: 200", async () => {
    for (const value of ["60000", "15000"]) {
      const result = await rpc<{ organizationId: string }>(server, whoAmI, {}, { key, headers: { "Connect-Timeout-Ms": value } });
      expect(result.status).toBe(200);
      expect(result.body.organizationId).toBe(org.organizationId);
    }
  });

  it("ends a call whose deadline is already over (0 ms) with 504 deadline_exceeded", async () => {
    for (let i = 0; i < 20; i++) {
      const result = await rpc(server, whoAmI, {}, { key, headers: { "Connect-Timeout-Ms": "0" } });
      expectConnectError(result, 504, "deadline_exceeded");
    }
  });

  // The handler runs three database queries of its own (the key lookup is cached by the gate, so an
  // operation with a single query can finish inside 1 ms); the deadline fires mid-call.
  it.each([
    ["ListCrewProfilesByApplicationIDs (100 ids)", crewProfiles, () => ({ ids: Array.from({ length: 100 }, () => newId()) })],
  ])("ends %s with 504 deadline_exceeded under a 1 ms deadline, every time", async (_name, path, body) => {
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 40; i++) {
      const result = await rpc(server, path, body(), { key, headers: { "Connect-Timeout-Ms": "1" } });
      const outcome = `${result.status} ${String(result.body.code ?? "")}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ "504 deadline_exceeded": 40 });
  });

  it("answers a deadline_exceeded call promptly, with a Connect body", async () => {
    const started = performance.now();
    const result = await rpc(server, crewProfiles, { ids: [newId()] }, { key, headers: { "Connect-Timeout-Ms": "1" } });
    expectConnectError(result, 504, "deadline_exceeded");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("checks the key before the timeout header: bad key + bad timeout is 401", async () => {
    const result = await rpc(server, whoAmI, {}, { key: "crew_bad", headers: { "Connect-Timeout-Ms": "abc" } });
    expectConnectError(result, 401, "unauthenticated");
  });
});
