// The version the match lists' first pages are cached under (first-page-cache.ts): the organization's
// match_list_versions row, which the triggers of migration 0034 move in the transaction of every write
// to what those pages show. Read before a page is built and the page stored under it, so a write the
// build did not see has moved it by the next call.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { matchListVersions } from "@/server/db/schema.js";

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
