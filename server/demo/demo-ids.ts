import type { Db } from "../db/database.js";

export interface DemoOrganizationIds {
  organizationId: string;
  jobPostingIds: string[];
  crewProfileIds: string[];
  jobApplicationIds: string[];
  documentRequestIds: string[];
  emailReceiptIds: string[];
  pipelineIds: string[];
}

// The ids of both demo organizations' records, as `npx crew demo ids` prints them. Not written yet.
export async function demoIds(_db: Db): Promise<{ organizations: DemoOrganizationIds[] }> {
  throw new Error("the demo generator is not written yet");
}
