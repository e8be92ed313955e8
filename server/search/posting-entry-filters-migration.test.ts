// Migration 0037 filled the filter and order columns of the posting entries saved before it, from the
// postings as they were. An entry at its posting's version is never rewritten by the indexer, so what
// the migration filled must be exactly what the indexer now writes, or a filter would miss such a
// posting until its next write.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postingSearchEntries } from "@/server/db/schema.js";
import {
  assignMembers,
  createCareerSite,
  createMember,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { indexPosting } from "./posting-indexer.js";

const backfill = readFileSync(new URL("../db/migrations/0037_posting_entry_filters.sql", import.meta.url), "utf8")
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes('UPDATE "posting_search_entries"'))!;

describe("migration 0037", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("fills an entry's filters and order keys as the indexer writes them", async () => {
    const org = await createOrganization(server.db);
    const pipeline = await createPipeline(server.db, { organizationId: org.id });
    const careerSiteId = await createCareerSite(server.db, { organizationId: org.id });
    const posting = await createPosting(server.db, {
      organizationId: org.id,
      pipelineId: pipeline.id,
      careerSiteId,
      title: "Chief Cook – Cruise",
      state: "closed",
      pinned: true,
      languages: ["eng", "tgl"],
      slotTags: ["1:cruise", "3:galley"],
      createdAt: new Date("2026-02-03T04:05:06.789012Z"),
    });
    const [first, second] = [
      await createMember(server.db, { organizationId: org.id, role: "recruiter" }),
      await createMember(server.db, { organizationId: org.id, role: "recruiter" }),
    ];
    await assignMembers(server.db, { organizationId: org.id, jobPostingId: posting.id, memberIds: [second!.memberId, first!.memberId] });
    for (let i = 0; i < 2; i++)
      await createProfileWithApplication(server.db, { organizationId: org.id, jobPostingId: posting.id, pipelineStageId: pipeline.stages[0]!.id });
    await indexPosting(server.db, org.id, posting.id);
    const entry = () => server.db.select().from(postingSearchEntries).where(eq(postingSearchEntries.jobPostingId, posting.id));
    const [indexed] = await entry();
    expect(indexed).toMatchObject({ state: "closed", pinned: true, careerSiteId, applicationCount: 2, languages: ["eng", "tgl"] });
    expect(indexed!.assigneeIds).toHaveLength(2);

    // As the entry was before 0037: the new columns at their defaults.
    await server.db.execute(sql`UPDATE posting_search_entries SET created_at = NULL, pinned = false, state = NULL, pipeline_id = NULL,
      career_site_id = NULL, languages = '{}', slot_tags = '{}', assignee_ids = '{}', application_count = 0 WHERE job_posting_id = ${posting.id}`);
    await server.db.execute(sql.raw(backfill));
    expect(await entry()).toEqual([indexed]);
  });
});
