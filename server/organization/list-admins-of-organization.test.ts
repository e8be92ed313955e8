import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createOrganization, type MemberFixture, type OrganizationFixture } from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "rpc.v1.OrganizationService/ListAdminsOfOrganization";

describe("ListAdminsOfOrganization", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let otherOrgId: string;
  let zoe: MemberFixture;
  let jose: MemberFixture;
  let anna: MemberFixture;
  let percent: MemberFixture;

  const adminOf = (m: MemberFixture) => ({
    userId: m.userId,
    givenName: m.givenName,
    familyName: m.familyName,
    role: m.role,
    primaryEmail: m.primaryEmail,
  });

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db, {
      owner: { givenName: "Zoë", familyName: "Zimmermann", primaryEmail: `zoe.${Date.now()}@owners.example` },
    });
    zoe = org.owner;
    jose = await createMember(db, { organizationId: org.id, role: "admin", givenName: "José", familyName: "Álvarez" });
    anna = await createMember(db, {
      organizationId: org.id,
      role: "admin",
      givenName: "Anna",
      familyName: "Berg",
      primaryEmail: `anna.${Date.now()}@crewing.example`,
    });
    percent = await createMember(db, { organizationId: org.id, role: "admin", givenName: "Per", familyName: "Cent_100%" });
    await createMember(db, { organizationId: org.id, role: "recruiter", givenName: "Rita", familyName: "Recruiter" });
    const other = await createOrganization(db, { owner: { givenName: "Otto", familyName: "Other" } });
    otherOrgId = other.id;
    await createMember(db, { organizationId: other.id, role: "admin", givenName: "José", familyName: "Álvarez" });
    key = await server.createKey(org.id);
  });
  afterAll(() => server.close());

  it("lists owners first, then admins by family name, never recruiters", async () => {
    const { status, body } = await rpc(server, path, { organizationId: org.id, query: "" }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [adminOf(zoe), adminOf(jose), adminOf(anna), adminOf(percent)] });
  });

  it("matches names case- and accent-insensitively", async () => {
    const accentless = await rpc<{ items: unknown[] }>(server, path, { organizationId: org.id, query: "ALVAREZ" }, { key });
    expect(accentless.body.items).toEqual([adminOf(jose)]);
    const accented = await rpc<{ items: unknown[] }>(server, path, { organizationId: org.id, query: "zoë" }, { key });
    expect(accented.body.items).toEqual([adminOf(zoe)]);
    const fullName = await rpc<{ items: unknown[] }>(server, path, { organizationId: org.id, query: "jose alv" }, { key });
    expect(fullName.body.items).toEqual([adminOf(jose)]);
  });

  it("matches the email and treats % and _ literally", async () => {
    const email = await rpc<{ items: unknown[] }>(server, path, { organizationId: org.id, query: "@CREWING." }, { key });
    expect(email.body.items).toEqual([adminOf(anna)]);
    const wildcard = await rpc<{ items: unknown[] }>(server, path, { organizationId: org.id, query: "_100%" }, { key });
    expect(wildcard.body.items).toEqual([adminOf(percent)]);
    const noRecruiter = await rpc<{ items: unknown[] }>(server, path, { organizationId: org.id, query: "Rita" }, { key });
    expect(noRecruiter.body).toEqual({ items: [] });
  });

  it("answers permission_denied for another organization", async () => {
    const { status, body } = await rpc<{ code: string }>(server, path, { organizationId: otherOrgId, query: "" }, { key });
    expect(status).toBe(403);
    expect(body.code).toBe("permission_denied");
  });
});
