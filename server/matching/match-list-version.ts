// The version the match lists' first pages are cached under (first-page-cache.ts): the organization's
// match_list_versions row, which the triggers of migration 0034 move in the transaction of every write
// to what those pages show. Read before a page is built and the page stored under it, so a write the
// build did not see has moved it by the next call.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { matchListVersions } from "@/server/db/schema.js";
import { MATCH_POSTING_JOB } from "./match-job-kinds.js";

const versionOfOrganization = preparedQuery("match_list_version_of_org", (db) =>
  db
    .select({ version: matchListVersions.version })
    .from(matchListVersions)
    .where(eq(matchListVersions.organizationId, sql.placeholder("organizationId"))),
);

export async function matchListVersion(db: Db, organizationId: string): Promise<string> {
  const [row] = await versionOfOrganization(db, { organizationId });
  // No row: nothing written since the migration that made the table.
  return String(row?.version ?? 0);
}

// The version, and whether the posting's recompute is waiting or running (ListJobPostingMatches shows
// it: the job queue decides it, which moves no version), read in one statement so that both are of
// one moment. Each on its own partial index of migration 0011, as the page's statement reads it.
const postingListStateOf = preparedQuery("match_list_posting_state", (db) =>
  db
    .select({
      version: sql<string | null>`(select v.version::text from match_list_versions v where v.organization_id = ${sql.placeholder("organizationId")}::uuid)`,
      recomputePending: sql<boolean>`exists (select 1 from jobs j where j.kind = ${MATCH_POSTING_JOB} and j.key = ${sql.placeholder("jobPostingId")}::text and j.state = 'waiting')
        or exists (select 1 from jobs j where j.kind = ${MATCH_POSTING_JOB} and j.key = ${sql.placeholder("jobPostingId")}::text and j.state = 'running')`,
    })
    .from(sql`(values (1)) as one (x)`),
);

export async function postingListState(db: Db, organizationId: string, jobPostingId: string): Promise<{ version: string; recomputePending: boolean }> {
  const [row] = await postingListStateOf(db, { organizationId, jobPostingId });
  return { version: row?.version ?? "0", recomputePending: row?.recomputePending === true };
}
