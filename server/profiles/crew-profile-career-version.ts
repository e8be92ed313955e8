// The version GetCrewProfileCareer's answers are cached under: the profile's crew_profile_career_versions
// row, which the triggers of migration 0038 move in the transaction of every write to what a career
// shows. Read before an answer is built and the answer stored under it (rpc/cached-whole-answer.ts), so
// a write the build did not see has moved it by the next call. Writes to anything else about the
// profile (its name, its matches, its search entry, a passport read again) leave it where it is.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewProfileCareerVersions, crewProfiles } from "@/server/db/schema.js";

const versionOfProfile = preparedQuery("crew_profile_career_version", (db) =>
  db
    .select({ version: crewProfileCareerVersions.version })
    .from(crewProfiles)
    .leftJoin(crewProfileCareerVersions, eq(crewProfileCareerVersions.crewProfileId, crewProfiles.id))
    .where(and(eq(crewProfiles.organizationId, sql.placeholder("organizationId")), eq(crewProfiles.id, sql.placeholder("id")))),
);

// undefined when the organization has no such crew profile.
export async function crewProfileCareerVersion(db: Db, organizationId: string, crewProfileId: string): Promise<string | undefined> {
  const [row] = await versionOfProfile(db, { organizationId, id: crewProfileId });
  if (!row) return undefined;
  // No row of its own: nothing written to the career since the migration (version 0).
  return String(row.version ?? 0);
}
