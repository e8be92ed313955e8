// SearchCrewProfiles over HTTP: each filter and filters combined, the items, textMatch, cursor paging
// forward and back (no item repeated or skipped), bad input, another organization, and a save that
// WaitForSearchSync then search see in its new state.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database.js";
import { crewCertificates, crewProfiles, seaServiceRecords } from "@/server/db/schema.js";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import {
  createApplication,
  createDocument,
  createDocumentSet,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createSeaService,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import type { ProfileCursor } from "./profile-cursor.js";
import { searchProfiles, type ProfileFilter } from "./profile-search.js";
import { idInScopeOf, indexedForSetUp, profilesSynced, startSearchIndexer } from "./search-test-support.js";

const path = "dashboard.v1.DashboardService/SearchCrewProfiles";

interface Item {
  id: string;
  givenName: string;
  familyName: string;
  primaryEmail?: string;
  nationalityIso31661?: string;
  latestRank?: string;
  rankValues?: string[];
  vesselTypes?: string[];
  certificateValues?: string[];
  textMatch?: string;
  faceImageUrl?: string;
  createdAt: string;
  applicationCount?: string;
}
interface Answer {
  items?: Item[];
  paging?: { nextCursor?: string; previousCursor?: string };
  totalFound?: string;
}

interface Person {
  given: string;
  family: string;
  nationality?: string;
  // Latest first: [ranks, vessel type].
  service?: [string[], string | null][];
  // [certificate, expires on].
  certificates?: [string, string | null][];
  face?: string;
  email?: string;
}

async function addProfile(db: Db, organizationId: string, person: Person, createdAt: Date): Promise<string> {
  const profile = await createProfile(db, {
    organizationId,
    givenName: person.given,
    familyName: person.family,
    primaryEmail: person.email ?? `${person.given}.${person.family}@crew.example`.toLowerCase(),
    createdAt,
  });
  const service = person.service ?? [];
  for (const [i, [rankValues, vesselType]] of service.entries()) {
    // The latest record has the latest sign-on.
    await createSeaService(db, {
      organizationId,
      crewProfileId: profile.id,
      rankValues,
      vesselType,
      signOn: `20${20 - i}-01-01`,
      position: service.length - i,
    });
  }
  for (const [certificate, expiresOn] of person.certificates ?? []) {
    await db.insert(crewCertificates).values({ id: newId(), organizationId, crewProfileId: profile.id, certificate, expiresOn });
  }
  if (person.nationality || person.face) {
    const documentSetId = await createDocumentSet(db, { organizationId, crewProfileId: profile.id });
    const document = await createDocument(db, { organizationId, documentSetId });
    const base = { organizationId, crewProfileId: profile.id, documentSetId, documentId: document.id };
    if (person.nationality) await createExtraction(db, { ...base, kind: "nationality", valueText: person.nationality });
    if (person.face) await createExtraction(db, { ...base, kind: "face_image", valueText: person.face });
  }
  return profile.id;
}

const people = {
  santos: {
    given: "Maria",
    family: "Santos",
    nationality: "PH",
    service: [
      [["second_officer"], "crude_oil_tanker"],
      [["third_officer"], "bulk_carrier_capesize"],
    ],
    certificates: [
      ["coc_gmdss_goc", "2099-01-01"],
      ["cop_basic_training", null],
    ],
    face: "/files/faces/maria.jpg",
  },
  reyes: {
    given: "Jose",
    family: "Reyes",
    nationality: "PH",
    service: [[["able_seaman"], "bulk_carrier"]],
    certificates: [
      ["cop_basic_training", "2020-01-01"],
      ["coc_gmdss_goc", "2000-01-01"],
    ],
  },
  kowalski: {
    given: "Piotr",
    family: "Kowalski",
    nationality: "PL",
    service: [[["chief_officer"], "container_ship"]],
    certificates: [
      ["coc_gmdss_goc", null],
      ["cop_basic_training", "2099-12-31"],
    ],
  },
  sharma: {
    given: "Arjun",
    family: "Sharma",
    nationality: "IN",
    service: [[["third_officer"], "crude_oil_tanker"]],
    certificates: [["cop_basic_training", "2099-01-01"]],
  },
  nobody: { given: "Lena", family: "Nowak", email: "lena.n@seamail.example" },
} satisfies Record<string, Person>;
type Name = keyof typeof people;

describe("SearchCrewProfiles", () => {
  let server: TestServer;
  let indexer: JobWorker;
  let key: string;
  let orgId: string;
  let otherKey: string;
  let otherSantos: string;
  // Profiles made for paging: "Pager" plus a number, some created at the same instant.
  const pagers: string[] = [];
  const ids = {} as Record<Name, string>;
  const names = new Map<string, Name>();

  const call = (body: Record<string, unknown>, as: string = key) => rpc<Answer>(server, path, body, { key: as });
  const search = async (body: Record<string, unknown>, as: string = key) => {
    const answer = await call(body, as);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const found = async (body: Record<string, unknown>) => ((await search({ pageSize: 100, ...body })).items ?? []).map((item) => names.get(item.id) ?? item.id);

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    orgId = org.id;
    key = await server.createKey(org.id);
    // Its lexemes share this organization's scope: only the organization id tells their entries apart.
    const other = await createOrganization(server.db, { id: idInScopeOf(org.id) });
    otherKey = await server.createKey(other.id);
    const start = Date.UTC(2026, 0, 1);
    for (const [i, name] of (Object.keys(people) as Name[]).entries()) {
      ids[name] = await addProfile(server.db, orgId, people[name], new Date(start + i * 86_400_000));
      names.set(ids[name], name);
    }
    // Two applications of Maria Santos's, to the organization's postings.
    const pipeline = await createPipeline(server.db, { organizationId: orgId });
    for (const title of ["2nd Officer", "Chief Officer"]) {
      const posting = await createPosting(server.db, { organizationId: orgId, pipelineId: pipeline.id, title });
      const documentSetId = await createDocumentSet(server.db, { organizationId: orgId, crewProfileId: ids.santos });
      await createApplication(server.db, {
        organizationId: orgId,
        jobPostingId: posting.id,
        crewProfileId: ids.santos,
        documentSetId,
        pipelineStageId: pipeline.stages[0]!.id,
      });
    }
    // 23 pagers: three share one created_at (ties broken by id).
    for (let i = 0; i < 23; i++) {
      const createdAt = new Date(Date.UTC(2025, 5, 1) + (i < 3 ? 0 : i) * 60_000);
      pagers.push(await addProfile(server.db, orgId, { given: "Pager", family: `Number${i}`, service: [[["oiler"], "chemical_tanker"]] }, createdAt));
    }
    otherSantos = await addProfile(server.db, other.id, { given: "Maria", family: "Santos", nationality: "PH" }, new Date(start));
    indexer = startSearchIndexer(server);
    await indexedForSetUp(server, key, [], [...Object.values(ids), ...pagers]);
    await indexedForSetUp(server, otherKey, [], [otherSantos]);
  }, 120_000);
  afterAll(async () => {
    await indexer.stop();
    await server.close();
  });

  it("answers an item with the profile's ranks, vessel types, valid certificates, face link and applications", async () => {
    const answer = await search({ query: "santos" });
    expect(answer.totalFound).toBe("1");
    expect(answer.paging).toEqual({ nextCursor: "", previousCursor: "" });
    const [item] = answer.items!;
    expect(item).toEqual({
      id: ids.santos,
      givenName: "Maria",
      familyName: "Santos",
      primaryEmail: "maria.santos@crew.example",
      nationalityIso31661: "PH",
      latestRank: "second_officer",
      rankValues: ["second_officer", "third_officer"],
      vesselTypes: ["crude_oil_tanker", "bulk_carrier_capesize"],
      // certificates.json order.
      certificateValues: ["coc_gmdss_goc", "cop_basic_training"],
      textMatch: "Maria <mark>Santos</mark>",
      faceImageUrl: expect.stringMatching(signedLinkPattern("/files/faces/maria.jpg", orgId)),
      createdAt: "2026-01-01T00:00:00Z",
      applicationCount: "2",
    });
    const [reyes] = (await search({ query: "reyes" })).items!;
    // Both his certificates have expired; no face image.
    expect(reyes).toMatchObject({ certificateValues: [], faceImageUrl: "", applicationCount: "0", latestRank: "able_seaman" });
    const [nowak] = (await search({ query: "nowak" })).items!;
    expect(nowak).toMatchObject({ givenName: "Lena", familyName: "Nowak" });
    expect(nowak!.latestRank ?? "").toBe("");
    expect(nowak!.rankValues ?? []).toEqual([]);
  });

  it("filters by any rank held, any vessel type sailed (a generic type finds its sub-types) and any nationality", async () => {
    // Maria Santos held third officer before second officer.
    expect(await found({ rankValues: ["third_officer"] })).toEqual(["sharma", "santos"]);
    expect(await found({ rankValues: ["third_officer", "able_seaman"] })).toEqual(["sharma", "reyes", "santos"]);
    expect(await found({ vesselTypes: ["bulk_carrier"] })).toEqual(["reyes", "santos"]);
    expect(await found({ vesselTypes: ["bulk_carrier_capesize"] })).toEqual(["santos"]);
    expect(await found({ nationalitiesIso31661: ["PH"] })).toEqual(["reyes", "santos"]);
    expect(await found({ nationalitiesIso31661: ["PL", "IN"] })).toEqual(["sharma", "kowalski"]);
    expect(await found({ nationalitiesIso31661: ["GR"] })).toEqual([]);
  });

  it("filters by certificates held and valid today, every one asked", async () => {
    // Reyes holds both, expired; Kowalski's GOC never expires.
    expect(await found({ certificateValues: ["coc_gmdss_goc"] })).toEqual(["kowalski", "santos"]);
    expect(await found({ certificateValues: ["cop_basic_training"] })).toEqual(["sharma", "kowalski", "santos"]);
    expect(await found({ certificateValues: ["coc_gmdss_goc", "cop_basic_training"] })).toEqual(["kowalski", "santos"]);
    expect(await found({ certificateValues: ["coc_gmdss_goc", "cop_efa"] })).toEqual([]);
  });

  it("combines filters with AND, and with a query", async () => {
    expect(await found({ nationalitiesIso31661: ["PH"], certificateValues: ["cop_basic_training"] })).toEqual(["santos"]);
    expect(await found({ rankValues: ["third_officer"], vesselTypes: ["crude_oil_tanker"], nationalitiesIso31661: ["IN", "PH"] })).toEqual([
      "sharma",
      "santos",
    ]);
    expect(await found({ query: "maria", vesselTypes: ["bulk_carrier"] })).toEqual(["santos"]);
    expect(await found({ query: "arjun", vesselTypes: ["bulk_carrier"] })).toEqual([]);
    const answer = await search({ rankValues: ["third_officer"], nationalitiesIso31661: ["PH"] });
    expect(answer.totalFound).toBe("1");
    expect(answer.items![0]!.textMatch ?? "").toBe("");
  });

  it("finds by name, email, rank, vessel type, certificate and nationality words, marking what matched", async () => {
    const first = async (query: string) => {
      const items = (await search({ query, pageSize: 100 })).items ?? [];
      return items.map((item) => [names.get(item.id) ?? item.id, item.textMatch]);
    };
    expect(await first("santso")).toEqual([["santos", "Maria <mark>Santos</mark>"]]);
    // The name first when it matched, else the email.
    expect(await first("piotr.kowalski@crew")).toEqual([["kowalski", "<mark>Piotr Kowalski</mark>"]]);
    expect(await first("seamail")).toEqual([["nobody", "lena.n@<mark>seamail</mark>.example"]]);
    expect(await first("2/O")).toEqual([["santos", "<mark>2nd Officer</mark>"]]);
    expect(await first("VLCC")).toEqual([
      ["sharma", "<mark>Crude Oil Tanker</mark>"],
      ["santos", "<mark>Crude Oil Tanker</mark>"],
    ]);
    expect(await first("capesize")).toEqual([["santos", "<mark>Bulk Carrier</mark> – <mark>Capesize</mark>"]]);
    expect((await first("GMDSS")).map(([name]) => name)).toEqual(["kowalski", "reyes", "santos"]);
    expect(await first("poland")).toEqual([["kowalski", "<mark>Poland</mark>"]]);
    expect(await first("PL")).toEqual([["kowalski", "<mark>Poland</mark>"]]);
    expect((await first("philippines maria")).map(([name]) => name)).toEqual(["santos"]);
    expect(await first('"maria santos"')).toEqual([["santos", "<mark>Maria Santos</mark>"]]);
    expect(await first('"santos maria"')).toEqual([]);
    expect(await first("%")).toEqual([]);
  });

  it("pages forward and back through a query, filters or everything without repeating or skipping", async () => {
    const walk = async (body: Record<string, unknown>, pageSize: number) => {
      const forward: string[][] = [];
      const cursors: (string | undefined)[] = [];
      let answer = await search({ ...body, pageSize });
      const total = Number(answer.totalFound);
      expect(answer.paging?.previousCursor ?? "").toBe("");
      for (;;) {
        forward.push(answer.items!.map((item) => item.id));
        cursors.push(answer.paging?.previousCursor);
        expect(answer.totalFound).toBe(String(total));
        if (!answer.paging?.nextCursor) break;
        answer = await search({ ...body, pageSize, paging: { afterCursor: answer.paging.nextCursor } });
      }
      const ids = forward.flat();
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(total);
      // Back from the last page, page by page: the same pages, in reverse.
      let back = answer;
      for (let page = forward.length - 2; page >= 0; page--) {
        expect(back.paging?.previousCursor).toBeTruthy();
        back = await search({ ...body, pageSize, paging: { beforeCursor: back.paging!.previousCursor } });
        expect(back.items!.map((item) => item.id)).toEqual(forward[page]);
      }
      expect(back.paging?.previousCursor ?? "").toBe("");
      expect(back.paging?.nextCursor).toBeTruthy();
      return ids;
    };
    const byQuery = await walk({ query: "pager" }, 4);
    expect(new Set(byQuery)).toEqual(new Set(pagers));
    // Same relevance everywhere: newest first, then by id (the first three share their created_at).
    const tied = pagers.slice(0, 3).sort();
    expect(byQuery.slice(-3)).toEqual(tied);
    expect(byQuery.slice(0, 20)).toEqual(pagers.slice(3).reverse());
    expect(await walk({ rankValues: ["oiler"] }, 5)).toEqual(byQuery);
    const everything = await walk({}, 7);
    expect(everything.filter((id) => pagers.includes(id))).toEqual(byQuery);
    expect(everything.length).toBe(Object.keys(people).length + pagers.length);
  });

  it("past the count's cap: filters alone page on through every match, newest first; a query pages the first matches it ranked", async () => {
    // Caps far under the service's 1,000 and 10,000, on the same profiles, through the search the handler calls.
    const caps = { matches: 5, profiles: 7 };
    const filter = (query: string, more: Partial<ProfileFilter> = {}): ProfileFilter => ({
      organizationId: orgId,
      query,
      ranks: [],
      vesselTypes: [],
      nationalities: [],
      certificates: [],
      today: "2026-11-29",
      ...more,
    });
    const at = (direction: ProfileCursor["direction"], position: ProfileCursor["position"]): ProfileCursor => ({ direction, inclusive: false, position });
    // Forward to the end, then back from the last page to the first: the same pages.
    const walk = async (asked: ProfileFilter, pageSize: number) => {
      const first = await searchProfiles(server.db, asked, undefined, pageSize, caps);
      const pages = [first.positions.map((position) => position.id)];
      let page = first;
      while (page.more) {
        page = await searchProfiles(server.db, asked, at("after", page.positions.at(-1)!), pageSize, caps);
        pages.push(page.positions.map((position) => position.id));
        expect(page.beyond).toBe(true);
      }
      for (let i = pages.length - 2; i >= 0; i--) {
        page = await searchProfiles(server.db, asked, at("before", page.positions[0]!), pageSize, caps);
        expect(page.positions.map((position) => position.id)).toEqual(pages[i]);
        expect(page.more).toBe(i > 0);
        expect(page.beyond).toBe(true);
      }
      const ids = pages.flat();
      expect(new Set(ids).size).toBe(ids.length);
      return { total: first.total, capped: first.capped, ids };
    };
    // Newest first, then by id: the first three pagers share their created_at.
    const newestFirst = [...pagers.slice(3).reverse(), ...pagers.slice(0, 3).sort()];

    expect(await walk(filter("", { ranks: ["oiler"] }), 4)).toEqual({ total: 5, capped: true, ids: newestFirst });
    expect(await walk(filter("", { vesselTypes: ["chemical_tanker"], ranks: ["oiler"] }), 23)).toEqual({ total: 5, capped: true, ids: newestFirst });
    const byQuery = await walk(filter("pager"), 4);
    expect(byQuery).toMatchObject({ total: 5, capped: true });
    // The first cap + 1 matches found, ranked (all alike here, so newest first).
    expect(byQuery.ids).toHaveLength(6);
    expect(byQuery.ids).toEqual(newestFirst.filter((id) => byQuery.ids.includes(id)));
    const everyone = await walk(filter(""), 7);
    expect(everyone).toMatchObject({ total: 7, capped: true });
    expect(everyone.ids).toHaveLength(Object.keys(people).length + pagers.length);
    // Under the cap: exact, and not capped.
    const exact = await searchProfiles(server.db, filter("", { ranks: ["oiler"] }), undefined, 30, { matches: 23, profiles: 28 });
    expect([exact.total, exact.capped, exact.positions.map((position) => position.id)]).toEqual([23, false, newestFirst]);
    const all = await searchProfiles(server.db, filter(""), undefined, 1, { matches: 23, profiles: 28 });
    expect([all.total, all.capped]).toEqual([28, false]);
  });

  it("refuses a malformed cursor, another query's cursor, both cursors, and a page size over 100", async () => {
    const first = await search({ query: "pager", pageSize: 2 });
    const next = first.paging!.nextCursor!;
    const expectInvalid = async (body: Record<string, unknown>, message: RegExp) => {
      const answer = await call(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "invalid_argument", message: expect.stringMatching(message) });
    };
    await expectInvalid({ query: "pager", paging: { afterCursor: "not-a-cursor" } }, /not one SearchCrewProfiles returned/);
    await expectInvalid({ query: "pager", paging: { afterCursor: `${next.slice(0, -3)}AAA` } }, /not one SearchCrewProfiles returned/);
    await expectInvalid({ query: "pager number", paging: { afterCursor: next } }, /another query or other filters/);
    await expectInvalid({ query: "pager", rankValues: ["oiler"], paging: { afterCursor: next } }, /another query or other filters/);
    await expectInvalid({ query: "pager", paging: { beforeCursor: next } }, /send it as paging.afterCursor/);
    await expectInvalid({ query: "pager", paging: { afterCursor: next, beforeCursor: next } }, /not both/);
    await expectInvalid({ query: "pager", pageSize: 101 }, /page_size/);
    await expectInvalid({ rankValues: ["Third Officer"] }, /rank_values/);
    await expectInvalid({ nationalitiesIso31661: ["ph"] }, /nationalities_iso31661/);
    // The same query spaced otherwise and the filters in another order are the same scope.
    expect((await search({ query: " pager ", pageSize: 2, paging: { afterCursor: next } })).items).toHaveLength(2);
  });

  it("shows an organization its own profiles only, even one whose lexemes share its scope, and refuses another organization's cursor", async () => {
    const mine = await search({ query: "maria santos" });
    expect(mine.items!.map((item) => item.id)).toEqual([ids.santos]);
    const theirs = await search({ query: "maria santos" }, otherKey);
    expect(theirs.items!.map((item) => item.id)).toEqual([otherSantos]);
    expect((await search({ nationalitiesIso31661: ["PH"] }, otherKey)).totalFound).toBe("1");
    expect((await search({}, otherKey)).totalFound).toBe("1");
    const next = (await search({ query: "pager", pageSize: 2 })).paging!.nextCursor!;
    const answer = await call({ query: "pager", pageSize: 2, paging: { afterCursor: next } }, otherKey);
    expect(answer.status).toBe(400);
    expect((await call({ query: "santos" }, "crew_invalid_key")).status).toBe(401);
  });

  it("finds a saved change once WaitForSearchSync says it is searchable, and a deleted profile no more", async () => {
    const id = await addProfile(server.db, orgId, { given: "Tomas", family: "Lindqvist", service: [[["bosun"], "general_cargo"]] }, new Date());
    await profilesSynced(server, key, [id]);
    expect(await found({ query: "lindqvist" })).toEqual([id]);
    // Renamed, a new certificate and a new sea-service record, each in its own write.
    await server.db.update(crewProfiles).set({ familyName: "Lindgren" }).where(eq(crewProfiles.id, id));
    await server.db.insert(crewCertificates).values({ id: newId(), organizationId: orgId, crewProfileId: id, certificate: "cop_efa", expiresOn: null });
    await createSeaService(server.db, {
      organizationId: orgId,
      crewProfileId: id,
      rankValues: ["chief_officer"],
      vesselType: "lng_carrier",
      signOn: "2026-02-01",
      position: 9,
    });
    await profilesSynced(server, key, [id]);
    expect(await found({ query: "lindgren" })).toEqual([id]);
    // The email still says Lindqvist.
    expect((await search({ query: "lindqvist" })).items!.map((item) => [item.id, item.textMatch])).toEqual([[id, "tomas.<mark>lindqvist</mark>@crew.example"]]);
    expect(await found({ query: "tomas lindgren" })).toEqual([id]);
    expect(await found({ query: "lindgren", certificateValues: ["cop_efa"], rankValues: ["chief_officer"], vesselTypes: ["lng_carrier"] })).toEqual([id]);
    const [item] = (await search({ query: "lindgren" })).items!;
    expect(item).toMatchObject({ latestRank: "chief_officer", rankValues: ["chief_officer", "bosun"], certificateValues: ["cop_efa"] });
    // The sea service goes: the entry follows.
    await server.db.delete(seaServiceRecords).where(eq(seaServiceRecords.crewProfileId, id));
    await profilesSynced(server, key, [id]);
    expect(await found({ query: "lindgren", rankValues: ["chief_officer"] })).toEqual([]);
    await server.db.delete(crewProfiles).where(eq(crewProfiles.id, id));
    expect(await found({ query: "lindgren" })).toEqual([]);
    await profilesSynced(server, key, [id]);
  });
});
