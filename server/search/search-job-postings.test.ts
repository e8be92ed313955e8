import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostings } from "@/server/db/schema.js";
import {
  assignMembers,
  createCareerSite,
  createCrewRequest,
  createMember,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  type MemberFixture,
} from "@/server/test-support/fixtures.js";
import { rpc, rpcCompressed, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { startSearchIndexer, synced } from "./search-test-support.js";

const path = "rpc.v1.OrganizationService/SearchJobPostings";

interface SearchResult {
  items: { id: string }[];
  totalFound: string;
  totalPages: string;
  currentPage: string;
}

const emptySlots = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`slot${i + 1}FilterValue`, []]));

describe("SearchJobPostings", () => {
  let server: TestServer;
  let indexer: JobWorker;
  let key: string;
  let orgId: string;
  let otherOrgId: string;
  let pipelineA: string;
  let pipelineB: string;
  let careerSiteId: string;
  let marta: MemberFixture;
  let kofi: MemberFixture;
  let crewRequest: { id: string; positionId: string };
  const ids = { chiefOfficer: "", engineer: "", cook: "", seaman: "" };

  const search = async (body: Record<string, unknown>) => {
    const result = await rpc<SearchResult>(server, path, { organizationId: orgId, ...body }, { key });
    expect(result.status).toBe(200);
    return result.body;
  };
  const found = async (body: Record<string, unknown>) => (await search(body)).items.map((item) => item.id);

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    orgId = org.id;
    otherOrgId = other.id;
    key = await server.createKey(org.id);
    const a = await createPipeline(db, { organizationId: org.id, name: "A" });
    const b = await createPipeline(db, { organizationId: org.id, name: "B" });
    pipelineA = a.id;
    pipelineB = b.id;
    careerSiteId = await createCareerSite(db, { organizationId: org.id });
    marta = await createMember(db, {
      organizationId: org.id,
      role: "recruiter",
      givenName: "Marta",
      familyName: "Nowak",
      primaryEmail: `marta.${org.id}@org.example`,
    });
    kofi = await createMember(db, { organizationId: org.id, role: "admin", givenName: "Kofi", familyName: "Mensah" });
    const request = await createCrewRequest(db, {
      organizationId: org.id,
      title: "LNG fleet 2026",
      state: "open",
      positionName: "Chief Officer",
      nbPositions: 3,
    });
    crewRequest = { id: request.id, positionId: request.positionId };

    const chiefOfficer = await createPosting(db, {
      organizationId: org.id,
      pipelineId: a.id,
      title: "Chief Officer – LNG carrier",
      summary: "Membrane LNG carrier, 4 months on / 2 off",
      shortId: `CO-${org.id.slice(0, 6)}`,
      state: "open",
      pinned: true,
      languages: ["eng", "rus"],
      slotTags: ["1:tanker", "1:lng", "2:deck"],
      careerSiteId,
      crewRequestId: request.id,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    const engineer = await createPosting(db, {
      organizationId: org.id,
      pipelineId: b.id,
      title: "Second Engineer",
      summary: "Bulk carrier, 100% Filipino crew",
      shortId: "BA-0067",
      state: "closed",
      languages: ["eng"],
      slotTags: ["1:bulk"],
      createdAt: new Date("2026-02-01T00:00:00Z"),
    });
    const cook = await createPosting(db, {
      organizationId: org.id,
      pipelineId: a.id,
      title: "Cook",
      languages: ["tgl"],
      slotTags: ["2:galley"],
      createdAt: new Date("2026-03-01T00:00:00Z"),
    });
    const seaman = await createPosting(db, { organizationId: org.id, pipelineId: a.id, title: "AB_Seaman", createdAt: new Date("2026-01-15T00:00:00Z") });
    ids.chiefOfficer = chiefOfficer.id;
    ids.engineer = engineer.id;
    ids.cook = cook.id;
    ids.seaman = seaman.id;
    await assignMembers(db, { organizationId: org.id, jobPostingId: chiefOfficer.id, memberIds: [marta.memberId, kofi.memberId] });
    await assignMembers(db, { organizationId: org.id, jobPostingId: cook.id, memberIds: [kofi.memberId] });
    for (let i = 0; i < 2; i++) {
      await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: chiefOfficer.id, pipelineStageId: a.stages[0]!.id });
    }

    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id, title: "Chief Officer (foreign)", shortId: "BA-0067", pinned: true });
    indexer = startSearchIndexer(server);
    await synced(server, key, Object.values(ids));
  });
  afterAll(async () => {
    await indexer.stop();
    await server.close();
  });

  it("returns every field of an item, pinned first then newest first", async () => {
    const body = await search({});
    expect(body.items.map((item) => item.id)).toEqual([ids.chiefOfficer, ids.cook, ids.engineer, ids.seaman]);
    expect(body).toMatchObject({ totalFound: "4", totalPages: "1", currentPage: "1" });
    expect(body.items[0]).toEqual({
      id: ids.chiefOfficer,
      title: "Chief Officer – LNG carrier",
      summary: "Membrane LNG carrier, 4 months on / 2 off",
      textMatch: "",
      shortId: `CO-${orgId.slice(0, 6)}`,
      organizationId: orgId,
      careerSiteId,
      pipelineId: pipelineA,
      languagesIso6393: "eng,rus",
      vectorDistance: 0,
      pinned: true,
      state: "JOB_POSTING_STATE_OPEN",
      nrOfApplications: "2",
      assignedMembers: [
        { givenName: "Kofi", familyName: "Mensah", primaryEmail: kofi.primaryEmail, memberId: kofi.memberId },
        { givenName: "Marta", familyName: "Nowak", primaryEmail: marta.primaryEmail, memberId: marta.memberId },
      ],
      crewRequest: {
        id: crewRequest.id,
        title: "LNG fleet 2026",
        state: "JOB_POSTING_STATE_OPEN",
        position: { id: crewRequest.positionId, name: "Chief Officer", nbPositions: "3" },
      },
      createdAt: "2026-01-01T00:00:00Z",
      ...emptySlots,
      slot1FilterValue: ["tanker", "lng"],
      slot2FilterValue: ["deck"],
    });
  });

  it("emits zero values and leaves crewRequest absent when a posting has none", async () => {
    const body = await search({ states: ["JOB_POSTING_STATE_CLOSED"] });
    expect(body.items).toEqual([
      {
        id: ids.engineer,
        title: "Second Engineer",
        summary: "Bulk carrier, 100% Filipino crew",
        textMatch: "",
        shortId: expect.any(String),
        organizationId: orgId,
        careerSiteId: "",
        pipelineId: pipelineB,
        languagesIso6393: "eng",
        vectorDistance: 0,
        pinned: false,
        state: "JOB_POSTING_STATE_CLOSED",
        nrOfApplications: "0",
        assignedMembers: [],
        createdAt: "2026-02-01T00:00:00Z",
        ...emptySlots,
        slot1FilterValue: ["bulk"],
      },
    ]);
  });

  it("filters by pipeline, career site and language", async () => {
    expect(await found({ filterByPipelineIds: [pipelineB] })).toEqual([ids.engineer]);
    expect(await found({ careerSiteId })).toEqual([ids.chiefOfficer]);
    expect(await found({ languagesIso6393: ["rus"] })).toEqual([ids.chiefOfficer]);
    expect(await found({ languagesIso6393: ["tgl", "rus"] })).toEqual([ids.chiefOfficer, ids.cook]);
    expect(await found({ states: ["JOB_POSTING_STATE_OPEN"], languagesIso6393: ["eng"] })).toEqual([ids.chiefOfficer]);
  });

  it("filters by assignees, by no assignees, and by either when both are given", async () => {
    expect(await found({ filterByAssigneeIds: [marta.memberId] })).toEqual([ids.chiefOfficer]);
    expect(await found({ filterByAssigneeIds: [kofi.memberId] })).toEqual([ids.chiefOfficer, ids.cook]);
    expect(await found({ filterByNoAssignees: true })).toEqual([ids.engineer, ids.seaman]);
    expect(await found({ filterByNoAssignees: true, filterByAssigneeIds: [marta.memberId] })).toEqual([ids.chiefOfficer, ids.engineer, ids.seaman]);
  });

  it("matches any value within a slot and every slot given", async () => {
    expect(await found({ slot1FilterValue: ["lng", "bulk"] })).toEqual([ids.chiefOfficer, ids.engineer]);
    expect(await found({ slot1FilterValue: ["tanker"], slot2FilterValue: ["deck"] })).toEqual([ids.chiefOfficer]);
    expect(await found({ slot1FilterValue: ["tanker"], slot2FilterValue: ["galley"] })).toEqual([]);
    expect(await found({ slot3FilterValue: ["deck"] })).toEqual([]);
  });

  it("matches the query's words in title and summary, ignoring case and punctuation; a query with no word finds nothing", async () => {
    expect(await found({ query: "OFFICER" })).toEqual([ids.chiefOfficer]);
    expect(await found({ query: "filipino" })).toEqual([ids.engineer]);
    expect(await found({ query: "100%" })).toEqual([ids.engineer]);
    expect(await found({ query: "seaman" })).toEqual([ids.seaman]);
    expect(await found({ query: "  cook " })).toEqual([ids.cook]);
    expect(await search({ query: "_ %" })).toEqual({ items: [], totalFound: "0", totalPages: "0", currentPage: "1" });
  });

  it("marks the matched words in textMatch: the title when it matched, else the summary's fragment", async () => {
    const body = await search({ query: "officer membrane" });
    expect(body.items.map((item) => [item.id, (item as { textMatch?: string }).textMatch])).toEqual([
      [ids.chiefOfficer, "Chief <mark>Officer</mark> – LNG carrier"],
    ]);
    const summary = await search({ query: "filipino" });
    expect((summary.items[0] as { textMatch?: string }).textMatch).toBe("Bulk carrier, 100% <mark>Filipino</mark> crew");
  });

  it("needs every word of the query, in any order, each in the title, summary or reference", async () => {
    // Both have "carrier" in the summary; the pinned one first.
    expect(await found({ query: "carrier" })).toEqual([ids.chiefOfficer, ids.engineer]);
    expect(await found({ query: "carrier chief" })).toEqual([ids.chiefOfficer]);
    expect(await found({ query: "LNG officer chief" })).toEqual([ids.chiefOfficer]);
    // "Engineer" is in the title, "Filipino" in the summary.
    expect(await found({ query: "filipino   ENGINEER" })).toEqual([ids.engineer]);
    expect(await found({ query: "carrier zeppelin" })).toEqual([]);
    expect(await found({ query: "officer filipino" })).toEqual([]);
  });

  it("finds a posting by its reference, as printed or in lower case, alone or with other words, in the caller's organization only", async () => {
    expect(await found({ query: "BA-0067" })).toEqual([ids.engineer]);
    expect(await found({ query: "ba-0067" })).toEqual([ids.engineer]);
    expect(await found({ query: "bulk ba-0067" })).toEqual([ids.engineer]);
    expect(await found({ query: `co-${orgId.slice(0, 6)}`.toUpperCase() })).toEqual([ids.chiefOfficer]);
    expect(await found({ query: "BA-0068" })).toEqual([]);
  });

  it("pages with totals, and returns an empty page beyond the last", async () => {
    expect(await search({ perPage: "2", page: "2" })).toMatchObject({ totalFound: "4", totalPages: "2", currentPage: "2" });
    expect(await found({ perPage: "2", page: "2" })).toEqual([ids.engineer, ids.seaman]);
    expect(await search({ perPage: "3", page: "0" })).toMatchObject({ totalFound: "4", totalPages: "2", currentPage: "1" });
    expect(await search({ perPage: "2", page: "5" })).toEqual({ items: [], totalFound: "4", totalPages: "2", currentPage: "5" });
    expect(await search({ page: "9223372036854775807" })).toEqual({ items: [], totalFound: "4", totalPages: "1", currentPage: "9223372036854775807" });
    expect(await search({ query: "no such posting" })).toEqual({ items: [], totalFound: "0", totalPages: "0", currentPage: "1" });
  });

  it("answers permission_denied for another organization and invalid_argument past the bounds", async () => {
    const foreign = await rpc<{ code: string }>(server, path, { organizationId: otherOrgId }, { key });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("permission_denied");
    const perPage = await rpc<{ code: string }>(server, path, { organizationId: orgId, perPage: "101" }, { key });
    expect(perPage.body.code).toBe("invalid_argument");
    const languages = await rpc<{ code: string }>(server, path, { organizationId: orgId, languagesIso6393: ["en"] }, { key });
    expect(languages.body.code).toBe("invalid_argument");
  });
});

