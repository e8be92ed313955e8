// The version a match list's first pages are cached under (first-page-cache.ts): the list's
// match_list_versions row, a posting's candidates (`posting`) or a profile's postings (`candidate`),
// which the triggers of migration 0036 move in the transaction of every write to what that list shows.
// Read before a page is built and the page stored under it, so a write the build did not see has moved
// it by the next call.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import type { matchListKinds } from "@/server/db/schema.js";
import { MATCH_POSTING_JOB } from "./match-job-kinds.js";

export type MatchListKind = (typeof matchListKinds)[number];

// The list's row, by its primary key. No row: nothing written to the list since migration 0036.
const versionSql = sql`coalesce((select v.version::text from match_list_versions v
  where v.list_kind = ${sql.placeholder("listKind")} and v.list_id = ${sql.placeholder("listId")}::uuid), '0')`;

const versionOfList = preparedQuery("match_list_version_of_list", (db) =>
  db.select({ version: sql<string>`${versionSql}` }).from(sql`(values (1)) as one (x)`),
);

// The ids are the caller's, of its own organization: a page is held under the organization too
// (first-page-cache.ts), and another organization's list is not_found when built.
export async function matchListVersion(db: Db, listKind: MatchListKind, listId: string): Promise<string> {
  const [row] = await versionOfList(db, { listKind, listId });
  return row?.version ?? "0";
}

// A posting list's version, and whether the posting's recompute is waiting or running
// (ListJobPostingMatches shows it: the job queue decides it, which moves no version), read in one
// statement so that both are of one moment. Each on its own partial index of migration 0011, as the
// page's statement reads it.
const postingListStateOf = preparedQuery("match_list_posting_state", (db) =>
  db
    .select({
      version: sql<string>`${versionSql}`,
      recomputePending: sql<boolean>`exists (select 1 from jobs j where j.kind = ${MATCH_POSTING_JOB} and j.key = ${sql.placeholder("listId")}::text and j.state = 'waiting')
        or exists (select 1 from jobs j where j.kind = ${MATCH_POSTING_JOB} and j.key = ${sql.placeholder("listId")}::text and j.state = 'running')`,
    })
    .from(sql`(values (1)) as one (x)`),
);

export async function postingListState(db: Db, jobPostingId: string): Promise<{ version: string; recomputePending: boolean }> {
  const [row] = await postingListStateOf(db, { listKind: "posting", listId: jobPostingId });
  return { version: row?.version ?? "0", recomputePending: row?.recomputePending === true };
}
