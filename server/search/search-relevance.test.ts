// Ranked search over postings written as the demo writes them (server/demo/postings.ts): misspelt
// words, the domain's synonyms, prefixes, phrases, filters combined, paging, another organization.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { idInScopeOf, startSearchIndexer, synced } from "./search-test-support.js";

const path = "rpc.v1.OrganizationService/SearchJobPostings";

interface Item {
  id: string;
  title: string;
  textMatch: string;
}
interface SearchResult {
  items: Item[];
  totalFound: string;
  totalPages: string;
}

// Title, summary, rank, vessel type, and what the test calls it. Newest last.
const postings = [
  [
    "chiefEngLng",
    "Chief Engineer — LNG Carrier (Membrane)",
    "Aurora Spirit (LNG carrier, Malta flag) needs a Chief Engineer joining in Ras Laffan.",
    "chief_engineer",
    "lng_carrier",
  ],
  [
    "secondEngCape",
    "2nd Engineer — Bulk Carrier (Capesize)",
    "Reporting to the Chief Engineer on a Capesize bulker. Contract 4 months.",
    "second_engineer",
    "bulk_carrier_capesize",
  ],
  ["chiefOffVlcc", "Chief Officer — Crude Oil Tanker (VLCC)", "Joining Nordic Crown at Fujairah. Contract 4 months (±1).", "chief_officer", "crude_oil_tanker"],
  [
    "thirdOffHandy",
    "3rd Officer, Bulk Carrier (Handymax)",
    "We are looking for a 3rd Officer for Pacific Star (Panama flag).",
    "third_officer",
    "bulk_carrier_handymax",
  ],
  ["abProduct", "Able Seaman (AB) — Product Tanker (MR)", "Deck rating for a product tanker, 6 months.", "able_seaman", "product_tanker"],
  ["masterCrude", "Master for Crude Oil Tanker", "Command of a crude carrier trading West Africa to China.", "master", "crude_oil_tanker"],
  ["chiefEngFeeder", "Chief Engineer, Container Ship (Feeder)", "Feeder service in the Baltic, 4 months on / 2 off.", "chief_engineer", "container_ship"],
  ["cookBulk", "Chief Cook — Bulk Carrier", "Galley for 22 crew on a geared bulk carrier.", "chief_cook", "bulk_carrier"],
  ["secondOffSuez", "2nd Officer — Crude Oil Tanker, joining March", "Suezmax trading in the Mediterranean.", "second_officer", "crude_oil_tanker"],
  ["abBulk", "Able Seaman — Bulk Carrier", "Deck rating, 9 months, Filipino crew.", "able_seaman", "bulk_carrier"],
  ["dpoPsv", "DP Operator — Platform Supply Vessel (DP2)", "Dynamic positioning operator for a North Sea PSV, 28/28 rotation.", "dp_operator", "psv"],
  ["thirdOffBox", "3rd Officer — Container Ship", "Third officer on a feeder; bridge watch and safety equipment.", "third_officer", "container_ship"],
  [
    "oilerChem",
    "Oiler — Chemical Tanker (IMO 2)",
    "Engine rating on a stainless steel chemical tanker; positioning of hoses on deck.",
    "oiler",
    "chemical_tanker",
  ],
] as const;

type Name = (typeof postings)[number][0];

