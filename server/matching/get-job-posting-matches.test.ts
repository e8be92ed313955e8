// GetJobPostingMatches over HTTP: the current match of each requested profile for a posting, in request
// order, whether or not the posting's list holds it (an applicant's pair); absent where there is none;
// the same item as the posting's list gives; tenancy and bounds. Its answers are kept whole: a change to
// anything they show must reach the next call at once, and the JSON must be the binary answer's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetJobPostingMatchesRequestSchema, GetJobPostingMatchesResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { crewProfiles, jobPostings } from "@/server/db/schema.js";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { expectJsonLikeBinary } from "@/server/test-support/json-like-binary.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { matchIdOf } from "./match-id.js";
import { recomputePostingMatches } from "./recompute.js";

const path = "dashboard.v1.DashboardService/GetJobPostingMatches";

interface Item {
  id: string;
  crewProfileId: string;
  [field: string]: unknown;
}

describe("GetJobPostingMatches", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let postingId: string;
  let foreignPostingId: string;
  // The posting's list of two: the best two officers.
  let listed: string[];
  // Not on the list, no application: no persisted match.
  let unlisted: string;
  // Not on the list, but an applicant: persisted for the application.
  let applicant: string;
  let foreignProfile: string;

  const get = (crewProfileIds: string[], jobPostingId = postingId) => rpc<{ items: Item[] }>(server, path, { jobPostingId, crewProfileIds }, { key });

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    postingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", vesselType: "product_tanker" })).id;
    const officer = async (signOn: string) => {
      const id = (await createProfile(db, { organizationId: org.id })).id;
      await createSeaService(db, {
        organizationId: org.id,
        crewProfileId: id,
        rankValues: ["second_officer"],
        vesselType: "product_tanker",
        signOn,
        signOff: "2024-08-23",
        position: 1,
      });
      return id;
    };
    listed = [await officer("2021-01-01"), await officer("2022-01-01")];
    unlisted = await officer("2024-01-01");
    applicant = (await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id }))
      .profileId;
    await recomputePostingMatches(db, org.id, postingId, { listSize: 2 });

    const other = await createOrganization(db);
    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    foreignPostingId = (await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id })).id;
    foreignProfile = (await createProfile(db, { organizationId: other.id })).id;
  });
  afterAll(() => server.close());

  it("answers each profile's current match in request order, leaving out profiles without one", async () => {
    const { status, body } = await get([applicant, unlisted, listed[1]!, foreignProfile]);
    expect(status).toBe(200);
    expect(body.items.map((item) => item.crewProfileId)).toEqual([applicant, listed[1]]);
    expect(body.items.map((item) => item.id)).toEqual([matchIdOf(postingId, applicant), matchIdOf(postingId, listed[1]!)]);
    expect(body.items[0]).toMatchObject({ alreadyApplied: true, breakdown: { eligible: false } });

    const reversed = await get([listed[1]!, listed[0]!, applicant]);
    expect(reversed.body.items.map((item) => item.crewProfileId)).toEqual([listed[1], listed[0], applicant]);
    expect((await get([newId()])).body).toEqual({ items: [] });
  });

  it("gives the same item as the posting's list", async () => {
    const list = await rpc<{ items: Item[] }>(server, "dashboard.v1.DashboardService/ListJobPostingMatches", { jobPostingId: postingId }, { key });
    expect(list.body.items.map((item) => item.crewProfileId)).toEqual(listed);
    const { body } = await get(listed);
    expect(body.items).toEqual(list.body.items);
  });

  it("answers JSON exactly as protobuf-es writes the binary answer's message, kept or not", async () => {
    const body = { jobPostingId: postingId, crewProfileIds: [listed[0]!, applicant] };
    const { message } = await expectJsonLikeBinary(
      server,
      path,
      { request: GetJobPostingMatchesRequestSchema, response: GetJobPostingMatchesResponseSchema },
      body,
      {
        key,
      },
    );
    expect(message.items).toHaveLength(2);
  });

  it("shows a renamed candidate, a changed posting's recompute and a deleted posting at once", async () => {
    expect((await get([listed[0]!])).body.items[0]).toMatchObject({ givenName: expect.any(String) });
    await server.db.update(crewProfiles).set({ givenName: "Compared" }).where(eq(crewProfiles.id, listed[0]!));
    expect((await get([listed[0]!])).body.items[0]).toMatchObject({ givenName: "Compared" });

    const before = (await get([unlisted])).body.items;
    expect(before).toEqual([]);
    // A longer list takes the third officer in.
    await recomputePostingMatches(server.db, org.id, postingId, { listSize: 3 });
    expect((await get([unlisted])).body.items.map((item) => item.crewProfileId)).toEqual([unlisted]);

    await server.db.delete(jobPostings).where(eq(jobPostings.id, postingId));
    expect((await get([listed[0]!])).status).toBe(404);
  });

  it("answers not_found for another organization's posting and an unknown one", async () => {
    for (const id of [foreignPostingId, newId()]) {
      const { status, body } = await get([listed[0]!], id);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `job posting ${id} not found` });
    }
  });

  it("takes one to four distinct profile ids", async () => {
    for (const ids of [[], [newId(), newId(), newId(), newId(), newId()], [listed[0]!, listed[0]!], ["not-a-uuid"]]) {
      const { status, body } = await get(ids);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: "invalid_argument" });
    }
  });
});
