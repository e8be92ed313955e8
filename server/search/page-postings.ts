// The full items of a search page, read by id from the postings themselves (one prepared statement).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewRequests, jobPostings } from "@/server/db/schema.js";
import { postingAssigneesJson, postingItemColumns } from "./job-posting-item.js";

const postingsByIds = preparedQuery("search_page_postings", (db) =>
  db
    .select({ ...postingItemColumns, assignees: postingAssigneesJson, applicationCount: jobPostings.applicationCount })
    .from(jobPostings)
    .leftJoin(crewRequests, and(eq(crewRequests.id, jobPostings.crewRequestId), eq(crewRequests.organizationId, jobPostings.organizationId)))
    .where(and(eq(jobPostings.organizationId, sql.placeholder("organizationId")), sql`${jobPostings.id} = any(${sql.placeholder("ids")}::uuid[])`)),
);

// The page's postings as items, in the order of `ids`; a posting deleted since the index answered is
// left out.
export async function findPagePostings(db: Db, organization: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await postingsByIds(db, { organizationId: organization, ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
