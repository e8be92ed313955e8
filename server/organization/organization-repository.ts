// Reads of the organization's own records: its owners and admins, custom email templates, pipelines.
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { emailTemplates, members, pipelines, users } from "../db/schema.js";

// A LIKE pattern matching `text` anywhere, with the pattern characters of `text` taken literally.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const folded = (value: SQL) => sql`lower(unaccent(${value}))`;

// Owners first, then by family name and given name. `query` (non-empty) matches given name, family
// name, full name or email, case- and accent-insensitively.
export async function listAdmins(db: Db, organizationId: string, query: string) {
  const pattern = query === "" ? undefined : sql`lower(unaccent(${containsPattern(query)}))`;
  const matches = pattern
    ? or(
        sql`${folded(sql`${users.givenName}`)} like ${pattern}`,
        sql`${folded(sql`${users.familyName}`)} like ${pattern}`,
        sql`${folded(sql`${users.givenName} || ' ' || ${users.familyName}`)} like ${pattern}`,
        sql`${folded(sql`${users.familyName} || ' ' || ${users.givenName}`)} like ${pattern}`,
        sql`${folded(sql`${users.primaryEmail}`)} like ${pattern}`,
      )
    : undefined;
  return db
    .select({
      userId: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      role: members.role,
      primaryEmail: users.primaryEmail,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), inArray(members.role, ["owner", "admin"]), matches))
    .orderBy(
      sql`case ${members.role} when 'owner' then 0 else 1 end`,
      asc(folded(sql`${users.familyName}`)),
      asc(folded(sql`${users.givenName}`)),
      asc(users.id),
    );
}

export async function listCustomEmailTemplates(db: Db, organizationId: string) {
  return db
    .select({ templateType: emailTemplates.templateType, subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.organizationId, organizationId));
}

export async function findPipeline(db: Db, organizationId: string, pipelineId: string) {
  const [row] = await db
    .select({
      id: pipelines.id,
      name: pipelines.name,
      isDefault: pipelines.isDefault,
      totalJobPostings: sql<string>`(select count(*) from job_postings jp where jp.pipeline_id = pipelines.id)`,
    })
    .from(pipelines)
    .where(and(eq(pipelines.organizationId, organizationId), eq(pipelines.id, pipelineId)));
  return row;
}

