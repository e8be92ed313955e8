// The ids of the demo organizations' records, read back from the database (as `npx crew demo ids`
// prints them). Organizations that are not seeded are left out.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { crewProfiles, documentRequests, emailReceipts, jobApplications, jobPostings, organizations, pipelines } from "@/server/db/schema.js";
import { SANDBOX_DEMO_RECEIPT_ID } from "./email.js";
import { DEMO_ORGANIZATIONS } from "./organizations.js";

export interface DemoOrganizationIds {
  organizationId: string;
  jobPostingIds: string[];
  crewProfileIds: string[];
  jobApplicationIds: string[];
  documentRequestIds: string[];
  emailReceiptIds: string[];
  pipelineIds: string[];
}

export { SANDBOX_DEMO_RECEIPT_ID };

// The first organization's id ("Blue Anchor Crewing", slug "demo") and the second's.
export const DEMO_ORGANIZATION_IDS = DEMO_ORGANIZATIONS.map((org) => org.id);

// Every list is in a stable order: postings by short id, the rest by creation time then id; the
// e-mail receipt with hostile HTML (for the sandbox demo) comes first in the first organization.
export async function demoIds(db: Db): Promise<{ organizations: DemoOrganizationIds[] }> {
  const result: DemoOrganizationIds[] = [];
  for (const org of DEMO_ORGANIZATIONS) {
    const [found] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, org.id));
    if (!found) continue;
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    result.push({
      organizationId: org.id,
      jobPostingIds: ids(
        await db.select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.organizationId, org.id)).orderBy(asc(jobPostings.shortId)),
      ),
      crewProfileIds: ids(
        await db
          .select({ id: crewProfiles.id })
          .from(crewProfiles)
          .where(eq(crewProfiles.organizationId, org.id))
          .orderBy(asc(crewProfiles.createdAt), asc(crewProfiles.id)),
      ),
      jobApplicationIds: ids(
        await db
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(eq(jobApplications.organizationId, org.id))
          .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id)),
      ),
      documentRequestIds: ids(
        await db
          .select({ id: documentRequests.id })
          .from(documentRequests)
          .where(eq(documentRequests.organizationId, org.id))
          .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id)),
      ),
      emailReceiptIds: ids(
        await db
          .select({ id: emailReceipts.id })
          .from(emailReceipts)
          .where(eq(emailReceipts.organizationId, org.id))
          .orderBy(desc(sql`${emailReceipts.id} = ${SANDBOX_DEMO_RECEIPT_ID}`), asc(emailReceipts.createdAt), asc(emailReceipts.id)),
      ),
      pipelineIds: ids(
        await db
          .select({ id: pipelines.id })
          .from(pipelines)
          .where(eq(pipelines.organizationId, org.id))
          .orderBy(desc(pipelines.isDefault), asc(pipelines.createdAt), asc(pipelines.id)),
      ),
    });
  }
  return { organizations: result };
}
