import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDocument,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
  createSeaService,
  type PipelineFixture,
  type ProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/ListJobApplications";

interface Page {
  items: { id: string }[];
  paging: { nextCursor: string; previousCursor: string };
  totalCount: string;
  stages: { id: string; name: string; position: number; applicationCount: string; kind: string }[];
}

describe("ListJobApplications", () => {
  let server: TestServer;
  let key: string;
  let pipeline: PipelineFixture;
  let postingId: string;
  let emptyPostingId: string;
  let foreignPostingId: string;
  // Newest first: a5, then a3/a4 (same createdAt, higher id first), a2, a1 (1 µs older than a2).
  let a: Record<"a1" | "a2" | "a3" | "a4" | "a5", ProfileWithApplication>;
  let newestFirst: string[];
  let organizationId: string;

  const list = async (body: Record<string, unknown>) => {
    const result = await rpc<Page>(server, path, { jobPostingId: postingId, ...body }, { key });
    expect(result.status).toBe(200);
    return result.body;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    organizationId = org.id;
    key = await server.createKey(org.id);
    pipeline = await createPipeline(db, { organizationId: org.id, stageNames: ["Unreviewed", "Interview", "Offer"] });
    // The kinds the names say (the fixture gives kinds by position).
    for (const [stage, kind] of [
      [pipeline.stages[1]!, "interview"],
      [pipeline.stages[2]!, "offer"],
    ] as const) {
      await db.execute(sql`update pipeline_stages set kind = ${kind} where id = ${stage.id}::uuid`);
    }
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    postingId = posting.id;
    emptyPostingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id })).id;
    const [unreviewed, interview] = pipeline.stages;
    const make = (application: Record<string, unknown> = {}, stageId = unreviewed!.id) =>
      createProfileWithApplication(db, { organizationId: org.id, jobPostingId: posting.id, pipelineStageId: stageId, application });
    a = {
      a1: await make(),
      a2: await make(),
      a3: await make(),
      a4: await make(),
      a5: await make(
        {
          givenName: "Lea",
          familyName: "Schmidt",
          email: "lea.schmidt@crew.example",
          isArchived: true,
          archivedAt: new Date("2026-01-04T00:00:00Z"),
          source: "email",
          sourceId: newId(),
          reapplied: true,
          lastSubmittedAt: new Date("2026-01-03T12:00:00Z"),
        },
        interview!.id,
      ),
    };
    const setCreatedAt = (id: string, time: string) => db.execute(sql`update job_applications set created_at = ${time}::timestamptz where id = ${id}::uuid`);
    await setCreatedAt(a.a1.applicationId, "2026-01-01T00:00:00.000001Z");
    await setCreatedAt(a.a2.applicationId, "2026-01-01T00:00:00.000002Z");
    await setCreatedAt(a.a3.applicationId, "2026-01-02T00:00:00Z");
    await setCreatedAt(a.a4.applicationId, "2026-01-02T00:00:00Z");
    await setCreatedAt(a.a5.applicationId, "2026-01-03T00:00:00Z");
    const [tieHigh, tieLow] = [a.a3.applicationId, a.a4.applicationId].sort().reverse();
    newestFirst = [a.a5.applicationId, tieHigh!, tieLow!, a.a2.applicationId, a.a1.applicationId];

    // a5's profile: nationality, face image and two sea-service records (the later sign-on wins).
    const doc = await createDocument(db, { organizationId: org.id, documentSetId: a.a5.documentSetId });
    const base = { organizationId: org.id, crewProfileId: a.a5.profileId, documentSetId: a.a5.documentSetId, documentId: doc.id };
    await createExtraction(db, { ...base, kind: "nationality", valueText: "DE" });
    await createExtraction(db, { ...base, kind: "face_image", valueText: "/files/faces/lea.jpg" });
    await createSeaService(db, { organizationId: org.id, crewProfileId: a.a5.profileId, rankValues: ["chief_officer"], signOn: "2020-01-01", position: 2 });
    await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: a.a5.profileId,
      rankValues: ["second_officer", "third_officer"],
      signOn: "2023-05-01",
      position: 1,
    });

    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    const foreignPosting = await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id });
    foreignPostingId = foreignPosting.id;
    await createProfileWithApplication(db, { organizationId: other.id, jobPostingId: foreignPosting.id, pipelineStageId: otherPipeline.stages[0]!.id });
  });
  afterAll(() => server.close());

  it("lists every application newest first with the item fields, the total and the stages", async () => {
    const body = await list({});
    expect(body.items.map((item) => item.id)).toEqual(newestFirst);
    expect(body.paging).toEqual({ nextCursor: "", previousCursor: "" });
    expect(body.totalCount).toBe("5");
    expect(body.stages).toEqual([
      { id: pipeline.stages[0]!.id, name: "Unreviewed", position: 1, applicationCount: "4", kind: "PIPELINE_STAGE_KIND_UNREVIEWED" },
      { id: pipeline.stages[1]!.id, name: "Interview", position: 2, applicationCount: "1", kind: "PIPELINE_STAGE_KIND_INTERVIEW" },
      { id: pipeline.stages[2]!.id, name: "Offer", position: 3, applicationCount: "0", kind: "PIPELINE_STAGE_KIND_OFFER" },
    ]);
    expect(body.items[0]).toEqual({
      id: a.a5.applicationId,
      crewProfileId: a.a5.profileId,
      givenName: "Lea",
      familyName: "Schmidt",
      email: "lea.schmidt@crew.example",
      pipelineStageId: pipeline.stages[1]!.id,
      pipelineStageName: "Interview",
      isArchived: true,
      archivedAt: "2026-01-04T00:00:00Z",
      source: "ENTRY_SOURCE_EMAIL",
      createdAt: "2026-01-03T00:00:00Z",
      lastSubmittedAt: "2026-01-03T12:00:00Z",
      reapplied: true,
      nationalityIso31661: "DE",
      faceImageUrl: expect.stringMatching(signedLinkPattern("/files/faces/lea.jpg", organizationId)),
      latestRank: "second_officer",
      pipelineStageKind: "PIPELINE_STAGE_KIND_INTERVIEW",
    });
    expect(body.items[4]).toEqual({
      id: a.a1.applicationId,
      crewProfileId: a.a1.profileId,
      givenName: "",
      familyName: "",
      email: expect.any(String),
      pipelineStageId: pipeline.stages[0]!.id,
      pipelineStageName: "Unreviewed",
      isArchived: false,
      source: "ENTRY_SOURCE_MANUAL",
      createdAt: "2026-01-01T00:00:00Z",
      lastSubmittedAt: "2026-01-01T00:00:00Z",
      reapplied: false,
      nationalityIso31661: "",
      faceImageUrl: "",
      latestRank: "",
      pipelineStageKind: "PIPELINE_STAGE_KIND_UNREVIEWED",
    });
  });

  it("pages forward and back with opaque cursors, exact to the microsecond", async () => {
    const first = await list({ pageSize: 2 });
    expect(first.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.paging.previousCursor).toBe("");
    expect(first.paging.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.totalCount).toBe("5");

    const second = await list({ pageSize: 2, paging: { afterCursor: first.paging.nextCursor } });
    expect(second.items.map((i) => i.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.paging.previousCursor).not.toBe("");

    const third = await list({ pageSize: 2, paging: { afterCursor: second.paging.nextCursor } });
    expect(third.items.map((i) => i.id)).toEqual(newestFirst.slice(4));
    expect(third.paging.nextCursor).toBe("");

    const backToSecond = await list({ pageSize: 2, paging: { beforeCursor: third.paging.previousCursor } });
    expect(backToSecond.items.map((i) => i.id)).toEqual(newestFirst.slice(2, 4));
    const backToFirst = await list({ pageSize: 2, paging: { beforeCursor: backToSecond.paging.previousCursor } });
    expect(backToFirst.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 2));
    expect(backToFirst.paging.previousCursor).toBe("");
    expect(backToFirst.paging.nextCursor).not.toBe("");
  });

  it("lists oldest first on request, paging forward and back in that order", async () => {
    const oldestFirst = [...newestFirst].reverse();
    const order = "JOB_APPLICATION_ORDER_OLDEST_FIRST";
    expect((await list({ order })).items.map((i) => i.id)).toEqual(oldestFirst);
    expect((await list({ order: "JOB_APPLICATION_ORDER_NEWEST_FIRST" })).items.map((i) => i.id)).toEqual(newestFirst);

    const first = await list({ order, pageSize: 2 });
    expect(first.items.map((i) => i.id)).toEqual(oldestFirst.slice(0, 2));
    expect(first.paging.previousCursor).toBe("");
    const second = await list({ order, pageSize: 2, paging: { afterCursor: first.paging.nextCursor } });
    expect(second.items.map((i) => i.id)).toEqual(oldestFirst.slice(2, 4));
    const third = await list({ order, pageSize: 2, paging: { afterCursor: second.paging.nextCursor } });
    expect(third.items.map((i) => i.id)).toEqual(oldestFirst.slice(4));
    expect(third.paging.nextCursor).toBe("");
    const back = await list({ order, pageSize: 2, paging: { beforeCursor: third.paging.previousCursor } });
    expect(back.items.map((i) => i.id)).toEqual(oldestFirst.slice(2, 4));
    const backToFirst = await list({ order, pageSize: 2, paging: { beforeCursor: back.paging.previousCursor } });
    expect(backToFirst.items.map((i) => i.id)).toEqual(oldestFirst.slice(0, 2));
    expect(backToFirst.paging.previousCursor).toBe("");

    const unknown = await rpc<{ code: string; message: string }>(server, path, { jobPostingId: postingId, order: 7 }, { key });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("invalid_argument");
    expect(unknown.body.message).toContain("order");
  });

  it("filters by stage and archived state; stage counts follow only the archived filter", async () => {
    const interview = await list({ pipelineStageIds: [pipeline.stages[1]!.id] });
    expect(interview.items.map((i) => i.id)).toEqual([a.a5.applicationId]);
    expect(interview.totalCount).toBe("1");
    expect(interview.stages.map((s) => s.applicationCount)).toEqual(["4", "1", "0"]);

    const active = await list({ isArchived: false });
    expect(active.items.map((i) => i.id)).toEqual(newestFirst.slice(1));
    expect(active.totalCount).toBe("4");
    expect(active.stages.map((s) => s.applicationCount)).toEqual(["4", "0", "0"]);

    const archived = await list({ isArchived: true, pipelineStageIds: [pipeline.stages[0]!.id] });
    expect(archived.items).toEqual([]);
    expect(archived.totalCount).toBe("0");
    expect(archived.stages.map((s) => s.applicationCount)).toEqual(["0", "1", "0"]);
  });

  it("returns an empty first page for a posting without applications", async () => {
    const { status, body } = await rpc(server, path, { jobPostingId: emptyPostingId }, { key });
    expect(status).toBe(200);
    expect(body).toMatchObject({ items: [], paging: { nextCursor: "", previousCursor: "" }, totalCount: "0" });
  });

  it("answers not_found for another organization's posting and for an unknown one", async () => {
    for (const id of [foreignPostingId, newId()]) {
      const { status, body } = await rpc(server, path, { jobPostingId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `job posting ${id} not found` });
    }
  });

  it("rejects a cursor it did not issue and both cursors at once", async () => {
    const forged = await rpc<{ code: string }>(server, path, { jobPostingId: postingId, paging: { afterCursor: "bm90LWEtY3Vyc29y" } }, { key });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe("invalid_argument");
    const first = await list({ pageSize: 1 });
    const both = await rpc<{ code: string }>(
      server,
      path,
      { jobPostingId: postingId, paging: { afterCursor: first.paging.nextCursor, beforeCursor: first.paging.nextCursor } },
      { key },
    );
    expect(both.body.code).toBe("invalid_argument");
  });
});
