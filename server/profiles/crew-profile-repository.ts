// Crew profiles in the context of their job applications, batched over the requested application
// ids, in one prepared statement (db/prepared.ts): each application with its profile and counts, the
// profile's proposals, and its latest extraction of each identity kind.
//
// Each row comes back as a single JSON array (ApplicationProfileRow) rather than as columns, so the
// service runs one JSON.parse per row instead of pg's type parser and drizzle's mapping per column
// (6% of its CPU for this answer when it read columns). For the database, columns would be a little
// cheaper (1.16 against 1.26 ms for 25 applications at 50,000 profiles, measured in PGlite through
// the message-by-message path pglite-socket uses, on the statement as it was before 0007); the older
// statement, with every candidate
// extraction as a keyed JSON object, took 1.44 ms. Positions, not keys: keys are more text to
// format and escape.
//
// Counts, proposals and latest extractions come ready-made in columns of crew_profiles and
// job_applications that triggers keep (migration 0007_read_columns). Counting, collecting and looking
// them up here took twice the database time: 1.77 against 0.89 ms for 25 applications at 63,360
// profiles (PGlite, in process, 2026-11-22). Before 0006, picking the latest extractions with
// DISTINCT ON over each profile's extractions was over a third of this statement's time alone.
//
// The caller says which version of each application it already holds (list-item-cache.ts), and a row
// whose version is still that one comes back without its data: the database then only finds the rows
// and compares their versions. The versions come from the two rows' read_version (schema.ts's
// readVersions), so they move with every write to either row, the triggers' writes included, and with
// the id of the pair's current match version, new at every publish of a change to the pair's match.
//
// The profile must belong to the application's organization: its columns hold that organization's
// proposals and extractions only, and another organization's profile is not this one's to show.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import type { LatestExtraction } from "@/server/db/latest-extraction.js";
import type { MatchResult } from "@/server/matching/match-result.js";
import { crewProfiles, jobApplications, type entrySources } from "@/server/db/schema.js";

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
  // The current persisted match of the application's posting and profile (matching/match-result.ts),
  // null when none is computed yet.
  match: MatchResult | null,
];

// What a row is made of: its application and profile rows, as they are at these read versions
// (schema.ts's readVersions), and the pair's current match version. An equal version means an equal row.
// The pair's current match is part of the row: its version's id (a new one at every publish of a
// changed match; a recompute that finds it unchanged keeps the version and its result:
// matching/match-store-writes.ts).
const currentMatchId = sql`(select m.id from job_posting_matches m
  where m.job_posting_id = ${jobApplications.jobPostingId} and m.crew_profile_id = ${jobApplications.crewProfileId}
    and m.valid_from is not null and m.valid_to = 'infinity')`;
const rowVersion = sql<string>`${crewProfiles.readVersion} || '.' || ${jobApplications.readVersion} || '.' || coalesce(${currentMatchId}::text, '')`;

const profilesOfApplications = preparedQuery("profiles_of_applications", (db) =>
  db
    .select({
      applicationId: jobApplications.id,
      version: rowVersion,
      row: sql<ApplicationProfileRow | null>`case when "known"."version" = ${rowVersion} then null else json_build_array(
        ${jobApplications.id}, ${crewProfiles.id}, ${crewProfiles.primaryEmail}, ${crewProfiles.givenName},
        ${crewProfiles.familyName}, ${crewProfiles.primaryPhoneE164}, ${crewProfiles.createdAt},
        ${jobApplications.pipelineStageId}, ${jobApplications.isArchived}, ${jobApplications.archivedAt},
        ${jobApplications.documentSetId}, ${jobApplications.source}, ${jobApplications.sourceId},
        ${crewProfiles.documentSetCount}, ${jobApplications.documentCount}, ${jobApplications.submissionCount},
        ${crewProfiles.proposalIds}, ${crewProfiles.identityExtractions},
        (select m.result from job_posting_matches m
          where m.job_posting_id = ${jobApplications.jobPostingId} and m.crew_profile_id = ${jobApplications.crewProfileId}
            and m.valid_from is not null and m.valid_to = 'infinity')) end`,
    })
    .from(sql`unnest(${sql.placeholder("applicationIds")}::uuid[], ${sql.placeholder("knownVersions")}::text[]) as "known"("id", "version")`)
    .innerJoin(jobApplications, and(eq(jobApplications.id, sql`"known"."id"`), eq(jobApplications.organizationId, sql.placeholder("organizationId"))))
    .innerJoin(crewProfiles, and(eq(crewProfiles.id, jobApplications.crewProfileId), eq(crewProfiles.organizationId, jobApplications.organizationId))),
);

export interface VersionedApplicationProfile {
  applicationId: string;
  version: string;
  // Null when the caller already holds this version.
  profile: ApplicationProfile | null;
}

// The applications of the organization among the ids (unknown ids are absent), each with its
// profile's latest extraction of every identity kind. knownVersions[i] is the version the caller
// already holds for applicationIds[i], or null.
export async function findApplicationProfiles(
  db: Db,
  organizationId: string,
  applicationIds: readonly string[],
  knownVersions: readonly (string | null)[],
): Promise<VersionedApplicationProfile[]> {
  if (applicationIds.length === 0) return [];
  const rows = await profilesOfApplications(db, { organizationId, applicationIds, knownVersions });
  return rows.map(({ applicationId, version, row }) => ({ applicationId, version, profile: row === null ? null : applicationProfileOf(row) }));
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
    match: row[18],
  };
}
