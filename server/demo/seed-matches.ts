// The demo organizations' matches, computed by the engine at seed time (issue 14): the organization's
// full recompute (matching/full-recompute.ts). The load queued a recompute for every posting and
// profile (migration 0014's triggers); this computes them all, so those jobs are dropped rather than
// run a second time.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { recomputeOrganization, type FullRecompute } from "@/server/matching/full-recompute.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";

export async function seedMatches(db: Db, organizationId: string): Promise<FullRecompute> {
  const computed = await recomputeOrganization(db, organizationId);
  await db.execute(sql`
    delete from jobs where organization_id = ${organizationId} and kind in (${MATCH_POSTING_JOB}, ${MATCH_CANDIDATE_JOB})
      and state = 'waiting' and created_at <= ${computed.startedAt}::timestamptz`);
  return computed;
}
