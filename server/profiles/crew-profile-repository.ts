// Crew profiles in the context of their job applications, batched over the requested application
// ids, in one prepared statement (db/prepared.ts): each application with its profile and counts, the
// profile's proposals, and its latest extraction of each identity kind.
//
// Each row comes back as a single JSON array (ApplicationProfileRow) rather than as columns, so the
// service runs one JSON.parse per row instead of pg's type parser and drizzle's mapping per column
// (6% of its CPU for this answer when it read columns). For the database, columns would be a little
// cheaper (1.16 against 1.26 ms for 25 applications at 50,000 profiles, measured in PGlite through
// the message-by-message path pglite-socket uses); the old statement, with every candidate
// extraction as a keyed JSON object, took 1.44 ms. Positions, not keys: keys are more text to
// format and escape.
//
// The latest extractions come ready-made from crew_profile_identity_extractions, a read model its
// triggers keep (migration 0006_identity_extractions). Picking them here instead, with DISTINCT ON
// over each profile's extractions, was over a third of this statement's time: 2.69 against 1.78 ms
// for 25 applications at 50,000 profiles (PGlite, in process, 2026-11-22).
// Correlated subqueries name their tables explicitly.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { crewProfiles, jobApplications, type entrySources, type identityExtractionKinds } from "../db/schema.js";

// Timestamps are PostgreSQL's JSON text of timestamptz (ISO 8601 with an offset); counts are numbers.
export type ApplicationProfileRow = [
  applicationId: string,
  profileId: string,
  primaryEmail: string,
  givenName: string | null,
  familyName: string | null,
  primaryPhoneE164: string | null,
  profileCreatedAt: string,
  pipelineStageId: string,
  isArchived: boolean,
  archivedAt: string | null,
  documentSetId: string,
  source: (typeof entrySources)[number],
  sourceId: string | null,
  documentSetCount: number,
  documentCount: number,
  submissionCount: number,
  // Ordered by proposal id.
  proposalIds: string[],
  // At most one per identity kind; null when there is none.
  extractions: LatestExtraction[] | null,
];

// An element of crew_profile_identity_extractions.extractions.
export type LatestExtraction = [
  kind: (typeof identityExtractionKinds)[number],
  documentSetId: string,
  documentId: string,
  pageIndex: number,
  kindSequence: number,
  reasoning: string[],
  snippet: string,
  createdAt: string,
  updatedAt: string,
  valueText: string | null,
  valueTime: string | null,
];

const profilesOfApplications = preparedQuery("profiles_of_applications", (db) =>
  db
    .select({
      row: sql<ApplicationProfileRow>`json_build_array(
        ${jobApplications.id}, ${crewProfiles.id}, ${crewProfiles.primaryEmail}, ${crewProfiles.givenName},
        ${crewProfiles.familyName}, ${crewProfiles.primaryPhoneE164}, ${crewProfiles.createdAt},
        ${jobApplications.pipelineStageId}, ${jobApplications.isArchived}, ${jobApplications.archivedAt},
        ${jobApplications.documentSetId}, ${jobApplications.source}, ${jobApplications.sourceId},
        (select count(*) from document_sets ds where ds.crew_profile_id = crew_profiles.id),
        (select count(*) from documents d where d.document_set_id = job_applications.document_set_id),
        (select count(*) from submissions s where s.job_application_id = job_applications.id),
        (select coalesce(json_agg(p.proposal_id order by p.proposal_id), '[]'::json)
          from proposal_crew_profiles p
          where p.crew_profile_id = crew_profiles.id and p.organization_id = job_applications.organization_id),
        (select i.extractions from crew_profile_identity_extractions i
          where i.crew_profile_id = crew_profiles.id and i.organization_id = job_applications.organization_id))`,
    })
    .from(jobApplications)
    .innerJoin(crewProfiles, eq(crewProfiles.id, jobApplications.crewProfileId))
    .where(
      and(
        eq(jobApplications.organizationId, sql.placeholder("organizationId")),
        sql`${jobApplications.id} = any(${sql.placeholder("applicationIds")}::uuid[])`,
      ),
    ),
);

// The applications of the organization among the ids (unknown ids are absent), each with its
// profile's latest extraction of every identity kind.
export async function findApplicationProfiles(db: Db, organizationId: string, applicationIds: readonly string[]): Promise<ApplicationProfile[]> {
  if (applicationIds.length === 0) return [];
  const rows = await profilesOfApplications(db, { organizationId, applicationIds });
  return rows.map(({ row }) => applicationProfileOf(row));
}

// A row's positions by name.
export type ApplicationProfile = ReturnType<typeof applicationProfileOf>;

function applicationProfileOf(row: ApplicationProfileRow) {
  return {
    applicationId: row[0],
    profileId: row[1],
    primaryEmail: row[2],
    givenName: row[3],
    familyName: row[4],
    primaryPhoneE164: row[5],
    profileCreatedAt: row[6],
    pipelineStageId: row[7],
    isArchived: row[8],
    archivedAt: row[9],
    documentSetId: row[10],
    source: row[11],
    sourceId: row[12],
    documentSetCount: row[13],
    documentCount: row[14],
    submissionCount: row[15],
    proposalIds: row[16],
    extractions: row[17],
  };
}
