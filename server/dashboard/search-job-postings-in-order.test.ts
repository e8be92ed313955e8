import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobPostings } from "@/server/db/schema.js";
import { createOrganization, createPipeline, createPosting, createProfileWithApplication } from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { startSearchIndexer, synced } from "@/server/search/search-test-support.js";

const path = "dashboard.v1.DashboardService/SearchJobPostingsInOrder";

interface SearchResult {
  items: { id: string; nrOfApplications: string }[];
  totalFound: string;
  totalPages: string;
  currentPage: string;
}

describe("SearchJobPostingsInOrder", () => {
  let server: TestServer;
  // The search index follows postings through the job queue: queries find what it has indexed.
  let indexer: JobWorker;
  let key: string;
  let orgId: string;
  let otherOrgId: string;
  let stageId: string;
  // pinned: pinned, open, oldest but one, 1 application; closedBusy: closed, 3; cook: open, newest, 0;
  // openBusy: open, 3; closedQuiet: closed, oldest, 0.
  const ids = { pinned: "", closedBusy: "", cook: "", openBusy: "", closedQuiet: "" };

  const call = (search: Record<string, unknown>, order?: string) =>
    rpc<SearchResult>(server, path, { search: { organizationId: orgId, ...search }, order }, { key });
  const found = async (order: string, search: Record<string, unknown> = {}) => {
    const result = await call(search, order);
    expect(result.status).toBe(200);
    return result.body.items.map((item) => item.id);
  };
  const apply = async (jobPostingId: string, times: number, organizationId = orgId, pipelineStageId = stageId) => {
    for (let i = 0; i < times; i++) await createProfileWithApplication(server.db, { organizationId, jobPostingId, pipelineStageId });
  };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    orgId = org.id;
    otherOrgId = other.id;
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    stageId = pipeline.stages[0]!.id;
    const posting = (title: string, state: "open" | "closed", createdAt: string, pinned = false) =>
      createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, title, state, pinned, createdAt: new Date(createdAt) });
    ids.pinned = (await posting("Chief Officer", "open", "2026-01-12T00:00:00Z", true)).id;
    ids.closedBusy = (await posting("Second Engineer", "closed", "2026-02-01T00:00:00Z")).id;
    ids.cook = (await posting("Cook", "open", "2026-03-01T00:00:00Z")).id;
    ids.openBusy = (await posting("Able Seaman", "open", "2026-01-15T00:00:00Z")).id;
    ids.closedQuiet = (await posting("Oiler", "closed", "2026-01-10T00:00:00Z")).id;
    await apply(ids.pinned, 1);
    await apply(ids.closedBusy, 3);
    await apply(ids.openBusy, 3);

    // Another organization's postings and applications: never seen, never counted.
    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    const foreign = await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id, title: "Cook (foreign)", state: "open" });
    await apply(foreign.id, 5, other.id, otherPipeline.stages[0]!.id);
    indexer = startSearchIndexer(server);
    await synced(server, key, Object.values(ids));
  });
  afterAll(async () => {
    await indexer.stop();
    await server.close();
  });

  it("orders by SearchJobPostings' order when unspecified: pinned first, then newest", async () => {
    const inSearchOrder = [ids.pinned, ids.cook, ids.closedBusy, ids.openBusy, ids.closedQuiet];
    expect(await found("JOB_POSTING_ORDER_UNSPECIFIED")).toEqual(inSearchOrder);
    const plain = await rpc<SearchResult>(server, "rpc.v1.OrganizationService/SearchJobPostings", { organizationId: orgId }, { key });
    expect(plain.body.items.map((item) => item.id)).toEqual(inSearchOrder);
  });

  it("orders by creation either way, with pinned postings in their place by date", async () => {
    expect(await found("JOB_POSTING_ORDER_NEWEST_FIRST")).toEqual([ids.cook, ids.closedBusy, ids.openBusy, ids.pinned, ids.closedQuiet]);
    expect(await found("JOB_POSTING_ORDER_OLDEST_FIRST")).toEqual([ids.closedQuiet, ids.pinned, ids.openBusy, ids.closedBusy, ids.cook]);
  });

  it("orders by applications either way, ties in SearchJobPostings' order, counting the caller's organization only", async () => {
    const result = await call({}, "JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST");
    expect(result.body.items.map((item) => [item.id, item.nrOfApplications])).toEqual([
      [ids.closedBusy, "3"],
      [ids.openBusy, "3"],
      [ids.pinned, "1"],
      [ids.cook, "0"],
      [ids.closedQuiet, "0"],
    ]);
    expect(await found("JOB_POSTING_ORDER_FEWEST_APPLICATIONS_FIRST")).toEqual([ids.cook, ids.closedQuiet, ids.pinned, ids.closedBusy, ids.openBusy]);
  });

  it("moves a posting in the order by applications once an application added or removed is indexed", async () => {
    const most = () => found("JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST");
    expect((await most())[0]).toBe(ids.closedBusy);
    await apply(ids.cook, 4);
    // The order follows the index (the count is one of the entry's order keys); the item's count is read live.
    await synced(server, key, [ids.cook]);
    expect((await call({}, "JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST")).body.items[0]).toMatchObject({ id: ids.cook, nrOfApplications: "4" });
    await server.db.delete(jobApplications).where(eq(jobApplications.jobPostingId, ids.cook));
    await synced(server, key, [ids.cook]);
    expect(await most()).toEqual([ids.closedBusy, ids.openBusy, ids.pinned, ids.cook, ids.closedQuiet]);
    // A posting deleted with its applications (by cascade) is never shown again, and nothing fails.
    const pipelineId = (await server.db.select({ id: jobPostings.pipelineId }).from(jobPostings).where(eq(jobPostings.id, ids.cook)))[0]!.id;
    const shortLived = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Messman" });
    await apply(shortLived.id, 5);
    await synced(server, key, [shortLived.id]);
    expect((await most())[0]).toBe(shortLived.id);
    await server.db.delete(jobPostings).where(eq(jobPostings.id, shortLived.id));
    expect(await most()).toEqual([ids.closedBusy, ids.openBusy, ids.pinned, ids.cook, ids.closedQuiet]);
    await synced(server, key, [shortLived.id]);
    expect(await most()).toEqual([ids.closedBusy, ids.openBusy, ids.pinned, ids.cook, ids.closedQuiet]);
  });

  it("orders by state either way, each state in SearchJobPostings' order", async () => {
    expect(await found("JOB_POSTING_ORDER_OPEN_FIRST")).toEqual([ids.pinned, ids.cook, ids.openBusy, ids.closedBusy, ids.closedQuiet]);
    expect(await found("JOB_POSTING_ORDER_CLOSED_FIRST")).toEqual([ids.closedBusy, ids.closedQuiet, ids.pinned, ids.cook, ids.openBusy]);
  });

  it("pages through every order without repeating or skipping a posting, with SearchJobPostings' totals", async () => {
    const orders = ["NEWEST_FIRST", "OLDEST_FIRST", "MOST_APPLICATIONS_FIRST", "FEWEST_APPLICATIONS_FIRST", "OPEN_FIRST", "CLOSED_FIRST"];
    for (const order of orders.map((name) => `JOB_POSTING_ORDER_${name}`)) {
      const whole = await found(order);
      const pages: string[] = [];
      for (const page of ["1", "2", "3"]) {
        const result = await call({ perPage: "2", page }, order);
        expect(result.body).toMatchObject({ totalFound: "5", totalPages: "3", currentPage: page });
        pages.push(...result.body.items.map((item) => item.id));
      }
      expect(pages).toEqual(whole);
    }
    expect(await call({ perPage: "2", page: "4" }, "JOB_POSTING_ORDER_OPEN_FIRST")).toMatchObject({
      body: { items: [], totalFound: "5", totalPages: "3", currentPage: "4" },
    });
  });

  it("keeps the filters and the query", async () => {
    expect(await found("JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST", { states: ["JOB_POSTING_STATE_OPEN"] })).toEqual([ids.openBusy, ids.pinned, ids.cook]);
    expect(await found("JOB_POSTING_ORDER_OLDEST_FIRST", { states: ["JOB_POSTING_STATE_CLOSED"] })).toEqual([ids.closedQuiet, ids.closedBusy]);
    expect(await found("JOB_POSTING_ORDER_CLOSED_FIRST", { query: "cook" })).toEqual([ids.cook]);
    // Every shape of search has a statement of its own, the longest one (hybrid, ordered, filtered) included.
    expect(await found("JOB_POSTING_ORDER_NEWEST_FIRST", { query: "cook", enableHybridSearch: true, states: ["JOB_POSTING_STATE_OPEN"] })).toEqual([ids.cook]);
  });

  it("counts an application made since the last search", async () => {
    const cook = await createPosting(server.db, {
      organizationId: orgId,
      pipelineId: (await createPipeline(server.db, { organizationId: orgId })).id,
      title: "Galley cook",
    });
    await synced(server, key, [cook.id]);
    expect(await found("JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST", { query: "galley" })).toEqual([cook.id]);
    const before = await found("JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST");
    expect(before.indexOf(cook.id)).toBeGreaterThan(before.indexOf(ids.pinned));
    const stage = (await createPipeline(server.db, { organizationId: orgId })).stages[0]!.id;
    await apply(cook.id, 4, orgId, stage);
    await synced(server, key, [cook.id]);
    expect((await found("JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST"))[0]).toBe(cook.id);
  });

  it("answers permission_denied for another organization, and invalid_argument for a bad order, a missing or an invalid search", async () => {
    const foreign = await rpc<{ code: string }>(server, path, { search: { organizationId: otherOrgId }, order: "JOB_POSTING_ORDER_NEWEST_FIRST" }, { key });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("permission_denied");
    const undefinedOrder = await rpc<{ code: string; message: string }>(server, path, { search: { organizationId: orgId }, order: 99 }, { key });
    expect(undefinedOrder.body.code).toBe("invalid_argument");
    expect(undefinedOrder.body.message).toContain("order");
    const missing = await rpc<{ code: string; message: string }>(server, path, { order: "JOB_POSTING_ORDER_NEWEST_FIRST" }, { key });
    expect(missing.body.code).toBe("invalid_argument");
    expect(missing.body.message).toContain("search");
    const perPage = await rpc<{ code: string; message: string }>(server, path, { search: { organizationId: orgId, perPage: "101" } }, { key });
    expect(perPage.body.code).toBe("invalid_argument");
    expect(perPage.body.message).toContain("per_page");
  });
});
