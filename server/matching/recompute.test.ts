// A recompute reads the inputs as the database holds them, evaluates its scope and publishes it whole:
// the posting's list is its best candidates in order, with every applicant kept; a change of the
// posting's requirements, recomputed, reorders it; the candidate's list is its best open postings.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostings } from "@/server/db/schema.js";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { matchSnapshotTime, readCandidateMatches, readCurrentMatch, readPostingMatches } from "./match-store-reads.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "./recompute.js";

describe("recomputing matches", () => {
  let server: TestServer;
  let org: OrganizationFixture;
  let postingId: string;
  let closedPostingId: string;
  let tankerOfficer: string;
  let bulkOfficer: string;
  let cook: string;
  let applicant: string;

  // One record of 600 days on board.
  const serve = (crewProfileId: string, rank: string, vesselType: string) =>
    createSeaService(server.db, {
      organizationId: org.id,
      crewProfileId,
      rankValues: [rank],
      vesselType,
      signOn: "2023-01-01",
      signOff: "2024-08-23",
      position: 1,
    });

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const requirements = { rank: "second_officer", vesselType: "product_tanker", requiredExperienceMonths: 12 };
    postingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, ...requirements })).id;
    closedPostingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, state: "closed", ...requirements })).id;
    tankerOfficer = (await createProfile(db, { organizationId: org.id })).id;
    bulkOfficer = (await createProfile(db, { organizationId: org.id })).id;
    cook = (await createProfile(db, { organizationId: org.id })).id;
    await serve(tankerOfficer, "second_officer", "product_tanker");
    await serve(bulkOfficer, "second_officer", "bulk_carrier");
    await serve(cook, "chief_cook", "bulk_carrier");
    // An applicant without sea service: below the list's size of 2, but kept for its application.
    applicant = (await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id }))
      .profileId;
  });
  afterAll(() => server.close());

  const postingList = async (id: string) =>
    (await readPostingMatches(server.db, org.id, id, { snapshotAt: await matchSnapshotTime(server.db, org.id), limit: 10 })).map((item) => [
      item.crewProfileId,
      item.score,
    ]);

  it("lists a posting's best candidates in order, and keeps every applicant's match off the list", async () => {
    const outcome = await recomputePostingMatches(server.db, org.id, postingId, { listSize: 2 });
    expect(outcome).toMatchObject({ published: true, persisted: 3 });
    const list = await postingList(postingId);
    expect(list.map(([id]) => id)).toEqual([tankerOfficer, bulkOfficer]);
    expect(list[0]![1]).toBeGreaterThan(list[1]![1] as number);
    expect(await readCurrentMatch(server.db, org.id, postingId, applicant)).toMatchObject({
      inPostingList: false,
      result: { failureReasons: ["rank_experience_missing"] },
    });
    expect(await readCurrentMatch(server.db, org.id, postingId, cook)).toBeNull();
  });

  it("reorders the list when the posting's requirements change and it is recomputed", async () => {
    await server.db.update(jobPostings).set({ vesselType: "bulk_carrier" }).where(eq(jobPostings.id, postingId));
    await recomputePostingMatches(server.db, org.id, postingId, { listSize: 2 });
    expect((await postingList(postingId)).map(([id]) => id)).toEqual([bulkOfficer, tankerOfficer]);
  });

  it("lists a candidate's best open postings, closed ones left out", async () => {
    const outcome = await recomputeCandidateMatches(server.db, org.id, tankerOfficer);
    expect(outcome).toMatchObject({ published: true, persisted: 1 });
    const list = await readCandidateMatches(server.db, org.id, tankerOfficer, { snapshotAt: await matchSnapshotTime(server.db, org.id), limit: 10 });
    expect(list.map((item) => item.jobPostingId)).toEqual([postingId]);
    expect(await readCurrentMatch(server.db, org.id, closedPostingId, tankerOfficer)).toBeNull();
  });

  it("writes nothing for a posting or a profile that is not the organization's", async () => {
    const other = await createOrganization(server.db);
    expect(await recomputePostingMatches(server.db, other.id, postingId)).toEqual({ published: false, publishedAt: null, persisted: 0 });
    expect(await recomputeCandidateMatches(server.db, other.id, tankerOfficer)).toEqual({ published: false, publishedAt: null, persisted: 0 });
  });
});
