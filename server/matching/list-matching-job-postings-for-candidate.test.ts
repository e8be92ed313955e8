// A crew profile's matching postings over HTTP (rpc.v1's ListMatchingJobPostingsForCandidate): open
// postings only, best first, 25 a page both ways; the item on the wire; tenancy; cursors of other lists.
import { toJson } from "@bufbuild/protobuf";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListMatchingJobPostingsForCandidateRequestSchema, ListMatchingJobPostingsForCandidateResponseSchema } from "@/gen/rpc/v1/matching_pb.js";
import { jobPostings } from "@/server/db/schema.js";
import {
  createApplication,
  createDocumentSet,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, rpcBinary, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { matchIdOf } from "./match-id.js";
import { matchSnapshotTime, readCandidateMatches } from "./match-store-reads.js";
import { recomputeCandidateMatches } from "./recompute.js";

const path = "rpc.v1.OrganizationService/ListMatchingJobPostingsForCandidate";

interface Item {
  id: string;
  jobPostingId: string;
  score: number;
  confirmedRelevantMonths: number;
  breakdown: Record<string, unknown>;
  [field: string]: unknown;
}
interface Page {
  items: Item[];
  paging: { nextCursor: string; previousCursor: string };
}

describe("a crew profile's matching job postings", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let profileId: string;
  let unmatchedProfileId: string;
  let foreignProfileId: string;
  let openPostings: string[];
  let closedPostingId: string;
  let appliedPostingId: string;
  let plainPostingId: string;

  const call = async (body: Record<string, unknown>) => {
    const result = await rpc<Page>(server, path, body, { key });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body;
  };
  const storeOrder = async () =>
    (await readCandidateMatches(server.db, org.id, profileId, { snapshotAt: await matchSnapshotTime(server.db, org.id), limit: 1000 })).map((m) => m.matchId);

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    key = await server.createKey(org.id);
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = async (options: Record<string, unknown>) => (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, ...options })).id;
    // 27 open postings of every combination of rank, vessel type and months, some of them alike.
    openPostings = [];
    for (const rank of ["second_officer", "chief_officer", undefined]) {
      for (const vesselType of ["product_tanker", "bulk_carrier", undefined]) {
        for (const requiredExperienceMonths of [6, 36, undefined]) {
          openPostings.push(
            await posting({ rank, vesselType, requiredExperienceMonths, title: `${rank ?? "any"} on ${vesselType ?? "any"}`, summary: "Summer" }),
          );
        }
      }
    }
    plainPostingId = openPostings.at(-1)!;
    appliedPostingId = openPostings[0]!;
    closedPostingId = await posting({ rank: "second_officer", vesselType: "product_tanker", state: "closed" });

    profileId = (await createProfile(db, { organizationId: org.id })).id;
    await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: profileId,
      rankValues: ["second_officer"],
      vesselType: "product_tanker",
      signOn: "2023-01-01",
      signOff: "2024-08-23",
      position: 1,
    });
    const documentSetId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profileId });
    await createApplication(db, {
      organizationId: org.id,
      jobPostingId: appliedPostingId,
      crewProfileId: profileId,
      documentSetId,
      pipelineStageId: pipeline.stages[0]!.id,
    });
    unmatchedProfileId = (await createProfile(db, { organizationId: org.id })).id;
    await recomputeCandidateMatches(db, org.id, profileId, { listSize: 100 });

    const other = await createOrganization(db);
    foreignProfileId = (await createProfile(db, { organizationId: other.id })).id;
  });
  afterAll(() => server.close());

  it("lists the open postings best first, 25 a page, paging forward and back over the same pages", async () => {
    const expected = await storeOrder();
    expect(expected).toHaveLength(27);
    expect(expected).not.toContain(matchIdOf(closedPostingId, profileId));

    const first = await call({ crewProfileId: profileId });
    expect(first.items).toHaveLength(25);
    expect(first.paging.previousCursor).toBe("");
    const second = await call({ crewProfileId: profileId, paging: { afterCursor: first.paging.nextCursor } });
    expect(second.paging.nextCursor).toBe("");
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(expected);
    const back = await call({ crewProfileId: profileId, paging: { beforeCursor: second.paging.previousCursor } });
    expect(back.items).toEqual(first.items);
    expect(back.paging.previousCursor).toBe("");
    expect(back.paging.nextCursor).not.toBe("");

    const items = [...first.items, ...second.items];
    expect(new Set(items.map((item) => item.jobPostingId))).toEqual(new Set(openPostings));
    for (const [index, item] of items.slice(1).entries()) {
      const previous = items[index]!;
      const order = item.score - previous.score || item.confirmedRelevantMonths - previous.confirmedRelevantMonths || (previous.id < item.id ? -1 : 1);
      expect(order).toBeLessThan(0);
    }
  });

  it("writes each item in JSON with the posting's fields", async () => {
    const items = (await call({ crewProfileId: profileId })).items.concat(
      (await call({ crewProfileId: profileId, paging: { afterCursor: (await call({ crewProfileId: profileId })).paging.nextCursor } })).items,
    );
    const applied = items.find((item) => item.jobPostingId === appliedPostingId)!;
    expect(applied).toEqual({
      id: matchIdOf(appliedPostingId, profileId),
      jobPostingId: appliedPostingId,
      title: "second_officer on product_tanker",
      summary: "Summer",
      shortId: `JP-${appliedPostingId.slice(0, 8)}`,
      state: "JOB_POSTING_STATE_OPEN",
      score: expect.any(Number),
      breakdown: expect.objectContaining({ eligible: true, requiredRank: "second_officer", requiredVesselType: "product_tanker", requiredExperienceMonths: 6 }),
      computedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/),
      requiredRank: "second_officer",
      vesselType: "product_tanker",
      requiredCertificates: [],
      requiredExperienceMonths: 6,
      qualifyingExperienceMonths: expect.any(Number),
      alreadyApplied: true,
      confirmedRelevantMonths: expect.any(Number),
      possibleRelevantMonths: expect.any(Number),
      vesselTypeRelevantMonths: expect.any(Number),
      containsEstimatedMonths: expect.any(Boolean),
    });
    expect(items.filter((item) => item.alreadyApplied).map((item) => item.jobPostingId)).toEqual([appliedPostingId]);

    const plain = items.find((item) => item.jobPostingId === plainPostingId)!;
    expect(plain).toMatchObject({ requiredRank: "", vesselType: "", requiredExperienceMonths: 0, title: "any on any" });
    for (const key of ["requiredRank", "requiredVesselType", "requiredExperienceMonths", "mainRank", "vesselType", "vesselTypeRelevantMonths"]) {
      expect(plain.breakdown).not.toHaveProperty(key);
    }
  });

  it("leaves out a posting closed since the recompute", async () => {
    const closing = openPostings[1]!;
    await server.db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, closing));
    try {
      const first = await call({ crewProfileId: profileId });
      const second = await call({ crewProfileId: profileId, paging: { afterCursor: first.paging.nextCursor } });
      const listed = [...first.items, ...second.items].map((item) => item.jobPostingId);
      expect(listed).toHaveLength(26);
      expect(listed).not.toContain(closing);
    } finally {
      await server.db.update(jobPostings).set({ state: "open" }).where(eq(jobPostings.id, closing));
    }
  });

  it("answers an empty list for a profile never matched, not_found for another organization's or an unknown one", async () => {
    expect(await call({ crewProfileId: unmatchedProfileId })).toEqual({ items: [], paging: { nextCursor: "", previousCursor: "" } });
    for (const id of [foreignProfileId, newId()]) {
      const { status, body } = await rpc(server, path, { crewProfileId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `crew profile ${id} not found` });
    }
  });

  it("refuses a cursor of another list: another profile's or a posting's", async () => {
    const cursor = (await call({ crewProfileId: profileId })).paging.nextCursor;
    const otherProfile = await rpc<{ code: string; message: string }>(
      server,
      path,
      { crewProfileId: unmatchedProfileId, paging: { afterCursor: cursor } },
      { key },
    );
    expect(otherProfile.status).toBe(400);
    expect(otherProfile.body.message).toContain(`pages the matches of crew profile ${profileId}, not those of crew profile ${unmatchedProfileId}`);
    const posting = await rpc<{ code: string; message: string }>(
      server,
      "dashboard.v1.DashboardService/ListJobPostingMatches",
      { jobPostingId: appliedPostingId, paging: { afterCursor: cursor } },
      { key },
    );
    expect(posting.status).toBe(400);
    expect(posting.body).toMatchObject({ code: "invalid_argument" });
    expect(posting.body.message).toContain(`pages the matches of crew profile ${profileId}, not those of job posting ${appliedPostingId}`);
  });

  it("answers in binary as in JSON", async () => {
    const schemas = { request: ListMatchingJobPostingsForCandidateRequestSchema, response: ListMatchingJobPostingsForCandidateResponseSchema };
    const binary = await rpcBinary(server, path, schemas, { crewProfileId: profileId }, { key });
    const json = await call({ crewProfileId: profileId });
    // The cursors differ: each first page has its own snapshot time.
    const fromBinary = toJson(schemas.response, binary, { alwaysEmitImplicit: true }) as unknown as Page;
    expect(fromBinary.items).toEqual(json.items);
    expect(fromBinary.paging.nextCursor).not.toBe("");
  });
});