describe("SearchJobPostings: ranked", () => {
  let server: TestServer;
  let indexer: JobWorker;
  let key: string;
  let orgId: string;
  let otherKey: string;
  let otherOrgId: string;
  let otherPosting: string;
  const ids = {} as Record<Name, string>;
  const names = new Map<string, Name>();

  const search = async (body: Record<string, unknown>, as: "org" | "other" = "org") => {
    const result = await rpc<SearchResult>(
      server,
      path,
      { organizationId: as === "org" ? orgId : otherOrgId, ...body },
      { key: as === "org" ? key : otherKey },
    );
    expect(result.status).toBe(200);
    return result.body;
  };
  const top = async (query: string, extra: Record<string, unknown> = {}) =>
    (await search({ query, ...extra })).items.slice(0, 3).map((item) => names.get(item.id) ?? item.id);

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    // Its lexemes share this organization's scope: only the organization id tells their entries apart.
    const other = await createOrganization(server.db, { id: idInScopeOf(org.id) });
    orgId = org.id;
    otherOrgId = other.id;
    key = await server.createKey(org.id);
    otherKey = await server.createKey(other.id);
    const pipeline = await createPipeline(server.db, { organizationId: org.id });
    const day = 86_400_000;
    for (const [i, [name, title, summary, rank, vesselType]] of postings.entries()) {
      const posting = await createPosting(server.db, {
        organizationId: org.id,
        pipelineId: pipeline.id,
        title,
        summary,
        rank,
        vesselType,
        state: i % 4 === 3 ? "closed" : "open",
        languages: i % 2 === 0 ? ["eng"] : ["eng", "tgl"],
        slotTags: [`1:${vesselType}`, `2:${rank.includes("engineer") || rank === "oiler" ? "engine" : "deck"}`],
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * day),
      });
      ids[name] = posting.id;
      names.set(posting.id, name);
    }
    const otherPipeline = await createPipeline(server.db, { organizationId: other.id });
    otherPosting = (
      await createPosting(server.db, { organizationId: other.id, pipelineId: otherPipeline.id, title: "Chief Engineer — VLCC", rank: "chief_engineer" })
    ).id;
    indexer = startSearchIndexer(server);
    await synced(server, key, Object.values(ids));
    await synced(server, otherKey, [otherPosting]);
  });
  afterAll(async () => {
    await indexer.stop();
    await server.close();
  });

  it("finds misspelt words (one typo in a word of five or more letters), best match first", async () => {
    // The LNG posting names its Chief Engineer twice (title and summary); a 2nd Engineer reporting to
    // one comes after both.
    expect(await top("cheif enginer")).toEqual(["chiefEngLng", "chiefEngFeeder", "secondEngCape"]);
    // The Capesize posting says "bulker" in its summary too; then the others, newest first.
    expect(await top("bulk carier")).toEqual(["secondEngCape", "thirdOffHandy", "cookBulk"]);
    expect(await top("thrid officer")).toEqual(["thirdOffBox", "thirdOffHandy"]);
    expect(await top("chmical")).toEqual(["oilerChem"]);
  });

  it("finds a rank or vessel type by any of its names", async () => {
    expect(await top("3/O")).toEqual(["thirdOffBox", "thirdOffHandy"]);
    expect(await top("third officer")).toEqual(["thirdOffBox", "thirdOffHandy"]);
    expect(await top("AB")).toEqual(["abProduct", "abBulk"]);
    // The title says VLCC once; the two other crude oil tankers never do.
    expect(await top("VLCC")).toEqual(["chiefOffVlcc", "secondOffSuez", "masterCrude"]);
    expect(await top("C/E")).toEqual(["chiefEngFeeder", "chiefEngLng"]);
    expect(await top("bulker")).toEqual(["secondEngCape", "thirdOffHandy", "abBulk"]);
  });

  it("matches words by their beginning, and a quoted phrase only as written", async () => {
    // "engin" also finds "Engine" (a prefix and one edit), in a summary: last.
    expect(await top("engin")).toEqual(["secondEngCape", "chiefEngLng", "chiefEngFeeder"]);
    expect((await search({ query: "engin" })).totalFound).toBe("4");
    expect(await top('"dynamic positioning"')).toEqual(["dpoPsv"]);
    expect(await top('"positioning operator"')).toEqual(["dpoPsv"]);
    // Both words are in the summary, but not in this order; the chemical tanker's "positioning of
    // hoses" is no phrase either.
    expect(await top('"operator positioning"')).toEqual([]);
    expect(await top('"positioning of"')).toEqual(["oilerChem"]);
  });

  it("marks the matched words, synonyms and corrections included", async () => {
    const [first] = (await search({ query: "cheif enginer" })).items;
    expect(first!.textMatch).toBe("<mark>Chief Engineer</mark> — LNG Carrier (Membrane)");
    const [third] = (await search({ query: "3/O" })).items;
    expect(third!.textMatch).toBe("<mark>3rd Officer</mark> — Container Ship");
    const [dpo] = (await search({ query: "rotation" })).items;
    expect(dpo!.textMatch).toBe("…a North Sea PSV, 28/28 <mark>rotation</mark>.");
    // A crude oil tanker found by its vessel type: its name for the type is marked.
    const vlcc = await search({ query: "vlcc" });
    expect(vlcc.items.map((item) => item.textMatch)).toEqual([
      "Chief Officer — <mark>Crude Oil Tanker</mark> (<mark>VLCC</mark>)",
      "2nd Officer — <mark>Crude Oil Tanker</mark>, joining March",
      "Master for <mark>Crude Oil Tanker</mark>",
    ]);
    // "Bulk Carrier (Capesize)" is one name of the type, marked whole.
    const capesize = await search({ query: "capesize" });
    expect(capesize.items.map((item) => item.textMatch)).toEqual(["2nd Engineer — <mark>Bulk Carrier</mark> (<mark>Capesize</mark>)"]);
  });

  it("combines the query with every filter", async () => {
    expect(await top("tanker", { states: ["JOB_POSTING_STATE_OPEN"] })).toEqual(["oilerChem", "abProduct", "secondOffSuez"]);
    expect(await top("tanker", { states: ["JOB_POSTING_STATE_OPEN"], languagesIso6393: ["tgl"] })).toEqual(["masterCrude"]);
    expect(await top("officer", { slot1FilterValue: ["container_ship", "crude_oil_tanker"], slot2FilterValue: ["deck"] })).toEqual([
      "thirdOffBox",
      "secondOffSuez",
      "chiefOffVlcc",
    ]);
    expect(await top("officer", { slot2FilterValue: ["deck"], states: ["JOB_POSTING_STATE_CLOSED"] })).toEqual(["thirdOffBox", "thirdOffHandy"]);
    expect(await top("engineer", { slot2FilterValue: ["engine"], states: ["JOB_POSTING_STATE_CLOSED"] })).toEqual([]);
  });

  it("pages through every match once, in one order, with exact totals", async () => {
    const all = await search({ query: "carrier", perPage: "100" });
    expect(all.totalFound).toBe(String(all.items.length));
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await search({ query: "carrier", perPage: "2", page: String(page) });
      expect(body.totalFound).toBe(all.totalFound);
      seen.push(...body.items.map((item) => item.id));
    }
    expect(seen).toEqual(all.items.map((item) => item.id));
    expect(new Set(seen).size).toBe(seen.length);
    // Without a query: every posting, pinned first then newest, page after page.
    const everything: string[] = [];
    for (let page = 1; page <= 5; page++) everything.push(...(await search({ perPage: "3", page: String(page) })).items.map((item) => item.id));
    expect(everything).toEqual(Object.values(ids).reverse());
  });

  it("never finds another organization's postings, even one whose lexemes share its scope", async () => {
    expect(await top("chief engineer")).not.toContain(otherPosting);
    expect((await search({ query: "chief engineer" }, "other")).items.map((item) => item.id)).toEqual([otherPosting]);
    expect((await search({ query: "capesize" }, "other")).items).toEqual([]);
  });
});
