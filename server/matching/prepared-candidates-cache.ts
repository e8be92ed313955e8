// The job handlers' cache of prepared candidates, per organization: a posting's recompute evaluates the
// posting against every crew profile of its organization, and reading and preparing 52,800 profiles'
// sea service and certificates was most of its time at the bench's large scale (see ARCHITECTURE.md,
// "What each speed-up saves"). Each entry is kept under the profile's match_inputs_version (migration
// 0016: moved in the writing transaction by every write to what the engine reads of the profile), and
// for one evaluation day (a new day keeps those that do not depend on it). Each recompute reads every
// profile's (id, version) first, then reloads the profiles whose version it does not hold; a profile
// deleted since is dropped. So a recompute never evaluates a profile as it was before a committed
// write, in this process or another.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { readInPages } from "@/server/db/read-in-pages.js";
import { loadCandidateInputs } from "./match-inputs-repository.js";
import type { PreparedCandidateItem } from "./persisted-pairs.js";
import { EventLoopSlices } from "./event-loop-slices.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { backgroundTurn } from "@/server/jobs/background-pace.js";

interface OrganizationEntry {
  evaluationDay: number;
  byProfile: Map<string, { version: number; item: PreparedCandidateItem }>;
}

// Organizations held at once, least recently used dropped first (a service of many organizations
// recomputes a few at a time).
export const MAX_ORGANIZATIONS = 16;
// Profiles reloaded per query. Each of a chunk's three queries holds the embedded database's one
// session while it runs, and every request waits meanwhile: at 1,000 profiles a query held it 50–150 ms
// at the bench's large scale, and GetJobApplication answered at p99 93–121 ms during a first fill; at
// 250, 40 ms at most and 49–58 ms, for a first fill about 5 % longer (bench/README.md). (At 5,000,
// through drizzle, the embedded database once answered rows without their columns: not understood.)
const RELOAD_CHUNK = 250;
const VERSIONS_PAGE = 5_000;

export interface PreparedCandidatesCache {
  // Every profile of the organization, prepared for the day, in profile id order. Calls for one
  // organization run one after the other: a call made while another fills the organization waits for
  // that fill and then reloads only what changed since, instead of reading every profile a second time
  // (the start's warm-up, prepared-candidates-warmup.ts, runs beside the job worker's recomputes).
  candidates(db: Db, organizationId: string, evaluationDay: number): Promise<PreparedCandidateItem[]>;
  // How many profiles of the organization are held, of any day (0 when none).
  heldProfiles(organizationId: string): number;
}

// Another evaluation day: a candidate prepared for a day on or after its unchangedFrom (no contract
// still open, every end already past: prepared-candidate.ts) is the same for any later day, so it is
// kept; the others are prepared again. At the bench's large scale 6,155 of 52,800 profiles had an open
// contract.
function forDay(entry: OrganizationEntry, evaluationDay: number): OrganizationEntry {
  const byProfile: OrganizationEntry["byProfile"] = new Map();
  for (const [id, held] of entry.byProfile) {
    const { prepared } = held.item;
    if (prepared.evaluationDay >= prepared.unchangedFrom && evaluationDay >= prepared.unchangedFrom) {
      byProfile.set(id, { version: held.version, item: { id, prepared: { ...prepared, evaluationDay } } });
    }
  }
  return { evaluationDay, byProfile };
}

// versionsPageSize: profiles' versions read per statement (tests make it small, to read several pages).
export function createPreparedCandidatesCache({ versionsPageSize = VERSIONS_PAGE } = {}): PreparedCandidatesCache {
  const organizations = new Map<string, OrganizationEntry>();
  // Per organization, the last call queued: the next one starts when it has settled.
  const queues = new Map<string, Promise<unknown>>();

  async function fill(db: Db, organizationId: string, evaluationDay: number): Promise<PreparedCandidateItem[]> {
    let entry = organizations.get(organizationId);
    organizations.delete(organizationId);
    if (!entry) entry = { evaluationDay, byProfile: new Map() };
    else if (entry.evaluationDay !== evaluationDay) entry = forDay(entry, evaluationDay);
    organizations.set(organizationId, entry);
    if (organizations.size > MAX_ORGANIZATIONS) organizations.delete(organizations.keys().next().value!);

    // In pages (db/read-in-pages.ts; one statement took 361 ms at the bench's large scale): each
    // version is read after the recompute started, so none is older than the profile was then, and a
    // profile created since is missed here as it would be by one statement: its own recompute
    // (match.candidate, queued by its insert) writes its pairs.
    const versions = await readInPages(
      async (afterId, limit) =>
        (
          await db.execute<{ id: string; version: string }>(sql`
                select id, match_inputs_version::text as version from crew_profiles
                where organization_id = ${organizationId} ${afterId === null ? sql`` : sql`and id > ${afterId}::uuid`} order by id limit ${limit}`)
        ).rows,
      (row) => row.id,
      versionsPageSize,
      backgroundTurn,
    );
    // Every pass over the organization's profiles goes in slices: at the bench's large scale the
    // look for stale versions and the collection of the items took 7–26 and 30 ms at a stretch, on
    // every posting's recompute, while every request in flight waited.
    const slices = new EventLoopSlices();
    const stale: typeof versions = [];
    for (const row of versions) {
      if (slices.due()) await slices.turn();
      if (entry.byProfile.get(row.id)?.version !== Number(row.version)) stale.push(row);
    }
    // A first fill reads and prepares every profile (52,800 at the bench's large scale: seconds of
    // the service's thread).
    for (let from = 0; from < stale.length; from += RELOAD_CHUNK) {
      const chunk = stale.slice(from, from + RELOAD_CHUNK);
      const version = new Map(chunk.map((row) => [row.id, Number(row.version)]));
      for (const input of await loadCandidateInputs(db, organizationId, [...version.keys()])) {
        if (slices.due()) await slices.turn();
        entry.byProfile.set(input.id, {
          version: version.get(input.id)!,
          item: { id: input.id, prepared: prepareCandidate(input.candidate, evaluationDay) },
        });
      }
    }
    const items: PreparedCandidateItem[] = [];
    for (const row of versions) {
      if (slices.due()) await slices.turn();
      // A profile deleted between the two reads is simply not evaluated.
      const held = entry.byProfile.get(row.id);
      if (held) items.push(held.item);
    }
    // Profiles deleted since the last recompute are held but were not read: only then (rarely) is the
    // set of those read needed to drop them.
    if (entry.byProfile.size !== items.length) {
      const current = new Set(versions.map((row) => row.id));
      for (const id of entry.byProfile.keys()) if (!current.has(id)) entry.byProfile.delete(id);
    }
    return items;
  }

  return {
    candidates(db, organizationId, evaluationDay) {
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
    heldProfiles: (organizationId) => organizations.get(organizationId)?.byProfile.size ?? 0,
  };
}
