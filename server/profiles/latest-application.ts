// Which of a crew profile's applications is its latest: the most recently made, then the highest id.
// The dashboard's candidate page is opened by application, so every read that answers a profile's
// latest application (ListCrewDocuments, GetCrewProfile) uses this one subquery, over the
// crew_profiles row of its FROM, and they cannot disagree.
import { sql } from "drizzle-orm";

// The id, or null when the profile never applied (job_applications_profile_idx finds its applications).
// The profile's columns are named with their table: Drizzle writes a column of a one-table query
// without it, and inside this subquery a bare "id" would be the application's.
export const latestApplicationIdOfProfile = sql<string | null>`(select a.id from job_applications a
  where a.crew_profile_id = crew_profiles.id and a.organization_id = crew_profiles.organization_id
  order by a.created_at desc, a.id desc limit 1)`;
