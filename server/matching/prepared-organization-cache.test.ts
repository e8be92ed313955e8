// The cache's own rules, over a source held in memory: a row deleted between the versions read and its
// load is neither evaluated nor held, even when an older version of it was.
import { describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database.js";
import { createPreparedOrganizationCache, type PreparedSource } from "./prepared-organization-cache.js";

interface Row {
  id: string;
  version: number;
  value: string;
}

// Rows as the database would hold them; `deleteOnLoad` deletes a row just before the next load reads.
function memorySource() {
  const rows = new Map<string, Row>();
  const state = { deleteOnLoad: null as string | null, loads: 0 };
  const source: PreparedSource<Row, { id: string; value: string }> = {
    readVersions: async (_db, _organizationId, afterId, limit) =>
      [...rows.values()]
        .filter((row) => afterId === null || row.id > afterId)
        .sort((a, b) => a.id.localeCompare(b.id))
        .slice(0, limit)
        .map((row) => ({ id: row.id, version: String(row.version) })),
    load: async (_db, _organizationId, ids) => {
      state.loads++;
      if (state.deleteOnLoad) rows.delete(state.deleteOnLoad);
      return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
    },
    prepare: (row) => ({ id: row.id, value: row.value }),
    redate: (item) => item,
    reloadChunk: 10,
  };
  return { rows, state, source };
}

const db = {} as Db;

describe("the prepared organization cache", () => {
  it("drops a row deleted between its version's read and its load, whatever it held of it", async () => {
    const { rows, state, source } = memorySource();
    rows.set("a", { id: "a", version: 1, value: "a1" });
    rows.set("b", { id: "b", version: 1, value: "b1" });
    const cache = createPreparedOrganizationCache(source);
    expect(await cache.items(db, "org", 1)).toEqual([
      { id: "a", value: "a1" },
      { id: "b", value: "b1" },
    ]);

    // b is written (a new version), then deleted while the cache reads it again.
    rows.set("b", { id: "b", version: 2, value: "b2" });
    state.deleteOnLoad = "b";
    expect(await cache.items(db, "org", 1)).toEqual([{ id: "a", value: "a1" }]);
    expect(cache.held("org")).toBe(1);
  });

  it("reads nothing again when no version moved", async () => {
    const { rows, state, source } = memorySource();
    rows.set("a", { id: "a", version: 1, value: "a1" });
    const cache = createPreparedOrganizationCache(source);
    await cache.items(db, "org", 1);
    const loads = state.loads;
    await cache.items(db, "org", 1);
    expect(state.loads).toBe(loads);
  });
});
