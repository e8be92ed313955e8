// Reads of job applications, their submissions and email receipts, always scoped to one organization.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { emailReceipts, jobApplications, submissions } from "../db/schema.js";

export async function findJobApplication(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      jobPostingId: jobApplications.jobPostingId,
      givenName: jobApplications.givenName,
      familyName: jobApplications.familyName,
      email: jobApplications.email,
      documentSetId: jobApplications.documentSetId,
      lastSubmittedAt: jobApplications.lastSubmittedAt,
      reapplied: jobApplications.reapplied,
      source: jobApplications.source,
      sourceId: jobApplications.sourceId,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.id, id)));
  return row;
}

export async function jobApplicationExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.id, id)));
  return row !== undefined;
}

// Oldest first; (correlated subqueries name their tables explicitly: Drizzle leaves columns
// unqualified in single-table selects.)
// documentCount = documents in the submission's set.
export async function listSubmissions(db: Db, organizationId: string, jobApplicationId: string) {
  return db
    .select({
      id: submissions.id,
      submittedAt: submissions.submittedAt,
      documentSetId: submissions.documentSetId,
      applicationId: submissions.jobApplicationId,
      documentCount: sql<string>`(select count(*) from documents d where d.document_set_id = submissions.document_set_id)`,
    })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.jobApplicationId, jobApplicationId)))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}

export async function findEmailReceipt(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(emailReceipts)
    .where(and(eq(emailReceipts.organizationId, organizationId), eq(emailReceipts.id, id)));
  return row;
}
