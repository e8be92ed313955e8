// Every member of an organization with their user's name and email, in one prepared statement
// (db/prepared.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { members, users } from "@/server/db/schema.js";

const membersOfOrganization = preparedQuery("members_of_org", (db) =>
  db
    .select({
      memberId: members.id,
      userId: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      primaryEmail: users.primaryEmail,
      role: members.role,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, sql.placeholder("organizationId")))
    // The order of a posting's assignees (job-posting-item.ts), then the member id.
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.primaryEmail), asc(members.id)),
);

// By family name, given name, email.
export function findMembers(db: Db, organizationId: string) {
  return membersOfOrganization(db, { organizationId });
}
