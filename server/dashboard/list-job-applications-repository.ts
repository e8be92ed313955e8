// Reads for ListJobApplications: keyset pages over job_applications_posting_created_idx, counts, the
// posting's stages, and each listed crew profile's latest rank. Raw column names inside sql`` are
// qualified explicitly.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { jobApplications, jobPostings, pipelineStages, seaServiceRecords } from "../db/schema.js";
import type { ApplicationKey } from "./list-job-applications-cursor.js";

export interface ApplicationFilter {
  organizationId: string;
  jobPostingId: string;
  stageIds: string[];
  // undefined: archived and not archived.
  isArchived?: boolean;
}

export async function findPosting(db: Db, organizationId: string, jobPostingId: string) {
  const [row] = await db
    .select({ id: jobPostings.id, pipelineId: jobPostings.pipelineId })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, jobPostingId)));
  return row;
}

function archivedCondition(isArchived: boolean | undefined): SQL | undefined {
  return isArchived === undefined ? undefined : eq(jobApplications.isArchived, isArchived);
}

function filterCondition(filter: ApplicationFilter): SQL | undefined {
  return and(
    eq(jobApplications.organizationId, filter.organizationId),
    eq(jobApplications.jobPostingId, filter.jobPostingId),
    filter.stageIds.length > 0 ? inArray(jobApplications.pipelineStageId, filter.stageIds) : undefined,
    archivedCondition(filter.isArchived),
  );
}

// Rows strictly older (later in the newest-first order) or strictly newer than the key. The redundant
// bound on created_at alone lets the planner use the index range.
function olderThan(key: ApplicationKey): SQL {
  const t = sql`${key.createdAt}::timestamptz`;
  return sql`(job_applications.created_at <= ${t} and (job_applications.created_at < ${t} or job_applications.id < ${key.id}::uuid))`;
}
function newerThan(key: ApplicationKey): SQL {
  const t = sql`${key.createdAt}::timestamptz`;
  return sql`(job_applications.created_at >= ${t} and (job_applications.created_at > ${t} or job_applications.id > ${key.id}::uuid))`;
}

const cursorTime = sql<string>`to_char(job_applications.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// Up to `limit` rows next to the key: older ones newest first ("after"), or the newer ones closest to
// the key, oldest first ("before"; the caller reverses them).
export async function listApplications(
  db: Db,
  filter: ApplicationFilter,
  page: { direction: "after" | "before"; key?: ApplicationKey; limit: number },
) {
  const after = page.direction === "after";
  const keyCondition = page.key ? (after ? olderThan(page.key) : newerThan(page.key)) : undefined;
  const order = after ? desc : asc;
  return db
    .select({
      id: jobApplications.id,
      crewProfileId: jobApplications.crewProfileId,
      givenName: jobApplications.givenName,
      familyName: jobApplications.familyName,
      email: jobApplications.email,
      pipelineStageId: jobApplications.pipelineStageId,
      pipelineStageName: pipelineStages.name,
      isArchived: jobApplications.isArchived,
      archivedAt: jobApplications.archivedAt,
      source: jobApplications.source,
      createdAt: jobApplications.createdAt,
      cursorTime,
      lastSubmittedAt: jobApplications.lastSubmittedAt,
      reapplied: jobApplications.reapplied,
    })
    .from(jobApplications)
    .innerJoin(pipelineStages, eq(pipelineStages.id, jobApplications.pipelineStageId))
    .where(and(filterCondition(filter), keyCondition))
    .orderBy(order(jobApplications.createdAt), order(jobApplications.id))
    .limit(page.limit);
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

// Whether any row lies beyond the key in that direction ("after": older, "before": newer).
export async function hasApplicationsBeyond(db: Db, filter: ApplicationFilter, direction: "after" | "before", key: ApplicationKey) {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(filterCondition(filter), direction === "after" ? olderThan(key) : newerThan(key)))
    .limit(1);
  return row !== undefined;
}

export async function countApplications(db: Db, filter: ApplicationFilter): Promise<number> {
  return db.$count(jobApplications, filterCondition(filter));
}

// The pipeline's stages in order, each with the posting's applications in it under the archived filter.
export async function listStagesWithCounts(db: Db, organizationId: string, pipelineId: string, jobPostingId: string, isArchived?: boolean) {
  const archived = isArchived === undefined ? sql`` : sql` and ja.is_archived = ${isArchived}`;
  return db
    .select({
      id: pipelineStages.id,
      name: pipelineStages.name,
      position: pipelineStages.position,
      applicationCount: sql<string>`(select count(*) from job_applications ja
        where ja.job_posting_id = ${jobPostingId}::uuid and ja.pipeline_stage_id = pipeline_stages.id${archived})`,
    })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.organizationId, organizationId), eq(pipelineStages.pipelineId, pipelineId)))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.id));
}

// Each profile's most recent rank: the first rank value of the sea-service record with the latest
// sign-on (ties: the highest position).
export async function findLatestRanks(db: Db, organizationId: string, profileIds: readonly string[]): Promise<Map<string, string>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([seaServiceRecords.crewProfileId], {
      crewProfileId: seaServiceRecords.crewProfileId,
      rank: sql<string | null>`sea_service_records.rank_values[1]`,
    })
    .from(seaServiceRecords)
    .where(and(eq(seaServiceRecords.organizationId, organizationId), inArray(seaServiceRecords.crewProfileId, [...new Set(profileIds)])))
    .orderBy(seaServiceRecords.crewProfileId, desc(seaServiceRecords.signOn), desc(seaServiceRecords.position));
  return new Map(rows.map((row) => [row.crewProfileId, row.rank ?? ""]));
}
