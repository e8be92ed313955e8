// CORS for a dashboard served from another origin: the preflight allows the Connect headers and
// Authorization, and the actual call's answer (success or error) carries access-control-allow-origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization } from "./support.js";

const origin = "http://dashboard.other.example:5173";
const ranks = "rpc.v1.RootService/ListAvailableRanks";

describe("CORS", () => {
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server, "CORS Org");
    key = await server.createKey(org.organizationId);
  });
  afterAll(() => server.close());

  it("answers a preflight from another origin, allowing Authorization and the Connect headers", async () => {
    const response = await fetch(`${server.url}/rpc/${ranks}`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type,connect-protocol-version,connect-timeout-ms",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-methods")?.split(/,\s*/)).toContain("POST");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["authorization", "content-type", "connect-protocol-version", "connect-timeout-ms"]));
    await response.arrayBuffer();
  });

  it("a preflight is not authenticated (browsers never send credentials on it)", async () => {
    const response = await fetch(`${server.url}/rpc/dashboard.v1.DashboardService/WhoAmI`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization" },
    });
    expect(response.status).toBe(204);
    await response.arrayBuffer();
  });

  it("the POST answer carries access-control-allow-origin", async () => {
    const result = await rpc(server, ranks, {}, { key, headers: { Origin: origin } });
    expect(result.status).toBe(200);
    expect(result.headers.get("access-control-allow-origin")).toBe(origin);
  });

  it("error answers carry it too, so the browser can read the Connect error", async () => {
    const result = await rpc(server, ranks, {}, { headers: { Origin: origin } });
    expect(result.status).toBe(401);
    expect(result.headers.get("access-control-allow-origin")).toBe(origin);
    expect((result.body as { code?: string }).code).toBe("unauthenticated");
  });
});
