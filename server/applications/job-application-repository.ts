// Reads of job applications, their submissions and email receipts, always scoped to one organization.
// Each is a prepared statement (db/prepared.ts). Correlated subqueries name their tables explicitly:
// Drizzle leaves columns unqualified in single-table selects.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { emailReceipts, jobApplications, submissions } from "@/server/db/schema.js";

const organizationId = sql.placeholder("organizationId");
const id = sql.placeholder("id");

const jobApplicationById = preparedQuery("job_application_by_id", (db) =>
  db
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
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.id, id))),
);

export async function findJobApplication(db: Db, organizationId: string, id: string) {
  const [row] = await jobApplicationById(db, { organizationId, id });
  return row;
}

// The submissions of an application of the organization, oldest first, and whether the application
// exists at all (an application without submissions is still found): one statement, so the answer
// is consistent and costs one round trip.
const submissionsOfApplication = preparedQuery("submissions_of_application", (db) =>
  db
    .select({
      id: submissions.id,
      submittedAt: submissions.submittedAt,
      documentSetId: submissions.documentSetId,
      applicationId: jobApplications.id,
      // documentCount = documents in the submission's set.
      documentCount: sql<string>`(select count(*) from documents d where d.document_set_id = ${submissions.documentSetId})`,
    })
    .from(jobApplications)
    .leftJoin(submissions, and(eq(submissions.jobApplicationId, jobApplications.id), eq(submissions.organizationId, jobApplications.organizationId)))
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.id, id)))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id)),
);

// undefined when the organization has no such application.
export async function listSubmissions(db: Db, organizationId: string, jobApplicationId: string) {
  const rows = await submissionsOfApplication(db, { organizationId, id: jobApplicationId });
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) =>
    row.id === null || row.submittedAt === null || row.documentSetId === null
      ? []
      : [{ id: row.id, submittedAt: row.submittedAt, documentSetId: row.documentSetId, applicationId: row.applicationId, documentCount: row.documentCount }],
  );
}

const emailReceiptById = preparedQuery("email_receipt_by_id", (db) =>
  db
    .select()
    .from(emailReceipts)
    .where(and(eq(emailReceipts.organizationId, organizationId), eq(emailReceipts.id, id))),
);

export async function findEmailReceipt(db: Db, organizationId: string, id: string) {
  const [row] = await emailReceiptById(db, { organizationId, id });
  return row;
}
