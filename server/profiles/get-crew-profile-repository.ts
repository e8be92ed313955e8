// One crew profile of an organization by its id, in one prepared statement (db/prepared.ts): its own
// columns (the extractions and counts are the read columns that triggers keep, migration 0007, as
// ListCrewProfilesByApplicationIDs reads them), how many applications it has and its latest one.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewProfiles } from "@/server/db/schema.js";
import type { ProfileFields } from "./crew-profile-json.js";
import { latestApplicationIdOfProfile } from "./latest-application.js";

export interface CrewProfileRow extends ProfileFields {
  applicationCount: number;
  latestApplicationId: string | null;
}

// One JSON object, so the timestamps come as PostgreSQL's JSON text (what crew-profile-json.ts reads).
const profileById = preparedQuery("crew_profile_by_id", (db) =>
  db
    .select({
      row: sql<CrewProfileRow>`json_build_object(
        'profileId', ${crewProfiles.id}, 'primaryEmail', ${crewProfiles.primaryEmail}, 'givenName', ${crewProfiles.givenName},
        'familyName', ${crewProfiles.familyName}, 'primaryPhoneE164', ${crewProfiles.primaryPhoneE164},
        'profileCreatedAt', ${crewProfiles.createdAt}, 'documentSetCount', ${crewProfiles.documentSetCount},
        'proposalIds', ${crewProfiles.proposalIds}, 'extractions', ${crewProfiles.identityExtractions},
        'applicationCount', (select count(*) from job_applications a
          where a.crew_profile_id = crew_profiles.id and a.organization_id = crew_profiles.organization_id),
        'latestApplicationId', ${latestApplicationIdOfProfile})`,
    })
    .from(crewProfiles)
    .where(and(eq(crewProfiles.organizationId, sql.placeholder("organizationId")), eq(crewProfiles.id, sql.placeholder("crewProfileId")))),
);

// undefined when the organization has no such profile.
export async function findCrewProfile(db: Db, organizationId: string, crewProfileId: string): Promise<CrewProfileRow | undefined> {
  const [found] = await profileById(db, { organizationId, crewProfileId });
  return found?.row;
}
