// SearchCrewProfiles on the demo data (server/demo, seeded as its own test seeds it): a misspelt family
// name, certificates by name and by code, a rank and a vessel type by a synonym, a nationality by its
// country's name and code, and by its demonym. Each answer is checked against the demo's rows themselves.
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/server/db/schema.js";
import { seedDemo } from "@/server/demo/seed-demo.js";
import { DEMO_ORGANIZATIONS } from "@/server/demo/organizations.js";
import { certificates } from "@/server/domain/certificates.js";
import { vesselTypes } from "@/server/domain/vessel-types.js";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { indexedForSetUp, startSearchIndexer } from "./search-test-support.js";

const path = "dashboard.v1.DashboardService/SearchCrewProfiles";
// As server/demo/seed-demo.test.ts seeds it: the test database is shared, and the seed is the same
// whichever file seeds first.
const SCALE = 0.05;

interface Item {
  id: string;
  familyName: string;
  textMatch?: string;
}
interface Answer {
  items?: Item[];
  paging?: { nextCursor?: string };
  totalFound?: string;
}

describe("SearchCrewProfiles on the demo data", () => {
  let server: TestServer;
  let indexer: JobWorker;
  let key: string;
  let otherKey: string;
  const [demo, otherDemo] = DEMO_ORGANIZATIONS;

  const page = async (body: Record<string, unknown>, as = key) => {
    const answer = await rpc<Answer>(server, path, { pageSize: 100, ...body }, { key: as });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  // Every match, over every page.
  const all = async (body: Record<string, unknown>) => {
    const items: Item[] = [];
    let answer = await page(body);
    items.push(...(answer.items ?? []));
    while (answer.paging?.nextCursor) {
      answer = await page({ ...body, paging: { afterCursor: answer.paging.nextCursor } });
      items.push(...(answer.items ?? []));
    }
    expect(items.length).toBe(Number(answer.totalFound ?? 0));
    return items;
  };
  const ids = async (body: Record<string, unknown>) => new Set((await all(body)).map((item) => item.id));
  const rows = async (text: string, values: unknown[] = []) =>
    new Set((await server.pool.query<{ id: string }>(text, [demo!.id, ...values])).rows.map((row) => row.id));

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemo(drizzle(server.pool, { schema }), { scale: SCALE, checkForeignKeys: true });
    key = await server.createKey(demo!.id);
    otherKey = await server.createKey(otherDemo!.id);
    indexer = startSearchIndexer(server);
    for (const [org, as] of [
      [demo!, key],
      [otherDemo!, otherKey],
    ] as const) {
      const profiles = await server.pool.query<{ id: string }>("SELECT id FROM crew_profiles WHERE organization_id = $1", [org.id]);
      await indexedForSetUp(
        server,
        as,
        [],
        profiles.rows.map((row) => row.id),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await indexer.stop();
    await server.close();
  });

  it("finds a family name misspelt by one swap, that person first", async () => {
    const { rows: people } = await server.pool.query<{ id: string; family_name: string }>(
      `SELECT id, family_name FROM crew_profiles WHERE organization_id = $1 AND length(family_name) >= 6 AND family_name ~ '^[A-Za-z]+$' ORDER BY id LIMIT 5`,
      [demo!.id],
    );
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) {
      const name = person.family_name;
      const typo = name.slice(0, 2) + name[3] + name[2] + name.slice(4);
      if (typo.toLowerCase() === name.toLowerCase()) continue;
      const items = await all({ query: typo });
      expect(items.map((item) => item.id)).toContain(person.id);
      expect(items[0]!.familyName).toBe(name);
      expect(items[0]!.textMatch).toContain(`<mark>${name}</mark>`);
    }
  });

  it("finds certificates by a name and by their STCW code, held valid or not", async () => {
    const holders = (values: string[]) =>
      rows("SELECT DISTINCT crew_profile_id::text AS id FROM crew_certificates WHERE organization_id = $1 AND certificate = ANY($2::text[])", [values]);
    const gmdss = ["coc_gmdss_goc", "coc_gmdss_roc"];
    expect((await holders(gmdss)).size).toBeGreaterThan(0);
    expect(await ids({ query: "GMDSS" })).toEqual(await holders(gmdss));
    const ivTwo = certificates.filter((certificate) => certificate.code.includes("IV/2")).map((certificate) => certificate.value);
    expect(await ids({ query: "IV/2" })).toEqual(await holders(ivTwo));
    expect(await ids({ query: "basic safety training" })).toEqual(await holders(["cop_basic_training"]));
  });

  it("finds a rank held by a synonym (3/O) and a vessel type sailed by one (VLCC)", async () => {
    const thirdOfficers = await rows(
      "SELECT DISTINCT crew_profile_id::text AS id FROM sea_service_records WHERE organization_id = $1 AND 'third_officer' = ANY(rank_values)",
    );
    expect(thirdOfficers.size).toBeGreaterThan(0);
    // Every third officer; the query's words also match as words where a profile has both ("STCW V/3"
    // and "HELM O"), as every query's words do.
    const byQuery = await ids({ query: "3/O" });
    expect([...thirdOfficers].filter((id) => !byQuery.has(id))).toEqual([]);
    expect(await ids({ query: "third officer" })).toEqual(thirdOfficers);
    expect(await ids({ rankValues: ["third_officer"] })).toEqual(thirdOfficers);
    const crude = vesselTypes.filter((type) => type.value === "crude_oil_tanker" || type.parent === "crude_oil_tanker").map((type) => type.value);
    const crudeSailors = await rows(
      "SELECT DISTINCT crew_profile_id::text AS id FROM sea_service_records WHERE organization_id = $1 AND vessel_type = ANY($2::text[])",
      [crude],
    );
    expect(crudeSailors.size).toBeGreaterThan(0);
    expect(await ids({ query: "VLCC" })).toEqual(crudeSailors);
    expect(await ids({ vesselTypes: ["crude_oil_tanker"] })).toEqual(crudeSailors);
  });

  it("finds a nationality by its country's name and its ISO codes", async () => {
    const filipinos = await rows(
      `SELECT id::text AS id FROM crew_profiles WHERE organization_id = $1
        AND EXISTS (SELECT 1 FROM json_array_elements(identity_extractions) e WHERE e->>0 = 'nationality' AND upper(e->>9) = 'PH')`,
    );
    expect(filipinos.size).toBeGreaterThan(0);
    expect(await ids({ query: "Philippines" })).toEqual(filipinos);
    expect(await ids({ query: "PHL" })).toEqual(filipinos);
    expect(await ids({ nationalitiesIso31661: ["PH"] })).toEqual(filipinos);
    // Each item says why: the country's name, marked.
    const [first] = (await page({ query: "philippines" })).items!;
    expect(first!.textMatch).toContain("<mark>Philippines</mark>");
  });

  it("finds a nationality by its demonym: alone, with a rank, misspelt by one letter", async () => {
    const nationals = (alpha2: string) =>
      rows(
        `SELECT id::text AS id FROM crew_profiles WHERE organization_id = $1
          AND EXISTS (SELECT 1 FROM json_array_elements(identity_extractions) e WHERE e->>0 = 'nationality' AND upper(e->>9) = $2)`,
        [alpha2],
      );
    const filipinos = await nationals("PH");
    expect(filipinos.size).toBeGreaterThan(0);
    expect(await ids({ query: "filipino" })).toEqual(filipinos);
    expect(await ids({ query: "Filipina" })).toEqual(filipinos);
    // The item shows the country's name, marked.
    expect((await page({ query: "filipino" })).items![0]!.textMatch).toContain("<mark>Philippines</mark>");

    // A demonym and a rank: only Ukrainians, every one who holds the rank, and first one whose latest
    // sea service is as master (the latest rank weighs more than the others).
    const ukrainians = await nationals("UA");
    const latestMasters = await rows(
      `SELECT p.id::text AS id FROM crew_profiles p WHERE p.organization_id = $1 AND p.id = ANY($2::uuid[])
        AND ARRAY['master'] <@ (SELECT r.rank_values FROM sea_service_records r WHERE r.crew_profile_id = p.id AND r.organization_id = p.organization_id
          ORDER BY r.sign_on DESC, r.position DESC LIMIT 1)`,
      [[...ukrainians]],
    );
    expect(latestMasters.size).toBeGreaterThan(0);
    const masters = await all({ query: "ukrainian master" });
    expect(masters.filter((item) => !ukrainians.has(item.id))).toEqual([]);
    expect(new Set(masters.map((item) => item.id))).toEqual(await ids({ query: "master", nationalitiesIso31661: ["UA"] }));
    expect([...latestMasters].filter((id) => !masters.some((item) => item.id === id))).toEqual([]);
    expect(latestMasters.has(masters[0]!.id)).toBe(true);

    // One typo in a word of 5+ letters: typo tolerance corrects to the domain's name words too.
    expect(await ids({ query: "ukranian" })).toEqual(ukrainians);
    // A demonym of two words.
    const sriLankans = await nationals("LK");
    expect(sriLankans.size).toBeGreaterThan(0);
    expect(await ids({ query: "Sri Lankan" })).toEqual(sriLankans);
  });

  it("never answers one demo organization's profiles to the other", async () => {
    const mine = await ids({});
    const theirs = new Set(((await page({ pageSize: 100 }, otherKey)).items ?? []).map((item) => item.id));
    expect(mine.size).toBeGreaterThan(0);
    expect([...theirs].filter((id) => mine.has(id))).toEqual([]);
  });
});
