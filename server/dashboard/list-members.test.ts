import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConnectError } from "@/server/contract/support.js";
import { assignMembers, createMember, createOrganization, createPipeline, createPosting, type MemberFixture } from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { startSearchIndexer, synced } from "@/server/search/search-test-support.js";

const path = "dashboard.v1.DashboardService/ListMembers";

interface Member {
  memberId: string;
  userId: string;
  givenName: string;
  familyName: string;
  primaryEmail: string;
  role: string;
}

const memberOf = (m: MemberFixture): Member => ({
  memberId: m.memberId,
  userId: m.userId,
  givenName: m.givenName,
  familyName: m.familyName,
  primaryEmail: m.primaryEmail,
  role: m.role,
});

describe("ListMembers", () => {
  let server: TestServer;
  let key: string;
  let otherKey: string;
  let orgId: string;
  let owner: MemberFixture;
  let berg: MemberFixture;
  let annaBergA: MemberFixture;
  let annaBergB: MemberFixture;
  let rita: MemberFixture;
  let foreign: MemberFixture;
  let otherOwner: MemberFixture;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const stamp = Date.now();
    const org = await createOrganization(db, { owner: { givenName: "Zoë", familyName: "Zimmermann" } });
    orgId = org.id;
    owner = org.owner;
    // Created out of order, so the answer's order cannot come from insertion: two Anna Bergs differ by
    // email only.
    rita = await createMember(db, { organizationId: org.id, role: "recruiter", givenName: "Rita", familyName: "Recruiter" });
    annaBergB = await createMember(db, {
      organizationId: org.id,
      role: "admin",
      givenName: "Anna",
      familyName: "Berg",
      primaryEmail: `b.${stamp}@crew.example`,
    });
    berg = await createMember(db, { organizationId: org.id, role: "recruiter", givenName: "Bo", familyName: "Berg" });
    annaBergA = await createMember(db, {
      organizationId: org.id,
      role: "recruiter",
      givenName: "Anna",
      familyName: "Berg",
      primaryEmail: `a.${stamp}@crew.example`,
    });
    const other = await createOrganization(db, { owner: { givenName: "Otto", familyName: "Other" } });
    otherOwner = other.owner;
    foreign = await createMember(db, { organizationId: other.id, role: "recruiter", givenName: "Anna", familyName: "Aalto" });
    key = await server.createKey(org.id);
    otherKey = await server.createKey(other.id);
  });
  afterAll(() => server.close());

  it("answers every member of the organization, whatever the role, by family name, given name, then email", async () => {
    const { status, body } = await rpc<{ items: Member[] }>(server, path, {}, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [annaBergA, annaBergB, berg, rita, owner].map(memberOf) });
  });

  it("never shows another organization's members, and shows that organization only its own", async () => {
    const mine = await rpc<{ items: Member[] }>(server, path, {}, { key });
    expect(mine.body.items.map((m) => m.memberId)).not.toContain(foreign.memberId);
    expect(mine.body.items.map((m) => m.memberId)).not.toContain(otherOwner.memberId);
    const theirs = await rpc<{ items: Member[] }>(server, path, {}, { key: otherKey });
    expect(theirs.body).toEqual({ items: [memberOf(foreign), memberOf(otherOwner)] });
  });

  it("answers the member ids SearchJobPostings filters by and its items carry", async () => {
    const pipeline = await createPipeline(server.db, { organizationId: orgId });
    const posting = await createPosting(server.db, { organizationId: orgId, pipelineId: pipeline.id });
    await assignMembers(server.db, { organizationId: orgId, jobPostingId: posting.id, memberIds: [rita.memberId] });
    // A filtered search reads the search index, which follows the posting through the job queue.
    const indexer = startSearchIndexer(server);
    await synced(server, key, [posting.id]).finally(() => indexer.stop());
    const search = await rpc<{ items: { id: string; assignedMembers: { memberId: string }[] }[] }>(
      server,
      "rpc.v1.OrganizationService/SearchJobPostings",
      { organizationId: orgId, filterByAssigneeIds: [rita.memberId] },
      { key },
    );
    expect(search.body.items.map((item) => item.id)).toEqual([posting.id]);
    expect(search.body.items[0]!.assignedMembers.map((m) => m.memberId)).toEqual([rita.memberId]);
  });

  it("refuses an unknown field and a call without a key", async () => {
    expectConnectError(await rpc(server, path, { organizationId: orgId }, { key }), 400, "invalid_argument");
    expectConnectError(await rpc(server, path, {}), 401, "unauthenticated");
  });
});
