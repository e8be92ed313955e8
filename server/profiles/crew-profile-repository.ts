// Crew profiles in the context of their job applications, batched over the requested application
// ids, in one prepared statement (db/prepared.ts): each application with its profile and counts, the
// profile's proposals, and its extractions of the requested kinds as JSON (the latest of each kind
// is picked in extraction-repository.ts). Correlated subqueries name their tables explicitly.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { crewProfiles, jobApplications } from "../db/schema.js";
import { extractionFromJson, extractionJson, latestOfEachKind, type ExtractionJson, type ExtractionKind } from "./extraction-repository.js";

const profilesOfApplications = preparedQuery("profiles_of_applications", (db) =>
  db
    .select({
      applicationId: jobApplications.id,
      profileId: crewProfiles.id,
      primaryEmail: crewProfiles.primaryEmail,
      givenName: crewProfiles.givenName,
      familyName: crewProfiles.familyName,
      primaryPhoneE164: crewProfiles.primaryPhoneE164,
      profileCreatedAt: crewProfiles.createdAt,
      pipelineStageId: jobApplications.pipelineStageId,
      isArchived: jobApplications.isArchived,
      archivedAt: jobApplications.archivedAt,
      documentSetId: jobApplications.documentSetId,
      source: jobApplications.source,
      sourceId: jobApplications.sourceId,
      documentSetCount: sql<string>`(select count(*) from document_sets ds where ds.crew_profile_id = crew_profiles.id)`,
      documentCount: sql<string>`(select count(*) from documents d where d.document_set_id = job_applications.document_set_id)`,
      submissionCount: sql<string>`(select count(*) from submissions s where s.job_application_id = job_applications.id)`,
      // Ordered by proposal id.
      proposalIds: sql<string[]>`(select coalesce(json_agg(p.proposal_id order by p.proposal_id), '[]'::json)
        from proposal_crew_profiles p
        where p.crew_profile_id = crew_profiles.id and p.organization_id = job_applications.organization_id)`,
      extractions: sql<ExtractionJson[]>`(select coalesce(json_agg(${extractionJson}), '[]'::json)
        from document_extractions e
        where e.crew_profile_id = crew_profiles.id and e.organization_id = job_applications.organization_id
          and e.kind = any(${sql.placeholder("kinds")}::text[]))`,
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
// profile's latest extraction of every requested kind.
export async function findApplicationProfiles(
  db: Db,
  organizationId: string,
  applicationIds: readonly string[],
  kinds: readonly ExtractionKind[],
) {
  if (applicationIds.length === 0) return [];
  const rows = await profilesOfApplications(db, { organizationId, applicationIds, kinds });
  return rows.map(({ extractions, ...row }) => ({
    ...row,
    latest: latestOfEachKind(extractions.map(extractionFromJson)),
  }));
}
