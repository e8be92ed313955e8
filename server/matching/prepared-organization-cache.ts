// What the match engine prepares of an organization's rows (its crew profiles, or its job postings),
// held between recomputes in the process that runs them (the matching thread), per organization and
// evaluation day. A recompute evaluates one posting against every profile of its organization, or one
// profile against every posting, and reading and preparing the other side whole was most of its time
// at the bench's large scale (ARCHITECTURE.md, "What each speed-up saves").
//
// Each row is held under a version that the writing transaction moves on every write to what the
// engine reads of it (a profile's match_inputs_version, 0016; a posting's read_version, 0018). Each
// call reads every row's (id, version) first, in pages, then reloads the rows whose version it does
// not hold; a row deleted since is dropped. So a recompute never evaluates a row as it was before a
// committed write, in this process or another. A version is read after the recompute started, so none
// is older than the row was then; a row created since is missed here as it would be by one statement:
// its own recompute (queued by its insert) writes its pairs.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { readInPages } from "@/server/db/read-in-pages.js";
import { backgroundTurn } from "@/server/jobs/background-pace.js";
import { EventLoopSlices } from "./event-loop-slices.js";

export interface RowVersion {
  id: string;
  version: string;
}

// A source's readVersions for a table with organization_id, id and a version column. The condition on
// the id is written only where there is an after id (db/read-in-pages.ts says why).
export function rowVersionsOf(table: string, versionColumn: string): PreparedSource<{ id: string }, unknown>["readVersions"] {
  const from = sql.raw(`select id, ${versionColumn}::text as version from ${table}`);
  return async (db, organizationId, afterId, limit) =>
    (
      await db.execute<{ id: string; version: string }>(
        sql`${from} where organization_id = ${organizationId} ${afterId === null ? sql`` : sql`and id > ${afterId}::uuid`} order by id limit ${limit}`,
      )
    ).rows;
}

// One kind of row: how its versions are read, how it is loaded and prepared for a day.
export interface PreparedSource<Input extends { id: string }, Item> {
  // A page of the organization's rows' versions in id order, after `afterId` (none: from the first).
  readVersions(db: Db, organizationId: string, afterId: string | null, limit: number): Promise<RowVersion[]>;
  // These rows' inputs (a row deleted meanwhile is absent).
  load(db: Db, organizationId: string, ids: string[]): Promise<Input[]>;
  prepare(input: Input, evaluationDay: number): Item;
  // An item prepared for another day, made for `evaluationDay` without reading its row again; undefined
  // when the row must be read and prepared again.
  redate(item: Item, evaluationDay: number): Item | undefined;
  // Rows loaded per statement: each holds the embedded database's one session while it runs.
  reloadChunk: number;
}

export interface PreparedOrganizationCache<Item> {
  // Every row of the organization, prepared for the day, in id order. Calls for one organization run
  // one after the other: a call made while another fills the organization waits for that fill and then
  // reloads only what changed since, instead of reading every row a second time.
  items(db: Db, organizationId: string, evaluationDay: number): Promise<Item[]>;
  // How many rows of the organization are held, of any day (0 when none).
  held(organizationId: string): number;
}

interface OrganizationEntry<Item> {
  evaluationDay: number;
  byId: Map<string, { version: number; item: Item }>;
}

// Organizations held at once, least recently used dropped first (a service of many organizations
// recomputes a few at a time).
export const MAX_ORGANIZATIONS = 16;
const VERSIONS_PAGE = 5_000;

// versionsPageSize: versions read per statement (tests make it small, to read several pages).
export function createPreparedOrganizationCache<Input extends { id: string }, Item>(
  source: PreparedSource<Input, Item>,
  { versionsPageSize = VERSIONS_PAGE } = {},
): PreparedOrganizationCache<Item> {
  const organizations = new Map<string, OrganizationEntry<Item>>();
  // Per organization, the last call queued: the next one starts when it has settled.
  const queues = new Map<string, Promise<unknown>>();

  function forDay(entry: OrganizationEntry<Item>, evaluationDay: number): OrganizationEntry<Item> {
    const byId: OrganizationEntry<Item>["byId"] = new Map();
    for (const [id, held] of entry.byId) {
      const item = source.redate(held.item, evaluationDay);
      if (item !== undefined) byId.set(id, { version: held.version, item });
    }
    return { evaluationDay, byId };
  }

  async function fill(db: Db, organizationId: string, evaluationDay: number): Promise<Item[]> {
    let entry = organizations.get(organizationId);
    organizations.delete(organizationId);
    if (!entry) entry = { evaluationDay, byId: new Map() };
    else if (entry.evaluationDay !== evaluationDay) entry = forDay(entry, evaluationDay);
    organizations.set(organizationId, entry);
    if (organizations.size > MAX_ORGANIZATIONS) organizations.delete(organizations.keys().next().value!);

    // In pages (db/read-in-pages.ts; one statement took 361 ms for 52,800 profiles at the bench's
    // large scale).
    const versions = await readInPages(
      (afterId, limit) => source.readVersions(db, organizationId, afterId, limit),
      (row) => row.id,
      versionsPageSize,
      backgroundTurn,
    );
    // Every pass over the organization's rows goes in slices: at the bench's large scale the look for
    // stale versions and the collection of the items took 7–26 and 30 ms at a stretch over 52,800
    // profiles, while every request in flight waited.
    const slices = new EventLoopSlices();
    const stale: RowVersion[] = [];
    for (const row of versions) {
      if (slices.due()) await slices.turn();
      if (entry.byId.get(row.id)?.version !== Number(row.version)) stale.push(row);
    }
    // A first fill reads and prepares every row (52,800 profiles at the bench's large scale: seconds).
    for (let from = 0; from < stale.length; from += source.reloadChunk) {
      const chunk = stale.slice(from, from + source.reloadChunk);
      const version = new Map(chunk.map((row) => [row.id, Number(row.version)]));
      for (const input of await source.load(db, organizationId, [...version.keys()])) {
        if (slices.due()) await slices.turn();
        entry.byId.set(input.id, { version: version.get(input.id)!, item: source.prepare(input, evaluationDay) });
        version.delete(input.id);
      }
      // Deleted between the two reads: what is held of them is no longer theirs to evaluate.
      for (const id of version.keys()) entry.byId.delete(id);
    }
    const items: Item[] = [];
    for (const row of versions) {
      if (slices.due()) await slices.turn();
      // A row deleted between the two reads is simply not evaluated.
      const held = entry.byId.get(row.id);
      if (held) items.push(held.item);
    }
    // Rows deleted since the last recompute are held but were not read: only then (rarely) is the set
    // of those read needed to drop them.
    if (entry.byId.size !== items.length) {
      const current = new Set(versions.map((row) => row.id));
      for (const id of entry.byId.keys()) if (!current.has(id)) entry.byId.delete(id);
    }
    return items;
  }

  return {
    items(db, organizationId, evaluationDay) {
      const previous = queues.get(organizationId) ?? Promise.resolve();
      const call = previous.then(
        () => fill(db, organizationId, evaluationDay),
        () => fill(db, organizationId, evaluationDay),
      );
      queues.set(organizationId, call);
      const settled = () => {
        if (queues.get(organizationId) === call) queues.delete(organizationId);
      };
      call.then(settled, settled);
      return call;
    },
    held: (organizationId) => organizations.get(organizationId)?.byId.size ?? 0,
  };
}