// The index follows writes through the job queue: after WaitForSearchSync every write is searchable.
describe("SearchJobPostings after writes", () => {
  let server: TestServer;
  let indexer: JobWorker;
  let key: string;
  let orgId: string;
  let pipelineId: string;

  const search = async (body: Record<string, unknown>) => {
    const result = await rpc<SearchResult>(server, path, { organizationId: orgId, ...body }, { key });
    expect(result.status).toBe(200);
    return { ids: result.body.items.map((item) => item.id), totalFound: result.body.totalFound };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    orgId = org.id;
    key = await server.createKey(org.id);
    pipelineId = (await createPipeline(server.db, { organizationId: org.id, name: "Deck" })).id;
    indexer = startSearchIndexer(server);
  });
  afterAll(async () => {
    await indexer.stop();
    await server.close();
  });

  it("finds a posting created, renamed, assigned and deleted since the last search", async () => {
    expect(await search({ query: "bosun" })).toEqual({ ids: [], totalFound: "0" });

    const bosun = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Bosun – Chemical tanker" });
    await synced(server, key, [bosun.id]);
    expect(await search({ query: "bosun" })).toEqual({ ids: [bosun.id], totalFound: "1" });

    await server.db.update(jobPostings).set({ title: "Pumpman – Chemical tanker" }).where(eq(jobPostings.id, bosun.id));
    await synced(server, key, [bosun.id]);
    expect(await search({ query: "bosun" })).toEqual({ ids: [], totalFound: "0" });
    expect(await search({ query: "pumpman" })).toEqual({ ids: [bosun.id], totalFound: "1" });

    const member = await createMember(server.db, { organizationId: orgId, role: "recruiter" });
    expect(await search({ filterByAssigneeIds: [member.memberId] })).toEqual({ ids: [], totalFound: "0" });
    await assignMembers(server.db, { organizationId: orgId, jobPostingId: bosun.id, memberIds: [member.memberId] });
    // Filters follow the index as the text does: an assignment leaves the posting pending until its
    // entry holds it.
    await synced(server, key, [bosun.id]);
    expect(await search({ filterByAssigneeIds: [member.memberId] })).toEqual({ ids: [bosun.id], totalFound: "1" });
    expect(await search({ filterByNoAssignees: true, query: "pumpman" })).toEqual({ ids: [], totalFound: "0" });

    await server.db.delete(jobPostings).where(eq(jobPostings.id, bosun.id));
    // Never shown once deleted (the page's postings are read as they are now); no longer counted once
    // the index dropped it.
    expect((await search({ query: "pumpman" })).ids).toEqual([]);
    await synced(server, key, [bosun.id]);
    expect(await search({ query: "pumpman" })).toEqual({ ids: [], totalFound: "0" });
  });

  it("filters by a posting's state and pin as indexed, and lists every posting as saved without a query or a filter", async () => {
    const posting = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Reefer Electrician", state: "open" });
    await synced(server, key, [posting.id]);
    expect(await search({ query: "reefer", states: ["JOB_POSTING_STATE_OPEN"] })).toEqual({ ids: [posting.id], totalFound: "1" });

    // Closed while the indexer is stopped: pending, and the state filter still sees it open.
    await indexer.stop();
    await server.db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, posting.id));
    const pending = await rpc<{ synced?: boolean; pendingJobPostingIds?: string[] }>(
      server,
      "rpc.v1.OrganizationService/WaitForSearchSync",
      { jobPostingIds: [posting.id] },
      { key, headers: { "Connect-Timeout-Ms": "300" } },
    );
    expect(pending.body).toEqual({ synced: false, pendingJobPostingIds: [posting.id], pendingCrewProfileIds: [] });
    // The plain list reads the postings themselves: there at once, and every item as saved.
    const plain = await rpc<{ items: { id: string; state: string }[] }>(server, path, { organizationId: orgId, perPage: "100" }, { key });
    expect(plain.body.items.find((item) => item.id === posting.id)?.state).toBe("JOB_POSTING_STATE_CLOSED");

    indexer = startSearchIndexer(server);
    await synced(server, key, [posting.id]);
    expect(await search({ query: "reefer", states: ["JOB_POSTING_STATE_OPEN"] })).toEqual({ ids: [], totalFound: "0" });
    expect(await search({ query: "reefer", states: ["JOB_POSTING_STATE_CLOSED"] })).toEqual({ ids: [posting.id], totalFound: "1" });

    // A pin moves it before every other closed posting, once indexed.
    const other = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Reefer Mechanic", state: "closed" });
    await synced(server, key, [other.id]);
    expect((await search({ states: ["JOB_POSTING_STATE_CLOSED"] })).ids[0]).toBe(other.id);
    await server.db.update(jobPostings).set({ pinned: true }).where(eq(jobPostings.id, posting.id));
    await synced(server, key, [posting.id]);
    expect((await search({ states: ["JOB_POSTING_STATE_CLOSED"] })).ids[0]).toBe(posting.id);
    await server.db.delete(jobPostings).where(eq(jobPostings.id, other.id));
    await server.db.update(jobPostings).set({ pinned: false }).where(eq(jobPostings.id, posting.id));
    await synced(server, key, [posting.id, other.id]);
  });

  it("ignores case and accents beyond ASCII, and the case of ids in filters", async () => {
    const posting = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Matrose – Ölfrachter", summary: "ÜBERSEE" });
    await synced(server, key, [posting.id]);
    expect(await search({ query: "ÖLFRACHTER" })).toEqual({ ids: [posting.id], totalFound: "1" });
    expect(await search({ query: "olfrachter" })).toEqual({ ids: [posting.id], totalFound: "1" });
    expect(await search({ query: "übersee" })).toEqual({ ids: [posting.id], totalFound: "1" });
    expect((await search({ filterByPipelineIds: [pipelineId.toUpperCase()] })).ids).toContain(posting.id);
  });

  it("compresses a page of 8 KiB or more, with brotli unless the caller prefers gzip or accepts nothing else", async () => {
    const created: string[] = [];
    for (let i = 0; i < 30; i++) {
      const posting = await createPosting(server.db, {
        organizationId: orgId,
        pipelineId,
        title: `Able Seaman ${i}`,
        summary: "Deck rating for a chemical tanker. ".repeat(12),
      });
      created.push(posting.id);
    }
    await synced(server, key, created);
    const call = (acceptEncoding?: string) =>
      rpcCompressed(server, path, { organizationId: orgId, query: "able seaman", perPage: "50" }, { key, acceptEncoding });
    const accepted = ["gzip, deflate, br, zstd", "gzip", "br;q=0.5, gzip", "br;q=0, gzip;q=0.1", "identity", "deflate"];
    const [plain, ...answers] = await Promise.all([call(), ...accepted.map(call)]);
    expect(answers.map((answer) => answer.encoding)).toEqual(["br", "gzip", "gzip", "gzip", undefined, undefined]);
    expect((plain.json as { totalFound: string }).totalFound).toBe("30");
    for (const answer of answers) expect(answer.json).toEqual(plain.json);
  });

  it("keeps finding a posting while the organization's entries are rebuilt, and then finds them as saved", async () => {
    // Every posting's summary changes while the indexer is stopped: the index is behind the save.
    await indexer.stop();
    const changed = await server.db
      .update(jobPostings)
      .set({ summary: "Übersee, vier Monate" })
      .where(eq(jobPostings.organizationId, orgId))
      .returning({ id: jobPostings.id });
    expect((await search({ query: "übersee vier monate" })).totalFound).toBe("0");
    // Then each entry is rewritten while searches run. An entry is replaced in one transaction, so no
    // search sees a posting gone between its old entry and its new one.
    indexer = startSearchIndexer(server);
    for (;;) {
      const sync = rpc<{ synced?: boolean }>(
        server,
        "rpc.v1.OrganizationService/WaitForSearchSync",
        { jobPostingIds: changed.map((row) => row.id) },
        { key, headers: { "Connect-Timeout-Ms": "100" } },
      );
      const answers = await Promise.all(Array.from({ length: 12 }, () => search({ query: "ölfrachter" })));
      for (const answer of answers) expect(answer.totalFound).toBe("1");
      if ((await sync).body.synced) break;
    }
    expect((await search({ query: "übersee vier monate" })).totalFound).toBe(String(changed.length));
  });
});
