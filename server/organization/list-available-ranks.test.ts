import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "@/server/db/schema.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

describe("ListAvailableRanks", () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer();
    const organizationId = newId();
    await server.db.insert(organizations).values({ id: organizationId, name: "Ranks Org", slug: `ranks-${organizationId}` });
    const { members, users } = await import("@/server/db/schema.js");
    const userId = newId();
    await server.db.insert(users).values({ id: userId, givenName: "R", familyName: "K", primaryEmail: `${userId}@example.com` });
    await server.db.insert(members).values({ id: newId(), organizationId, userId, role: "owner" });
    key = await server.createKey(organizationId);
  });
  afterAll(() => server.close());

  it("lists the domain's ranks with id, value and label", async () => {
    const { status, body } = await rpc<{ ranks: { id: string; value: string; label: string }[] }>(server, "rpc.v1.RootService/ListAvailableRanks", {}, { key });
    expect(status).toBe(200);
    expect(body.ranks).toHaveLength(36);
    expect(body.ranks[0]).toEqual({ id: "1", value: "master", label: "Master" });
    expect(body.ranks.map((r) => r.value)).toContain("second_engineer");
  });
});
