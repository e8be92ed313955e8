// The match lists' items are rendered once per version and kept (rendered-match-items.ts): the JSON
// must be what connect writes for the binary answer's message, and a change to anything an item shows
// must reach the next read at once, with no recompute in between: the profile's name, its face image,
// an application to the posting, the posting's title.
import { toJsonString } from "@bufbuild/protobuf";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListJobPostingMatchesRequestSchema, ListJobPostingMatchesResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import {
  ListMatchedCandidatesForJobPostingRequestSchema,
  ListMatchedCandidatesForJobPostingResponseSchema,
  ListMatchingJobPostingsForCandidateRequestSchema,
  ListMatchingJobPostingsForCandidateResponseSchema,
} from "@/gen/rpc/v1/matching_pb.js";
import { crewProfiles, jobPostingMatches, jobPostings } from "@/server/db/schema.js";
import {
  createApplication,
  createDocument,
  createDocumentSet,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createSeaService,
  type OrganizationFixture,
  type PipelineFixture,
} from "@/server/test-support/fixtures.js";
import { rpc, rpcBinary, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "./recompute.js";

const specPath = "rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting";
const dashboardPath = "dashboard.v1.DashboardService/ListJobPostingMatches";
const candidatePath = "rpc.v1.OrganizationService/ListMatchingJobPostingsForCandidate";

interface Item {
  crewProfileId: string;
  jobPostingId?: string;
  computedAt?: string;
  givenName?: string;
  alreadyApplied?: boolean;
  faceImage?: { faceImageUrl?: string };
}

describe("match list items, rendered once per version", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let pipeline: PipelineFixture;
  let postingId: string;
  let named: string;
  let other: string;

  const list = async (path: string, body: Record<string, unknown> = {}) => {
    const result = await rpc<{ items: Item[] }>(server, path, { jobPostingId: postingId, ...body }, { key });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.items;
  };
  // A document with a face image extraction: the profile's latest face.
  const addFace = async (crewProfileId: string, url: string) => {
    const documentSetId = await createDocumentSet(server.db, { organizationId: org.id, crewProfileId });
    const document = await createDocument(server.db, { organizationId: org.id, documentSetId });
    await createExtraction(server.db, { organizationId: org.id, crewProfileId, documentSetId, documentId: document.id, kind: "face_image", valueText: url });
  };
  const itemOf = async (path: string, profileId: string) => (await list(path)).find((item) => item.crewProfileId === profileId);

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server.db);
    key = await server.createKey(org.id);
    pipeline = await createPipeline(server.db, { organizationId: org.id });
    postingId = (await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", requiredExperienceMonths: 6 })).id;
    // Names that JSON escapes, and a face image.
    named = (await createProfile(server.db, { organizationId: org.id, givenName: 'Zoë "Z" \\ \u2028', familyName: "Þórsdóttir" })).id;
    other = (await createProfile(server.db, { organizationId: org.id, givenName: "Ana" })).id;
    for (const [index, profileId] of [named, other].entries()) {
      await createSeaService(server.db, {
        organizationId: org.id,
        crewProfileId: profileId,
        rankValues: ["second_officer"],
        vesselType: "bulk_carrier",
        signOn: index === 0 ? "2021-01-01" : "2023-01-01",
        signOff: "2024-06-30",
        position: 1,
      });
    }
    await addFace(named, "/files/faces/zoe.jpg");
    await recomputePostingMatches(server.db, org.id, postingId);
    for (const profileId of [named, other]) await recomputeCandidateMatches(server.db, org.id, profileId);
  });
  afterAll(() => server.close());

  // The links' expiry and signature aside (two calls on either side of a rounding step sign
  // differently), and the cursors' (each first page has a snapshot time of its own).
  const unsigned = (text: string) =>
    text.replace(/expires=\d+&sig=[A-Za-z0-9_-]+/g, "expires=(signed)").replace(/"(next|previous)Cursor":"[^"]+"/g, '"$1Cursor":"(signed)"');

  it("answers JSON exactly as protobuf-es writes the binary answer's message, on every match list, cached or not", async () => {
    const operations = [
      { path: specPath, schemas: { request: ListMatchedCandidatesForJobPostingRequestSchema, response: ListMatchedCandidatesForJobPostingResponseSchema } },
      { path: dashboardPath, schemas: { request: ListJobPostingMatchesRequestSchema, response: ListJobPostingMatchesResponseSchema } },
      {
        path: candidatePath,
        schemas: { request: ListMatchingJobPostingsForCandidateRequestSchema, response: ListMatchingJobPostingsForCandidateResponseSchema },
      },
    ] as const;
    for (const { path, schemas } of operations) {
      const bodies: Record<string, string | number>[] =
        path === candidatePath
          ? [{ crewProfileId: named }]
          : path === specPath
            ? [{ jobPostingId: postingId }]
            : [{ jobPostingId: postingId }, { jobPostingId: postingId, pageSize: 1 }];
      for (const body of bodies) {
        const message = await rpcBinary(server, path, schemas as never, body, { key });
        const expected = unsigned(toJsonString(schemas.response, message as never, { alwaysEmitImplicit: true }));
        if (path !== candidatePath) expect(expected, path).toContain("expires=(signed)");
        else expect(message, path).toMatchObject({ items: [{ jobPostingId: postingId }] });
        // Twice: the first renders the items, the second answers the kept ones.
        for (let call = 0; call < 2; call++) {
          const json = await fetch(`${server.url}/rpc/${path}`, {
            method: "POST",
            headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${key}` },
            body: JSON.stringify(body),
          });
          expect(json.status).toBe(200);
          expect(unsigned(await json.text()), `${path} ${JSON.stringify(body)} call ${call}`).toBe(expected);
        }
      }
    }
  });

  it("shows a recompute's time at once where it found the match unchanged and kept its version", async () => {
    const candidateItem = async () =>
      (await rpc<{ items: Item[] }>(server, candidatePath, { crewProfileId: other }, { key })).body.items.find((item) => item.jobPostingId === postingId);
    // In id order: confirming a version in place rewrites its row, which may move it in a scan.
    const versions = () =>
      server.db.select({ id: jobPostingMatches.id }).from(jobPostingMatches).where(eq(jobPostingMatches.crewProfileId, other)).orderBy(jobPostingMatches.id);
    const before = { posting: (await itemOf(specPath, other))?.computedAt, candidate: (await candidateItem())?.computedAt, versions: await versions() };
    expect(before.posting).toBeDefined();
    await recomputePostingMatches(server.db, org.id, postingId);
    // Nothing changed: no new version of the pair (match-store-writes.ts, confirmUnchanged).
    expect(await versions()).toEqual(before.versions);
    for (const [side, item] of [
      ["posting", await itemOf(specPath, other)],
      ["dashboard", await itemOf(dashboardPath, other)],
      ["candidate", await candidateItem()],
    ] as const) {
      expect(Date.parse(item!.computedAt!), side).toBeGreaterThan(Date.parse(before.posting!));
    }
    expect(before.candidate).toBe(before.posting);
  });

  it("shows a new name and a new face image at once, with no recompute", async () => {
    for (const path of [specPath, dashboardPath]) expect((await itemOf(path, other))?.givenName).toBe("Ana");
    await server.db.update(crewProfiles).set({ givenName: "Anna" }).where(eq(crewProfiles.id, other));
    for (const path of [specPath, dashboardPath]) expect((await itemOf(path, other))?.givenName, path).toBe("Anna");

    expect((await itemOf(specPath, named))?.faceImage?.faceImageUrl).toContain("/files/faces/zoe.jpg");
    await addFace(named, "/files/faces/zoe-2026.jpg");
    for (const path of [specPath, dashboardPath]) expect((await itemOf(path, named))?.faceImage?.faceImageUrl, path).toContain("/files/faces/zoe-2026.jpg");
  });

  it("shows an application to the posting at once, and filters by it", async () => {
    for (const path of [specPath, dashboardPath]) expect((await itemOf(path, other))?.alreadyApplied ?? false).toBe(false);
    const documentSetId = await createDocumentSet(server.db, { organizationId: org.id, crewProfileId: other });
    await createApplication(server.db, {
      organizationId: org.id,
      jobPostingId: postingId,
      crewProfileId: other,
      documentSetId,
      pipelineStageId: pipeline.stages[0]!.id,
    });
    for (const path of [specPath, dashboardPath]) expect((await itemOf(path, other))?.alreadyApplied, path).toBe(true);
    const applied = await list(dashboardPath, { applied: "MATCH_APPLICATION_FILTER_APPLIED" });
    expect(applied.map((item) => item.crewProfileId)).toEqual([other]);
  });

  it("shows a posting's new title at once on the candidate's list, and leaves it out once closed", async () => {
    const candidateItems = async () =>
      (await rpc<{ items: { jobPostingId: string; title: string }[] }>(server, candidatePath, { crewProfileId: other }, { key })).body.items;
    expect((await candidateItems()).map((item) => item.jobPostingId)).toEqual([postingId]);
    await server.db.update(jobPostings).set({ title: "Second Officer, urgent" }).where(eq(jobPostings.id, postingId));
    expect((await candidateItems()).map((item) => item.title)).toEqual(["Second Officer, urgent"]);
    await server.db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, postingId));
    expect(await candidateItems()).toEqual([]);
  });
});
