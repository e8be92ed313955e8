// Hybrid SearchJobPostings over HTTP on the real server: text relevance fused with vector similarity
// (the lexical embedder's), on the pgvector path and on the exact one (forced here on PGlite, where
// the column is pgvector's, so both paths run in every lane).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { useVectorPath, vectorPathOf, type VectorPath } from "./posting-vectors.js";
import { startSearchIndexer, synced } from "./search-test-support.js";

const path = "rpc.v1.OrganizationService/SearchJobPostings";

interface Item {
  id: string;
  title: string;
  state: string;
  vectorDistance?: number;
}
interface SearchResult {
  items: Item[];
  totalFound: string;
}

// Title, summary, state. "Chief Cook — Bulk Carrier" names every word of the query in its title, so
// text ranks it first; its long summary is about other things, so as a whole text it is further
// from the query than the short "Cook" posting, which the text ranks last.
const postings = [
  [
    "Chief Cook — Bulk Carrier",
    "Galley management for a crew of 22, provisioning in port, hygiene inspections, menu planning for mixed nationalities, stores and budget reports to the master.",
    "open",
  ],
  ["Bulk Carrier Steward", "Assists the cook in the galley and the mess.", "open"],
  ["Cook", "Bulk carrier cook.", "open"],
  ["Cook — Bulk Carrier", "Closed since March.", "closed"],
  ["Chief Officer — Bulk Carrier", "Deck, cargo and ballast.", "open"],
] as const;

describe("SearchJobPostings with hybrid search", () => {
  let server: TestServer;
  let indexer: JobWorker;
  let key: string;
  let orgId: string;
  let detected: VectorPath;
  const titleOf = new Map<string, string>();

  const search = async (body: Record<string, unknown>) => {
    const result = await rpc<SearchResult>(server, path, { organizationId: orgId, ...body }, { key });
    expect(result.status).toBe(200);
    return result.body;
  };
  const titles = (result: SearchResult) => result.items.map((item) => titleOf.get(item.id));
  const query = "bulk carrier cook";

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    orgId = org.id;
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(server.db, { organizationId: org.id, name: "P" });
    const ids: string[] = [];
    for (const [i, [title, summary, state]] of postings.entries()) {
      const created = await createPosting(server.db, {
        organizationId: org.id,
        pipelineId: pipeline.id,
        title,
        summary,
        state,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      titleOf.set(created.id, title);
      ids.push(created.id);
    }
    indexer = startSearchIndexer(server);
    await synced(server, key, ids);
    detected = await vectorPathOf(server.db);
  });

  afterAll(async () => {
    await indexer?.stop();
    await server?.close();
  });

  it("uses pgvector where the database has it: on the embedded database, not on the PostgreSQL lane's server", () => {
    expect(detected).toBe(inject("databaseSharedSession") ? "pgvector" : "exact");
  });

  it("is off by default and when disableHybridSearch is given, with or without enableHybridSearch: pure text, vectorDistance 0", async () => {
    const text = await search({ query });
    expect(titles(text)).toEqual(["Cook — Bulk Carrier", "Chief Cook — Bulk Carrier", "Bulk Carrier Steward", "Cook"]);
    expect(text.items.every((item) => (item.vectorDistance ?? 0) === 0)).toBe(true);
    for (const flags of [{ disableHybridSearch: true }, { enableHybridSearch: true, disableHybridSearch: true }]) {
      const off = await search({ query, ...flags });
      expect(off.items).toEqual(text.items);
    }
  });

  // The embedded database has pgvector: both paths run there, and must give the same answers. The test
  // lane's PostgreSQL has none, so its detected path is the exact one: one path, nothing to compare.
  const bothPaths = inject("databaseSharedSession");
  for (const forced of bothPaths ? (["detected", "exact"] as const) : (["exact"] as const)) {
    describe(`on the ${forced} vector path`, () => {
      beforeAll(() => useVectorPath(server.db, forced === "exact" ? "exact" : detected));
      afterAll(() => useVectorPath(server.db, detected));

      it("fuses the text ranking with the vector ranking (RRF), filling vectorDistance on every item", async () => {
        const text = await search({ query, states: ["JOB_POSTING_STATE_OPEN"] });
        const hybrid = await search({ query, states: ["JOB_POSTING_STATE_OPEN"], enableHybridSearch: true });
        expect(titles(text)).toEqual(["Chief Cook — Bulk Carrier", "Bulk Carrier Steward", "Cook"]);
        // "Cook", last by text, is the nearest as a whole text and "Chief Cook" the furthest: the two
        // tie in RRF (1/61 + 1/63 each) and the newer one, "Cook", comes first (ties: newest first).
        expect(titles(hybrid)).toEqual(["Cook", "Chief Cook — Bulk Carrier", "Bulk Carrier Steward"]);
        const distances = new Map(hybrid.items.map((item) => [item.id, item.vectorDistance ?? 0]));
        for (const distance of distances.values()) {
          expect(distance).toBeGreaterThan(0);
          expect(distance).toBeLessThan(1);
        }
        // The answer's order is RRF (k = 60) of the text order and the order by vectorDistance.
        const byVector = [...distances].sort((a, b) => a[1] - b[1]).map(([id]) => id);
        const textIds = text.items.map((item) => item.id);
        const score = (id: string) => 1 / (61 + textIds.indexOf(id)) + 1 / (61 + byVector.indexOf(id));
        const age = (id: string) => postings.findIndex(([title]) => title === titleOf.get(id));
        const fused = [...textIds].sort((a, b) => score(b) - score(a) || age(b) - age(a));
        expect(hybrid.items.map((item) => item.id)).toEqual(fused);
      });

      if (bothPaths) {
        it("gives the same distances as the other path", async () => {
          const hybrid = await search({ query, enableHybridSearch: true });
          useVectorPath(server.db, forced === "exact" ? detected : "exact");
          const other = await search({ query, enableHybridSearch: true });
          useVectorPath(server.db, forced === "exact" ? "exact" : detected);
          expect(other.items.map((item) => item.id)).toEqual(hybrid.items.map((item) => item.id));
          other.items.forEach((item, i) => expect(item.vectorDistance).toBeCloseTo(hybrid.items[i]!.vectorDistance!, 5));
        });
      }

      it("keeps the filters and the count, and pages without repeating or skipping", async () => {
        const closed = await search({ query, states: ["JOB_POSTING_STATE_CLOSED"], enableHybridSearch: true });
        expect(titles(closed)).toEqual(["Cook — Bulk Carrier"]);
        expect(closed.items[0]!.vectorDistance).toBeGreaterThan(0);
        const all = await search({ query, enableHybridSearch: true });
        expect(all.totalFound).toBe("4");
        const paged: Item[] = [];
        for (let page = 1; page <= 4; page++) {
          const one = await search({ query, enableHybridSearch: true, page, perPage: 1 });
          expect(one.totalFound).toBe("4");
          paged.push(...one.items);
        }
        expect(paged).toEqual(all.items);
      });
    });
  }

  it("has nothing to compare without a query: the usual order, vectorDistance 0", async () => {
    const plain = await search({});
    const hybrid = await search({ enableHybridSearch: true });
    expect(hybrid.items).toEqual(plain.items);
    expect(hybrid.items.every((item) => (item.vectorDistance ?? 0) === 0)).toBe(true);
  });
});
