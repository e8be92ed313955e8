// What a recompute reads of the other side's lists before it computes (match-store-writes.ts has the
// rules): the bounds of the other side's lists, and the pairs of its scope those lists hold now. A run
// writes every pair the other side's lists hold or would now take, so that they carry its new score;
// publishing decides the flags again from the bounds as they are then.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { readInPages } from "@/server/db/read-in-pages.js";
import type { ListBound } from "./persisted-pairs.js";
import { backgroundTurn } from "@/server/jobs/background-pace.js";

const BOUNDS_PAGE = 5_000;

interface BoundRow extends Record<string, unknown> {
  owner_id: string;
  is_full: boolean;
  score: number | null;
  confirmed_relevant_months: number | null;
  match_id: string | null;
}

function addBounds(bounds: Map<string, ListBound>, rows: readonly BoundRow[]): Map<string, ListBound> {
  for (const row of rows) {
    bounds.set(row.owner_id, { isFull: row.is_full, score: row.score, confirmedRelevantMonths: row.confirmed_relevant_months, matchId: row.match_id });
  }
  return bounds;
}

// Every candidate list's bound in the organization, by crew profile id.
// Read in pages (db/read-in-pages.ts; 52,800 bounds took 162 ms in one statement at the bench's large
// scale): each bound is one row, read at some time after the run started, which is all the publish's
// rules ask of it (match-store-writes.ts). Each page goes into the map as it comes: mapping all 52,800
// at the end kept the event loop for 17 ms at a stretch.
export async function loadCandidateBounds(db: Db, organizationId: string, pageSize = BOUNDS_PAGE): Promise<Map<string, ListBound>> {
  const bounds = new Map<string, ListBound>();
  await readInPages(
    async (afterId, limit) => {
      const { rows } = await db.execute<BoundRow>(sql`
          select crew_profile_id as owner_id, is_full, score, confirmed_relevant_months, match_id
          from candidate_match_bounds where organization_id = ${organizationId} ${afterId === null ? sql`` : sql`and crew_profile_id > ${afterId}::uuid`}
          order by crew_profile_id limit ${limit}`);
      addBounds(bounds, rows);
      return rows;
    },
    (row) => row.owner_id,
    pageSize,
    backgroundTurn,
  );
  return bounds;
}

// Every posting list's bound in the organization, by posting id.
export async function loadPostingBounds(db: Db, organizationId: string): Promise<Map<string, ListBound>> {
  const result = await db.execute<BoundRow>(sql`
    select job_posting_id as owner_id, is_full, score, confirmed_relevant_months, match_id
    from posting_match_bounds where organization_id = ${organizationId}`);
  return addBounds(new Map(), result.rows);
}

// The crew profiles whose candidate list holds the posting now.
export async function loadCandidateListsHolding(db: Db, postingId: string): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    select crew_profile_id as id from job_posting_matches
    where job_posting_id = ${postingId} and in_candidate_list and valid_from is not null and valid_to = 'infinity'`);
  return new Set(result.rows.map((row) => row.id));
}

// The postings whose list holds the crew profile now.
export async function loadPostingListsHolding(db: Db, profileId: string): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    select job_posting_id as id from job_posting_matches
    where crew_profile_id = ${profileId} and in_posting_list and valid_from is not null and valid_to = 'infinity'`);
  return new Set(result.rows.map((row) => row.id));
}
