// From a write to a match input to every read that shows the match: the triggers of migration 0014
// queue the recompute the write calls for, the queue's handlers (job-handlers.ts) run it, and the new
// match is what every operation answers at once (ListCrewProfilesByApplicationIDs through its item
// cache, both match lists, the dashboard's list and comparison). The queued job is run here through its
// handler rather than by a worker: a worker would also take other test files' matching jobs from the
// shared test database.
import { tmpdir } from "node:os";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewCertificates, crewProfiles, jobPostings, seaServiceRecords } from "@/server/db/schema.js";
import { createDocumentEngine } from "@/server/uploads/extraction/document-engine.js";
import { diskFileStore } from "@/server/uploads/file-store.js";
import { jobHandlers } from "@/server/jobs/job-handlers.js";
import type { Job } from "@/server/jobs/job.js";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "./match-job-kinds.js";

describe("a changed input, recomputed by its queued job, read back through every operation", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let postingId: string;
  let applicant: { profileId: string; applicationId: string };

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server.db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(server.db, { organizationId: org.id });
    postingId = (await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", vesselType: "product_tanker" })).id;
    applicant = await createProfileWithApplication(server.db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id });
  });
  afterAll(() => server.close());

  // The matching jobs the writes queued for this organization, as a worker would claim them (other
  // features queue their own jobs for the same writes).
  async function queued(): Promise<Job[]> {
    const result = await server.db.execute<{ id: string; kind: string; key: string }>(sql`
      select id, kind, key from jobs
      where organization_id = ${org.id} and state = 'waiting' and kind in (${MATCH_POSTING_JOB}, ${MATCH_CANDIDATE_JOB}) order by id`);
    return result.rows.map((row) => ({ id: Number(row.id), kind: row.kind, key: row.key, organizationId: org.id, payload: null, attempt: 1 }));
  }

  // Runs the queued jobs through their handlers (postings first, as their order in the queue has them),
  // marking them done as the worker would.
  async function runQueued(): Promise<string[]> {
    // This test queues no upload: the pipeline's store and OCR engine are never reached.
    const handlers = jobHandlers({ db: server.db, store: diskFileStore(tmpdir()), ocr: createDocumentEngine() });
    const ran: string[] = [];
    for (const job of await queued()) {
      await handlers[job.kind]!(job, { signal: new AbortController().signal });
      await server.db.execute(sql`update jobs set state = 'done', finished_at = now() where id = ${job.id}`);
      ran.push(`${job.kind} ${job.key}`);
    }
    return ran;
  }

  async function everyRead() {
    const call = async <T>(path: string, body: unknown) => {
      const { status, body: answer } = await rpc<T>(server, path, body, { key });
      expect(status, path).toBe(200);
      return answer;
    };
    const item = await call<{ items: { jobPostingMatch?: { matchScore: string } }[] }>("rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs", {
      ids: [applicant.applicationId],
    });
    const postingList = await call<{ items: { crewProfileId: string; score: number }[] }>("rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting", {
      jobPostingId: postingId,
    });
    const dashboardList = await call<{ items: { crewProfileId: string; score: number }[] }>("dashboard.v1.DashboardService/ListJobPostingMatches", {
      jobPostingId: postingId,
    });
    const compared = await call<{ items: { crewProfileId: string; score: number }[] }>("dashboard.v1.DashboardService/GetJobPostingMatches", {
      jobPostingId: postingId,
      crewProfileIds: [applicant.profileId],
    });
    const candidateList = await call<{ items: { jobPostingId: string; score: number }[] }>("rpc.v1.OrganizationService/ListMatchingJobPostingsForCandidate", {
      crewProfileId: applicant.profileId,
    });
    const score = (items: { score: number }[]) => items[0]?.score;
    return {
      item: item.items[0]?.jobPostingMatch === undefined ? undefined : Number(item.items[0].jobPostingMatch.matchScore),
      postingList: score(postingList.items.filter((entry) => entry.crewProfileId === applicant.profileId)),
      dashboardList: score(dashboardList.items.filter((entry) => entry.crewProfileId === applicant.profileId)),
      compared: score(compared.items),
      candidateList: score(candidateList.items.filter((entry) => entry.jobPostingId === postingId)),
    };
  }

  const everywhere = (score: number) => ({ item: score, postingList: score, dashboardList: score, compared: score, candidateList: score });

  it("queues the posting and the applicant when they are written, and computes them", async () => {
    expect((await queued()).map((job) => job.kind).sort()).toEqual([MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB]);
    expect(await runQueued()).toHaveLength(2);
    const reads = await everyRead();
    expect(reads.item).toBeLessThan(50);
    expect(reads).toEqual(everywhere(reads.item!));
  });

  it("follows a new sea-service record everywhere", async () => {
    const before = (await everyRead()).item!;
    await createSeaService(server.db, {
      organizationId: org.id,
      crewProfileId: applicant.profileId,
      rankValues: ["second_officer"],
      vesselType: "product_tanker",
      signOn: "2021-01-01",
      signOff: "2024-06-30",
      position: 1,
    });
    expect(await runQueued()).toEqual([`${MATCH_CANDIDATE_JOB} ${applicant.profileId}`]);
    const after = await everyRead();
    expect(after.item).toBeGreaterThan(before);
    expect(after).toEqual(everywhere(after.item!));
  });

  it("follows a change of the posting's requirements everywhere", async () => {
    const before = (await everyRead()).item!;
    await server.db
      .update(jobPostings)
      .set({ requiredCertificates: ["stcw_advanced_fire_fighting"] })
      .where(eq(jobPostings.id, postingId));
    expect(await runQueued()).toEqual([`${MATCH_POSTING_JOB} ${postingId}`]);
    const after = await everyRead();
    expect(after.item).toBeLessThan(before);
    expect(after).toEqual(everywhere(after.item!));
  });

  it("follows certificates, and queues nothing for a write that changes no input", async () => {
    const before = (await everyRead()).item!;
    await server.db.insert(crewCertificates).values({
      id: crypto.randomUUID(),
      organizationId: org.id,
      crewProfileId: applicant.profileId,
      certificate: "stcw_advanced_fire_fighting",
    });
    expect(await runQueued()).toEqual([`${MATCH_CANDIDATE_JOB} ${applicant.profileId}`]);
    expect((await everyRead()).item).toBeGreaterThan(before);
    await server.db.update(jobPostings).set({ title: "Second Officer, product tanker" }).where(eq(jobPostings.id, postingId));
    await server.db.update(crewProfiles).set({ givenName: "Ana" }).where(eq(crewProfiles.id, applicant.profileId));
    expect(await queued()).toEqual([]);
    await server.db.delete(seaServiceRecords).where(eq(seaServiceRecords.crewProfileId, applicant.profileId));
    expect((await queued()).map((job) => job.key)).toEqual([applicant.profileId]);
  });
});
