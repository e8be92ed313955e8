// WaitForSearchSync over HTTP: synced once the index has the saved state (postings and crew profiles);
// pending (never an error) when the time is up, before the caller's own deadline; another
// organization's ids and unknown ids stay pending; a job whose worker died, or writes made while no
// indexer ran, are caught up by the next worker; a deleted record is synced once the index dropped it.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { crewProfiles, jobPostings } from "@/server/db/schema.js";
import { createOrganization, createPipeline, createPosting, createProfile, createSeaService } from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { startSearchIndexer, synced, type SyncAnswer } from "./search-test-support.js";

const waitPath = "rpc.v1.OrganizationService/WaitForSearchSync";
const searchPath = "rpc.v1.OrganizationService/SearchJobPostings";

describe("WaitForSearchSync", () => {
  let server: TestServer;
  let indexer: JobWorker | undefined;
  let key: string;
  let orgId: string;
  let pipelineId: string;
  let foreignPosting: string;
  let foreignProfile: string;

  const wait = async (body: Record<string, unknown>, timeoutMs?: number) => {
    const started = Date.now();
    const headers = timeoutMs === undefined ? undefined : { "Connect-Timeout-Ms": String(timeoutMs) };
    const result = await rpc<SyncAnswer>(server, waitPath, body, { key, headers });
    return { ...result, elapsedMs: Date.now() - started };
  };
  const foundProfiles = async (query: string) => {
    const result = await rpc<{ items?: { id: string }[] }>(server, "dashboard.v1.DashboardService/SearchCrewProfiles", { query }, { key });
    expect(result.status).toBe(200);
    return (result.body.items ?? []).map((item) => item.id);
  };
  const found = async (query: string) => {
    const result = await rpc<{ items: { id: string }[] }>(server, searchPath, { organizationId: orgId, query }, { key });
    return result.body.items.map((item) => item.id);
  };

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    orgId = org.id;
    key = await server.createKey(org.id);
    pipelineId = (await createPipeline(server.db, { organizationId: org.id })).id;
    const other = await createOrganization(server.db);
    const otherPipeline = await createPipeline(server.db, { organizationId: other.id });
    foreignPosting = (await createPosting(server.db, { organizationId: other.id, pipelineId: otherPipeline.id, title: "Foreign posting" })).id;
    foreignProfile = (await createProfile(server.db, { organizationId: other.id })).id;
  });
  afterEach(async () => {
    await indexer?.stop();
    indexer = undefined;
  });
  afterAll(() => server.close());

  it("answers synced at once for nothing asked and for postings already searchable", async () => {
    expect((await wait({})).body).toEqual({ synced: true, pendingJobPostingIds: [], pendingCrewProfileIds: [] });
    indexer = startSearchIndexer(server);
    const posting = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Gas Engineer — LPG Carrier" });
    await synced(server, key, [posting.id]);
    const again = await wait({ jobPostingIds: [posting.id.toUpperCase()] });
    expect(again.body).toEqual({ synced: true, pendingJobPostingIds: [], pendingCrewProfileIds: [] });
    expect(again.elapsedMs).toBeLessThan(1_000);
  });

  it("returns once a save is searchable in its new state, and search then sees it", async () => {
    indexer = startSearchIndexer(server);
    const posting = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Reefer Engineer — Reefer Ship" });
    await synced(server, key, [posting.id]);
    expect(await found("reefer")).toEqual([posting.id]);
    await server.db.update(jobPostings).set({ title: "Fitter — Reefer Ship", summary: "Welding" }).where(eq(jobPostings.id, posting.id));
    const answer = await wait({ jobPostingIds: [posting.id] });
    expect(answer.body.synced).toBe(true);
    expect(await found("welding")).toEqual([posting.id]);
    expect(await found("engineer reefer")).toEqual([]);
  });

  it("keeps an unknown id, another organization's posting and profile pending until the time is up", async () => {
    const unknown = newId();
    const unknownProfile = newId();
    const answer = await wait({ jobPostingIds: [unknown, foreignPosting], crewProfileIds: [unknownProfile, foreignProfile] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ synced: false, pendingJobPostingIds: [unknown, foreignPosting], pendingCrewProfileIds: [unknownProfile, foreignProfile] });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(9_900);
    expect(answer.elapsedMs).toBeLessThan(11_000);
  });

  it("answers synced: false just before a shorter Connect-Timeout-Ms, never deadline_exceeded", async () => {
    const unknown = newId();
    const answer = await wait({ jobPostingIds: [unknown] }, 400);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ synced: false, pendingJobPostingIds: [unknown], pendingCrewProfileIds: [] });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(300);
    expect(answer.elapsedMs).toBeLessThan(400);
  });

  it("catches up after a worker died holding the job: pending meanwhile, synced once another worker runs it", async () => {
    const id = newId();
    // The save and a claim by a worker that then dies, in one transaction, so no running worker can
    // take the job first: it stays running under a lease of 1.5 s that nobody renews.
    await server.db.transaction(async (tx) => {
      await tx
        .insert(jobPostings)
        .values({ id, organizationId: orgId, pipelineId, shortId: `XX-${id.slice(0, 6)}`, title: "Bosun — Heavy Lift", state: "open" });
      await tx.execute(sql`
        UPDATE jobs SET state = 'running', attempts = 1, leased_until = now() + interval '1.5 seconds'
        WHERE kind = 'search.posting' AND key = ${id} AND state = 'waiting'`);
    });
    const meanwhile = await wait({ jobPostingIds: [id] }, 300);
    expect(meanwhile.body).toEqual({ synced: false, pendingJobPostingIds: [id], pendingCrewProfileIds: [] });
    expect(await found("bosun heavy")).toEqual([]);
    indexer = startSearchIndexer(server);
    const after = await wait({ jobPostingIds: [id] });
    expect(after.body.synced).toBe(true);
    expect(await found("bosun heavy")).toEqual([id]);
  });

  it("keeps a saved profile pending until the index holds it as saved, and catches up when an indexer starts again", async () => {
    // No indexer runs: the profile and its changes wait in the queue.
    const profile = await createProfile(server.db, { organizationId: orgId, givenName: "Ivana", familyName: "Horvat" });
    const before = await wait({ crewProfileIds: [profile.id] }, 300);
    expect(before.body).toEqual({ synced: false, pendingJobPostingIds: [], pendingCrewProfileIds: [profile.id] });
    expect(await foundProfiles("horvat")).toEqual([]);
    indexer = startSearchIndexer(server);
    await synced(server, key, [], [profile.id]);
    expect(await foundProfiles("horvat")).toEqual([profile.id]);
    // Stopped, written to, started again: pending meanwhile, then the new state.
    await indexer.stop();
    await server.db.update(crewProfiles).set({ familyName: "Kovac" }).where(eq(crewProfiles.id, profile.id));
    await createSeaService(server.db, {
      organizationId: orgId,
      crewProfileId: profile.id,
      rankValues: ["electro_technical_officer"],
      signOn: "2024-03-01",
      position: 1,
    });
    const meanwhile = await wait({ crewProfileIds: [profile.id.toUpperCase()] }, 300);
    expect(meanwhile.body).toEqual({ synced: false, pendingJobPostingIds: [], pendingCrewProfileIds: [profile.id.toUpperCase()] });
    expect(await foundProfiles("kovac")).toEqual([]);
    indexer = startSearchIndexer(server);
    const after = await wait({ crewProfileIds: [profile.id] });
    expect(after.body.synced).toBe(true);
    expect(await foundProfiles("kovac ETO")).toEqual([profile.id]);
    expect(await foundProfiles("horvat")).toEqual([]);
  });

  it("counts a deleted profile synced once the index has dropped it", async () => {
    indexer = startSearchIndexer(server);
    const profile = await createProfile(server.db, { organizationId: orgId, givenName: "Oskar", familyName: "Brandt" });
    await synced(server, key, [], [profile.id]);
    await server.db.delete(crewProfiles).where(eq(crewProfiles.id, profile.id));
    expect(await foundProfiles("brandt")).toEqual([]);
    await synced(server, key, [], [profile.id]);
  });

  it("counts a deleted posting synced once the index has dropped it", async () => {
    indexer = startSearchIndexer(server);
    const posting = await createPosting(server.db, { organizationId: orgId, pipelineId, title: "Wiper — Dredger" });
    await synced(server, key, [posting.id]);
    await server.db.delete(jobPostings).where(eq(jobPostings.id, posting.id));
    expect(await found("dredger")).toEqual([]);
    await synced(server, key, [posting.id]);
  });
});
