// The search index's reads, each a prepared statement (db/prepared.ts): an organization's search
// version, its postings in search order with what the filters need, and the full items of one page.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewRequests, jobPostings, searchVersions } from "@/server/db/schema.js";
import { postingAssigneesJson, postingItemColumns } from "./job-posting-item.js";

const organizationId = sql.placeholder("organizationId");

const versionOf = preparedQuery("search_version_of_org", (db) =>
  db.select({ version: searchVersions.version }).from(searchVersions).where(eq(searchVersions.organizationId, organizationId)),
);

// Moves whenever the organization's postings or their assignees are written (migration 0004's
// triggers); "0" before the first write.
export async function searchVersionOf(db: Db, organization: string): Promise<string> {
  const [row] = await versionOf(db, { organizationId: organization });
  return String(row?.version ?? 0);
}

const postingsInSearchOrder = preparedQuery("postings_in_search_order", (db) =>
  db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      summary: jobPostings.summary,
      shortId: jobPostings.shortId,
      state: jobPostings.state,
      createdAt: jobPostings.createdAt,
      pipelineId: jobPostings.pipelineId,
      careerSiteId: jobPostings.careerSiteId,
      languages: jobPostings.languages,
      slotTags: jobPostings.slotTags,
      applicationCount: jobPostings.applicationCount,
      assigneeIds: sql<string[]>`(select coalesce(array_agg(a.member_id::text), '{}') from job_posting_assignees a
        where a.job_posting_id = job_postings.id and a.organization_id = job_postings.organization_id)`,
    })
    .from(jobPostings)
    .where(eq(jobPostings.organizationId, organizationId))
    // Pinned first, then newest first, then by id (job_postings_org_search_order_idx).
    .orderBy(desc(jobPostings.pinned), desc(jobPostings.createdAt), asc(jobPostings.id)),
);

export function listPostingsInSearchOrder(db: Db, organization: string) {
  return postingsInSearchOrder(db, { organizationId: organization });
}

const postingsByIds = preparedQuery("search_page_postings", (db) =>
  db
    .select({ ...postingItemColumns, assignees: postingAssigneesJson, applicationCount: jobPostings.applicationCount })
    .from(jobPostings)
    .leftJoin(crewRequests, and(eq(crewRequests.id, jobPostings.crewRequestId), eq(crewRequests.organizationId, jobPostings.organizationId)))
    .where(and(eq(jobPostings.organizationId, organizationId), sql`${jobPostings.id} = any(${sql.placeholder("ids")}::uuid[])`)),
);

// The page's postings as items, in the order of `ids`; a posting deleted since the index was read is
// left out.
export async function findPagePostings(db: Db, organization: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await postingsByIds(db, { organizationId: organization, ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
