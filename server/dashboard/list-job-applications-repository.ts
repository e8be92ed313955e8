// Reads for ListJobApplications: keyset pages over job_applications_posting_created_idx in either
// direction (each row with the applicant's nationality, face image, latest rank and stage kind), and the
// posting's stages and counts. Each
// is a prepared statement
// (db/prepared.ts): the optional filters are parameters that may be null. Raw column names inside
// sql`` are qualified explicitly.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { cursorTimeSql } from "@/server/db/cursor-keys.js";
import { latestExtraction } from "@/server/db/latest-extraction.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { jobApplications, jobPostings, pipelineStages } from "@/server/db/schema.js";
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

const cursorTime = sql<string>`${sql.raw(cursorTimeSql("job_applications.created_at"))}`;

// The value of the applicant's latest extraction of a kind (db/latest-extraction.ts).
const applicant = { crewProfileId: sql.raw("job_applications.crew_profile_id"), organizationId: sql.raw("job_applications.organization_id") };
const latestExtractionValue = (kind: "nationality" | "face_image") => sql<string | null>`(select e.value_text from ${latestExtraction(applicant, [kind])} e)`;

// The applicant's most recent rank: the first rank value of the sea-service record with the latest
// sign-on (ties: the highest position).
const latestRank = sql<string | null>`(
  select r.rank_values[1] from sea_service_records r
  where r.crew_profile_id = job_applications.crew_profile_id and r.organization_id = job_applications.organization_id
  order by r.sign_on desc, r.position desc limit 1)`;

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
      pipelineStageKind: pipelineStages.kind,
      isArchived: jobApplications.isArchived,
      archivedAt: jobApplications.archivedAt,
      source: jobApplications.source,
      createdAt: jobApplications.createdAt,
      cursorTime,
      lastSubmittedAt: jobApplications.lastSubmittedAt,
      reapplied: jobApplications.reapplied,
      nationality: latestExtractionValue("nationality"),
      faceImageUrl: latestExtractionValue("face_image"),
      latestRank,
    })
    .from(jobApplications)
    .innerJoin(pipelineStages, eq(pipelineStages.id, jobApplications.pipelineStageId))
    .where(and(filterCondition, keyCondition))
    .orderBy(order(jobApplications.createdAt), order(jobApplications.id))
    .limit(sql.placeholder("limit"));
}

const newestRows = preparedQuery("applications_newest", (db) => selectApplications(db, undefined, desc));
const oldestRows = preparedQuery("applications_oldest", (db) => selectApplications(db, undefined, asc));
const rowsOlderThanKey = preparedQuery("applications_older_than_key", (db) => selectApplications(db, olderThanKey, desc));
const rowsNewerThanKey = preparedQuery("applications_newer_than_key", (db) => selectApplications(db, newerThanKey, asc));

// The direction in time a read walks from its key, nearest rows first. Without a key, "older" starts
// at the newest application and "newer" at the oldest.
export type Toward = "older" | "newer";

// Up to `limit` rows from the key (or from the end) toward older or newer applications, nearest first.
export async function listApplications(db: Db, filter: ApplicationFilter, page: { toward: Toward; key?: ApplicationKey; limit: number }) {
  const values = { ...filterValues(filter), limit: page.limit };
  if (!page.key) return (page.toward === "older" ? newestRows : oldestRows)(db, values);
  return (page.toward === "older" ? rowsOlderThanKey : rowsNewerThanKey)(db, { ...values, ...keyValues(page.key) });
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

const anyOlder = preparedQuery("applications_any_older", (db) =>
  db.select({ id: jobApplications.id }).from(jobApplications).where(and(filterCondition, olderThanKey)).limit(1),
);
const anyNewer = preparedQuery("applications_any_newer", (db) =>
  db.select({ id: jobApplications.id }).from(jobApplications).where(and(filterCondition, newerThanKey)).limit(1),
);

// Whether any row lies beyond the key in that direction.
export async function hasApplicationsBeyond(db: Db, filter: ApplicationFilter, toward: Toward, key: ApplicationKey) {
  const rows = await (toward === "older" ? anyOlder : anyNewer)(db, { ...filterValues(filter), ...keyValues(key) });
  return rows.length > 0;
}

// The posting's pipeline stages in order, each with the posting's applications in it under the archived
// filter, and the applications under every filter: one row per stage (one row with no stage for a
// pipeline without stages), none when the organization has no such posting.
const postingOverview = preparedQuery("application_list_overview", (db) =>
  db
    .select({
      postingId: jobPostings.id,
      stageId: pipelineStages.id,
      stageName: pipelineStages.name,
      stagePosition: pipelineStages.position,
      stageKind: pipelineStages.kind,
      stageApplicationCount: sql<string>`(select count(*) from job_applications ja
        where ja.job_posting_id = job_postings.id and ja.pipeline_stage_id = pipeline_stages.id
          and (${isArchived}::boolean is null or ja.is_archived = ${isArchived}::boolean))`,
      totalCount: sql<string>`(select count(*) from job_applications where ${filterCondition})`,
    })
    .from(jobPostings)
    .leftJoin(pipelineStages, and(eq(pipelineStages.pipelineId, jobPostings.pipelineId), eq(pipelineStages.organizationId, jobPostings.organizationId)))
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, jobPostingId)))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.id)),
);

// undefined when the organization has no such posting.
export async function findPostingOverview(db: Db, filter: ApplicationFilter) {
  const rows = await postingOverview(db, filterValues(filter));
  if (rows.length === 0) return undefined;
  return {
    totalCount: Number(rows[0]!.totalCount),
    stages: rows.flatMap((row) =>
      row.stageId === null || row.stageName === null || row.stagePosition === null || row.stageKind === null
        ? []
        : [{ id: row.stageId, name: row.stageName, position: row.stagePosition, kind: row.stageKind, applicationCount: row.stageApplicationCount }],
    ),
  };
}
