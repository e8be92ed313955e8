// The prepared candidates cache (prepared-candidates-cache.ts) filled at the service's start, in the
// background, instead of by the first posting recompute of each organization. That first recompute
// read and prepared every profile of the organization: 5.6–7.5 s at the bench's large scale (52,800
// profiles), against 0.7–1.1 s once the cache was full, where issue 14 asks a posting's matches to be
// fresh within 5 s of a change. Filled here, a change made once the warm-up is done is recomputed from
// a full cache; one made during it waits for the organization's fill to finish (the cache runs one
// call per organization at a time), which is never longer than filling it itself.
//
// It costs nothing the service would not spend anyway: the freshness sweep recomputes every posting
// at least once a day (match-freshness.ts), which fills the same organizations. The fill goes in the
// cache's slices and pages and yields to requests in flight, as a recompute's does.
//
// Which organizations: those with job postings (only a posting's recompute reads the cache), the most
// crew profiles first, as many as the cache holds.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { dayFromIsoDate } from "./calendar-days.js";
import { databaseNow } from "./match-store-writes.js";
import type { PreparedCandidatesCache } from "./prepared-candidates-cache.js";
import { MAX_ORGANIZATIONS } from "./prepared-organization-cache.js";

export interface WarmupOutcome {
  organizations: number;
  profiles: number;
  seconds: number;
}

// The organizations to warm, most crew profiles first.
export async function organizationsToWarm(db: Db, limit = MAX_ORGANIZATIONS): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select p.organization_id as id from crew_profiles p
    where exists (select 1 from job_postings jp where jp.organization_id = p.organization_id)
    group by p.organization_id order by count(*) desc, p.organization_id limit ${limit}`);
  return result.rows.map((row) => row.id);
}

// organizationIds: those of organizationsToWarm by default. Stops between organizations once signal aborts.
export async function warmPreparedCandidates(
  db: Db,
  cache: PreparedCandidatesCache,
  options: { signal?: AbortSignal; organizationIds?: readonly string[] } = {},
): Promise<WarmupOutcome> {
  const started = performance.now();
  const organizations = options.organizationIds ?? (await organizationsToWarm(db));
  // The evaluation day as a recompute takes it (recompute.ts): the UTC date of the database's clock.
  const today = dayFromIsoDate((await databaseNow(db)).toISOString().slice(0, 10));
  let warmed = 0;
  let profiles = 0;
  for (const organizationId of organizations) {
    if (options.signal?.aborted) break;
    profiles += (await cache.candidates(db, organizationId, today)).length;
    warmed++;
  }
  return { organizations: warmed, profiles, seconds: (performance.now() - started) / 1000 };
}
