// The service's matching thread (matching-thread.ts): a posting's and a candidate's recompute run there,
// on the thread's own connections, and what they publish is what the API's thread then reads. An error
// there reaches the job queue with the database's own words.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { startMatchingThread, type MatchingThread } from "./matching-thread.js";

interface Item {
  crewProfileId: string;
  score?: number;
  matchedRank?: string;
  alreadyApplied?: boolean;
}

describe("the matching thread", () => {
  let server: TestServer;
  let thread: MatchingThread;
  let key: string;
  let org: OrganizationFixture;
  let postingId: string;
  let profileId: string;

  beforeAll(async () => {
    server = await startTestServer();
    thread = startMatchingThread({ url: inject("databaseUrl"), embedded: inject("databaseSharedSession") });
    org = await createOrganization(server.db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(server.db, { organizationId: org.id });
    postingId = (await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", vesselType: "product_tanker" })).id;
    profileId = (await createProfileWithApplication(server.db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id }))
      .profileId;
    await createSeaService(server.db, {
      organizationId: org.id,
      crewProfileId: profileId,
      rankValues: ["second_officer"],
      vesselType: "product_tanker",
      signOn: "2020-01-01",
      signOff: "2022-01-01",
      position: 0,
    });
  });
  afterAll(async () => {
    await thread.close();
    await server.close();
  });

  const candidates = async () =>
    (await rpc<{ items: Item[] }>(server, "rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting", { jobPostingId: postingId }, { key })).body.items;
  const postings = async () =>
    (
      await rpc<{ items: { jobPostingId: string }[] }>(
        server,
        "rpc.v1.OrganizationService/ListMatchingJobPostingsForCandidate",
        { crewProfileId: profileId },
        { key },
      )
    ).body.items;

  it("publishes a posting's and a candidate's matches, which the API then lists", async () => {
    // No job worker runs in the tests: nothing has computed the pair yet.
    expect(await candidates()).toEqual([]);

    const outcome = await thread.recomputePosting(org.id, postingId);
    expect(outcome).toMatchObject({ published: true, persisted: 1 });
    const [item] = await candidates();
    expect(item).toMatchObject({ crewProfileId: profileId, matchedRank: "second_officer", alreadyApplied: true });
    expect(item?.score).toBeGreaterThan(0);

    expect(await thread.recomputeCandidate(org.id, profileId)).toMatchObject({ published: true });
    expect((await postings()).map((posting) => posting.jobPostingId)).toEqual([postingId]);
  });

  it("fails a recompute with what the database said, and keeps answering", async () => {
    const error = await thread.recomputePosting("not-a-uuid", postingId).then(
      () => new Error("the recompute did not fail"),
      (failure: unknown) => failure as Error,
    );
    expect(error.message).toMatch(/^Failed query: /);
    // The job queue keeps the stack: the thread's, with the database's own words.
    expect(error.stack).toMatch(/caused by: .*invalid input syntax for type uuid/s);
    expect(await thread.recomputePosting(org.id, postingId)).toMatchObject({ published: true });
  });

  it("prepares the candidates of the organizations with postings", async () => {
    const warmed = await thread.warm();
    expect(warmed.organizations).toBeGreaterThanOrEqual(1);
    expect(warmed.profiles).toBeGreaterThanOrEqual(1);
  });
});
