// Reads for ListJobApplications: keyset pages over job_applications_posting_created_idx, counts, the
// posting's stages, and each listed crew profile's latest rank. Each is a prepared statement
// (db/prepared.ts): the optional filters are parameters that may be null. Raw column names inside
// sql`` are qualified explicitly.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { jobApplications, jobPostings, pipelineStages, seaServiceRecords } from "../db/schema.js";
import type { ApplicationKey } from "./list-job-applications-cursor.js";

export interface ApplicationFilter {
  organizationId: string;
  jobPostingId: string;
  stageIds: string[];
  // undefined: archived and not archived.
  isArchived?: boolean;
}

const organizationId = sql.placeholder("organizationId");
const jobPostingId = sql.placeholder("jobPostingId");
// null: every stage; null: archived and not archived.
const stageIds = sql.placeholder("stageIds");
const isArchived = sql.placeholder("isArchived");
const keyTime = sql`${sql.placeholder("keyTime")}::timestamptz`;
const keyId = sql`${sql.placeholder("keyId")}::uuid`;

function filterValues(filter: ApplicationFilter) {
  return {
    organizationId: filter.organizationId,
    jobPostingId: filter.jobPostingId,
    stageIds: filter.stageIds.length > 0 ? filter.stageIds : null,
    isArchived: filter.isArchived ?? null,
  };
}

const keyValues = (key: ApplicationKey) => ({ keyTime: key.createdAt, keyId: key.id });

const filterCondition = and(
  eq(jobApplications.organizationId, organizationId),
  eq(jobApplications.jobPostingId, jobPostingId),
  sql`(${stageIds}::uuid[] is null or job_applications.pipeline_stage_id = any(${stageIds}::uuid[]))`,
  sql`(${isArchived}::boolean is null or job_applications.is_archived = ${isArchived}::boolean)`,
);

// Rows strictly older (later in the newest-first order) or strictly newer than the key. The redundant
// bound on created_at alone lets the planner use the index range.
const olderThanKey: SQL = sql`(job_applications.created_at <= ${keyTime} and (job_applications.created_at < ${keyTime} or job_applications.id < ${keyId}))`;
const newerThanKey: SQL = sql`(job_applications.created_at >= ${keyTime} and (job_applications.created_at > ${keyTime} or job_applications.id > ${keyId}))`;

const postingById = preparedQuery("application_list_posting", (db) =>
  db
    .select({ id: jobPostings.id, pipelineId: jobPostings.pipelineId })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, sql.placeholder("id")))),
);

export async function findPosting(db: Db, organizationId: string, jobPostingId: string) {
  const [row] = await postingById(db, { organizationId, id: jobPostingId });
  return row;
}

const cursorTime = sql<string>`to_char(job_applications.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function selectApplications(db: Db, keyCondition: SQL | undefined, order: typeof asc) {
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
    .where(and(filterCondition, keyCondition))
    .orderBy(order(jobApplications.createdAt), order(jobApplications.id))
    .limit(sql.placeholder("limit"));
}

const firstPage = preparedQuery("applications_first_page", (db) => selectApplications(db, undefined, desc));
const pageAfterKey = preparedQuery("applications_after_key", (db) => selectApplications(db, olderThanKey, desc));
const pageBeforeKey = preparedQuery("applications_before_key", (db) => selectApplications(db, newerThanKey, asc));

// Up to `limit` rows next to the key: older ones newest first ("after"), or the newer ones closest to
// the key, oldest first ("before"; the caller reverses them).
export async function listApplications(
  db: Db,
  filter: ApplicationFilter,
  page: { direction: "after" | "before"; key?: ApplicationKey; limit: number },
) {
  const values = { ...filterValues(filter), limit: page.limit };
  if (!page.key) {
    if (page.direction === "before") throw new Error("a page before needs a key");
    return firstPage(db, values);
  }
  return (page.direction === "after" ? pageAfterKey : pageBeforeKey)(db, { ...values, ...keyValues(page.key) });
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

const anyOlder = preparedQuery("applications_any_older", (db) =>
  db.select({ id: jobApplications.id }).from(jobApplications).where(and(filterCondition, olderThanKey)).limit(1),
);
const anyNewer = preparedQuery("applications_any_newer", (db) =>
  db.select({ id: jobApplications.id }).from(jobApplications).where(and(filterCondition, newerThanKey)).limit(1),
);

// Whether any row lies beyond the key in that direction ("after": older, "before": newer).
export async function hasApplicationsBeyond(db: Db, filter: ApplicationFilter, direction: "after" | "before", key: ApplicationKey) {
  const rows = await (direction === "after" ? anyOlder : anyNewer)(db, { ...filterValues(filter), ...keyValues(key) });
  return rows.length > 0;
}

const applicationCount = preparedQuery("applications_count", (db) =>
  db.select({ count: sql<string>`count(*)` }).from(jobApplications).where(filterCondition),
);

export async function countApplications(db: Db, filter: ApplicationFilter): Promise<number> {
  const [row] = await applicationCount(db, filterValues(filter));
  return Number(row?.count ?? 0);
}

const stagesWithCounts = preparedQuery("pipeline_stages_with_counts", (db) =>
  db
    .select({
      id: pipelineStages.id,
      name: pipelineStages.name,
      position: pipelineStages.position,
      applicationCount: sql<string>`(select count(*) from job_applications ja
        where ja.job_posting_id = ${jobPostingId}::uuid and ja.pipeline_stage_id = pipeline_stages.id
          and (${isArchived}::boolean is null or ja.is_archived = ${isArchived}::boolean))`,
    })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.organizationId, organizationId), eq(pipelineStages.pipelineId, sql.placeholder("pipelineId"))))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.id)),
);

// The pipeline's stages in order, each with the posting's applications in it under the archived filter.
export function listStagesWithCounts(db: Db, organizationId: string, pipelineId: string, jobPostingId: string, isArchived?: boolean) {
  return stagesWithCounts(db, { organizationId, pipelineId, jobPostingId, isArchived: isArchived ?? null });
}

const latestRanks = preparedQuery("latest_ranks_of_profiles", (db) =>
  db
    .selectDistinctOn([seaServiceRecords.crewProfileId], {
      crewProfileId: seaServiceRecords.crewProfileId,
      rank: sql<string | null>`sea_service_records.rank_values[1]`,
    })
    .from(seaServiceRecords)
    .where(
      and(
        eq(seaServiceRecords.organizationId, organizationId),
        sql`sea_service_records.crew_profile_id = any(${sql.placeholder("profileIds")}::uuid[])`,
      ),
    )
    .orderBy(seaServiceRecords.crewProfileId, desc(seaServiceRecords.signOn), desc(seaServiceRecords.position)),
);

// Each profile's most recent rank: the first rank value of the sea-service record with the latest
// sign-on (ties: the highest position).
export async function findLatestRanks(db: Db, organizationId: string, profileIds: readonly string[]): Promise<Map<string, string>> {
  if (profileIds.length === 0) return new Map();
  const rows = await latestRanks(db, { organizationId, profileIds: [...new Set(profileIds)] });
  return new Map(rows.map((row) => [row.crewProfileId, row.rank ?? ""]));
}
