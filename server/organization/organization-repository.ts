// Reads of the organization's own records: its owners and admins, custom email templates, pipelines.
// Each is a prepared statement (db/prepared.ts).
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { preparedQuery } from "@/server/db/prepared.js";
import type { Db } from "@/server/db/database.js";
import { emailTemplates, members, pipelines, users } from "@/server/db/schema.js";

// A LIKE pattern matching `text` anywhere, with the pattern characters of `text` taken literally.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const folded = (value: SQL) => sql`lower(unaccent(${value}))`;

const organizationId = sql.placeholder("organizationId");
const id = sql.placeholder("id");
// A LIKE pattern (containsPattern), or null for everyone.
const pattern = sql.placeholder("pattern");
const folds = (value: SQL) => sql`${folded(value)} like lower(unaccent(${pattern}::text))`;

const adminsOfOrganization = preparedQuery("admins_of_org", (db) =>
  db
    .select({
      userId: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      role: members.role,
      primaryEmail: users.primaryEmail,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.organizationId, organizationId),
        inArray(members.role, ["owner", "admin"]),
        or(
          sql`${pattern}::text is null`,
          folds(sql`${users.givenName}`),
          folds(sql`${users.familyName}`),
          folds(sql`${users.givenName} || ' ' || ${users.familyName}`),
          folds(sql`${users.familyName} || ' ' || ${users.givenName}`),
          folds(sql`${users.primaryEmail}`),
        ),
      ),
    )
    .orderBy(
      sql`case ${members.role} when 'owner' then 0 else 1 end`,
      asc(folded(sql`${users.familyName}`)),
      asc(folded(sql`${users.givenName}`)),
      asc(users.id),
    ),
);

// Owners first, then by family and given name. `query` matches given name, family name, full name
// (either order) and email, ignoring case and accents; "" matches everyone.
export function listAdmins(db: Db, organizationId: string, query: string) {
  return adminsOfOrganization(db, { organizationId, pattern: query === "" ? null : containsPattern(query) });
}

const customTemplatesOfOrganization = preparedQuery("custom_email_templates_of_org", (db) =>
  db
    .select({ templateType: emailTemplates.templateType, subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.organizationId, organizationId)),
);

export function listCustomEmailTemplates(db: Db, organizationId: string) {
  return customTemplatesOfOrganization(db, { organizationId });
}

const pipelineById = preparedQuery("pipeline_by_id", (db) =>
  db
    .select({
      id: pipelines.id,
      name: pipelines.name,
      isDefault: pipelines.isDefault,
      totalJobPostings: sql<string>`(select count(*) from job_postings jp where jp.pipeline_id = pipelines.id)`,
    })
    .from(pipelines)
    .where(and(eq(pipelines.organizationId, organizationId), eq(pipelines.id, id))),
);

export async function findPipeline(db: Db, organizationId: string, pipelineId: string) {
  const [row] = await pipelineById(db, { organizationId, id: pipelineId });
  return row;
}
