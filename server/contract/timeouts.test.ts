// Connect-Timeout-Ms over HTTP: malformed or over-the-maximum values are refused before the body is
// read, and a deadline that runs out while a handler waits on the database ends in 504 deadline_exceeded.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
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

  // A handler waiting on the database: another connection holds job_applications locked for the
  // length of the calls, so every read of it waits (on PostgreSQL for the lock; on the embedded
  // database, whose one session serves connections in turn, for the transaction) and the deadline
  // always fires first, however fast the read itself has become.
  async function whileApplicationsLocked<T>(calls: () => Promise<T>): Promise<T> {
    const pool = (server.db as unknown as { $client: pg.Pool }).$client;
    const holder = await pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE job_applications IN ACCESS EXCLUSIVE MODE");
      return await calls();
    } finally {
      await holder.query("ROLLBACK");
      holder.release();
    }
  }

  it("ends a call still waiting on the database at its deadline with 504 deadline_exceeded, every time", async () => {
    const outcomes = await whileApplicationsLocked(async () => {
      const counted: Record<string, number> = {};
      for (let i = 0; i < 20; i++) {
        const ids = Array.from({ length: 100 }, () => newId());
        const result = await rpc(server, crewProfiles, { ids }, { key, headers: { "Connect-Timeout-Ms": "20" } });
        const outcome = `${result.status} ${String(result.body.code ?? "")}`;
        counted[outcome] = (counted[outcome] ?? 0) + 1;
      }
      return counted;
    });
    expect(outcomes).toEqual({ "504 deadline_exceeded": 20 });
  });

  it("answers a deadline_exceeded call promptly, with a Connect body", async () => {
    const { result, ms } = await whileApplicationsLocked(async () => {
      const started = performance.now();
      const result = await rpc(server, crewProfiles, { ids: [newId()] }, { key, headers: { "Connect-Timeout-Ms": "1" } });
      return { result, ms: performance.now() - started };
    });
    expectConnectError(result, 504, "deadline_exceeded");
    expect(ms).toBeLessThan(2_000);
  });

  it("answers the same read normally once nothing holds it up", async () => {
    const result = await rpc<{ items: unknown[] }>(server, crewProfiles, { ids: [newId()] }, { key, headers: { "Connect-Timeout-Ms": "10000" } });
    expect(result.status).toBe(200);
    expect(result.body.items).toEqual([]);
  });

  it("checks the key before the timeout header: bad key + bad timeout is 401", async () => {
    const result = await rpc(server, whoAmI, {}, { key: "crew_bad", headers: { "Connect-Timeout-Ms": "abc" } });
    expectConnectError(result, 401, "unauthenticated");
  });
});
