// Reads for crew profiles in the context of their job applications. Every query is batched over the
// requested application ids, and none depends on another's result, so they run side by side:
// the applications with their profiles and counts, the profiles' proposals, and (in
// extraction-repository.ts) their latest extractions. Each is a prepared statement (db/prepared.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { crewProfiles, jobApplications, proposalCrewProfiles } from "../db/schema.js";

const organizationId = sql.placeholder("organizationId");
const applicationIds = sql.placeholder("applicationIds");

// Correlated counts name their tables explicitly.
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
    })
    .from(jobApplications)
    .innerJoin(crewProfiles, eq(crewProfiles.id, jobApplications.crewProfileId))
    .where(and(eq(jobApplications.organizationId, organizationId), sql`${jobApplications.id} = any(${applicationIds}::uuid[])`)),
);

export async function findApplicationProfiles(db: Db, organizationId: string, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  return profilesOfApplications(db, { organizationId, applicationIds });
}

export type ApplicationProfileRow = Awaited<ReturnType<typeof findApplicationProfiles>>[number];

const proposalsOfApplications = preparedQuery("proposals_of_applications", (db) =>
  db
    .select({ profileId: proposalCrewProfiles.crewProfileId, proposalId: proposalCrewProfiles.proposalId })
    .from(proposalCrewProfiles)
    .where(
      and(
        eq(proposalCrewProfiles.organizationId, organizationId),
        sql`${proposalCrewProfiles.crewProfileId} in (select ja.crew_profile_id from job_applications ja
          where ja.organization_id = ${organizationId} and ja.id = any(${applicationIds}::uuid[]))`,
      ),
    )
    .orderBy(asc(proposalCrewProfiles.proposalId)),
);

// profile id -> the proposals it is part of (ordered by proposal id).
export async function findProposalIdsOfApplications(
  db: Db,
  organizationId: string,
  applicationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byProfile = new Map<string, string[]>();
  if (applicationIds.length === 0) return byProfile;
  for (const row of await proposalsOfApplications(db, { organizationId, applicationIds })) {
    const list = byProfile.get(row.profileId);
    if (list) list.push(row.proposalId);
    else byProfile.set(row.profileId, [row.proposalId]);
  }
  return byProfile;
}
