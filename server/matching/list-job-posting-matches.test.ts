// A posting's persisted matches over HTTP, as an integrator calls them: rpc.v1's
// ListMatchedCandidatesForJobPosting (25 a page) and the dashboard's ListJobPostingMatches (page size,
// filters, count, time, pending recompute). Order and paging both ways; a recompute published between
// pages changes nothing of the pages a cursor reads; the filters and their count; the item on the wire;
// tenancy; every kind of bad cursor.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostings } from "@/server/db/schema.js";
import { tokenSignature } from "@/server/files/file-link-signature.js";
import {
  createDocument,
  createDocumentSet,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createProfileWithApplication,
  createSeaService,
  type OrganizationFixture,
  type PipelineFixture,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { encodeMatchCursor, type MatchCursor } from "./match-cursor.js";
import { matchIdOf } from "./match-id.js";
import { matchSnapshotTime, readPostingMatches } from "./match-store-reads.js";
import { recomputePostingMatches } from "./recompute.js";

const specPath = "rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting";
const dashboardPath = "dashboard.v1.DashboardService/ListJobPostingMatches";

interface Item {
  id: string;
  crewProfileId: string;
  score: number;
  confirmedRelevantMonths: number;
  alreadyApplied: boolean;
  breakdown: Record<string, unknown>;
  [field: string]: unknown;
}
interface Page {
  items: Item[];
  paging: { nextCursor: string; previousCursor: string };
}
interface DashboardPage extends Page {
  totalCount: string;
  computedAt?: string;
  recomputePending: boolean;
}
interface ErrorBody {
  code: string;
  message: string;
}

describe("a job posting's matches", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let pipeline: PipelineFixture;
  // Rank, vessel type and 12 months required; 27 candidates.
  let postingId: string;
  // No rank, no vessel type, no months: the same candidates.
  let plainPostingId: string;
  // A posting nobody was matched to.
  let emptyPostingId: string;
  let foreignPostingId: string;
  let otherKey: string;
  let named: string;
  let applicants: string[];
  let profiles: string[];

  const serve = (crewProfileId: string, rank: string, vesselType: string, signOn: string, signOff = "2024-08-23") =>
    createSeaService(server.db, { organizationId: org.id, crewProfileId, rankValues: [rank], vesselType, signOn, signOff, position: 1 });

  const call = async <T = Page>(path: string, body: Record<string, unknown>, callKey = key) => {
    const result = await rpc<T>(server, path, body, { key: callKey });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body;
  };
  const failing = async (path: string, body: Record<string, unknown>, callKey = key) => {
    const result = await rpc<ErrorBody>(server, path, body, { key: callKey });
    return { status: result.status, code: result.body.code, message: result.body.message };
  };
  const dashboard = (body: Record<string, unknown>) => call<DashboardPage>(dashboardPath, { jobPostingId: postingId, ...body });

  // Every page forward from the first, then every page back from the last: the pages must mirror.
  async function pageThrough(path: string, body: Record<string, unknown>) {
    const forward: Page[] = [await call(path, body)];
    while (forward.at(-1)!.paging.nextCursor !== "") forward.push(await call(path, { ...body, paging: { afterCursor: forward.at(-1)!.paging.nextCursor } }));
    const backward: Page[] = [forward.at(-1)!];
    while (backward.at(-1)!.paging.previousCursor !== "") {
      backward.push(await call(path, { ...body, paging: { beforeCursor: backward.at(-1)!.paging.previousCursor } }));
    }
    return { forward, backward: backward.reverse() };
  }

  // The list as the store reads it, now.
  const storeOrder = async (id: string) =>
    (await readPostingMatches(server.db, org.id, id, { snapshotAt: await matchSnapshotTime(server.db, org.id), limit: 1000 })).map((m) => m.matchId);

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    key = await server.createKey(org.id);
    pipeline = await createPipeline(db, { organizationId: org.id });
    const requirements = { rank: "second_officer", vesselType: "product_tanker", requiredExperienceMonths: 12 };
    postingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, title: "Second Officer", ...requirements })).id;
    plainPostingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, title: "Anyone" })).id;
    emptyPostingId = (await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id })).id;

    profiles = [];
    const profile = async (options: Record<string, unknown> = {}) => {
      const id = (await createProfile(db, { organizationId: org.id, ...options })).id;
      profiles.push(id);
      return id;
    };
    // Tanker officers of different lengths of service: different scores and months.
    for (const signOn of ["2023-01-01", "2023-04-01", "2023-07-01", "2023-10-01", "2024-01-01"]) {
      await serve(await profile(), "second_officer", "product_tanker", signOn);
    }
    // Ten identical bulk-carrier officers: one score, one figure of months, ordered by match id.
    for (let index = 0; index < 10; index++) await serve(await profile(), "second_officer", "bulk_carrier", "2023-01-01");
    // Cooks: no rank experience, ineligible.
    for (let index = 0; index < 9; index++) await serve(await profile(), "chief_cook", "bulk_carrier", "2022-01-01");
    // A named tanker officer with a face image.
    named = await profile({ givenName: "Jānis", familyName: "Bērziņš", primaryEmail: "janis@crew.example" });
    await serve(named, "second_officer", "product_tanker", "2022-06-01");
    const set = await createDocumentSet(db, { organizationId: org.id, crewProfileId: named });
    const document = await createDocument(db, { organizationId: org.id, documentSetId: set });
    await createExtraction(db, {
      organizationId: org.id,
      crewProfileId: named,
      documentSetId: set,
      documentId: document.id,
      kind: "face_image",
      valueText: "/files/faces/janis.jpg",
    });
    // Two applicants: one archived and without sea service, one a tanker officer.
    applicants = [];
    for (const isArchived of [true, false]) {
      const applicant = await createProfileWithApplication(db, {
        organizationId: org.id,
        jobPostingId: postingId,
        pipelineStageId: pipeline.stages[0]!.id,
        application: { isArchived },
      });
      applicants.push(applicant.profileId);
      profiles.push(applicant.profileId);
    }
    await serve(applicants[1]!, "second_officer", "product_tanker", "2023-02-01");

    for (const id of [postingId, plainPostingId]) await recomputePostingMatches(db, org.id, id);

    const other = await createOrganization(db);
    otherKey = await server.createKey(other.id);
    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    foreignPostingId = (await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id })).id;
    const foreignProfile = await createProfile(db, { organizationId: other.id });
    await createSeaService(db, {
      organizationId: other.id,
      crewProfileId: foreignProfile.id,
      rankValues: ["second_officer"],
      signOn: "2023-01-01",
      position: 1,
    });
    await recomputePostingMatches(db, other.id, foreignPostingId);
  });
  afterAll(() => server.close());

  it("lists every candidate best first, 25 a page, paging forward and back over the same pages", async () => {
    const expected = await storeOrder(postingId);
    expect(expected).toHaveLength(profiles.length);
    const { forward, backward } = await pageThrough(specPath, { jobPostingId: postingId });
    expect(forward.map((page) => page.items.length)).toEqual([25, 2]);
    expect(forward.flatMap((page) => page.items.map((item) => item.id))).toEqual(expected);
    expect(backward.map((page) => page.items.map((item) => item.id))).toEqual(forward.map((page) => page.items.map((item) => item.id)));
    expect(forward[0]!.paging.previousCursor).toBe("");
    expect(forward[1]!.paging.nextCursor).toBe("");
    expect(backward[0]!.paging.nextCursor).not.toBe("");
    expect(forward[0]!.paging.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);

    // The order itself: score, then confirmed months, descending, then the match id; ties exist.
    const items = forward.flatMap((page) => page.items);
    for (const [index, item] of items.entries()) {
      expect(item.id).toBe(matchIdOf(postingId, item.crewProfileId));
      const next = items[index + 1];
      if (!next) continue;
      const order = next.score - item.score || next.confirmedRelevantMonths - item.confirmedRelevantMonths || (item.id < next.id ? -1 : 1);
      expect(order).toBeLessThan(0);
    }
    expect(new Set(items.map((item) => `${item.score}/${item.confirmedRelevantMonths}`)).size).toBeLessThan(items.length);
  });

  it("pages the dashboard's list at any size, and the spec's cursors page it too", async () => {
    const expected = await storeOrder(postingId);
    const { forward, backward } = await pageThrough(dashboardPath, { jobPostingId: postingId, pageSize: 4 });
    expect(forward).toHaveLength(7);
    expect(forward.flatMap((page) => page.items.map((item) => item.id))).toEqual(expected);
    expect(backward.map((page) => page.items.map((item) => item.id))).toEqual(forward.map((page) => page.items.map((item) => item.id)));
    for (const page of forward) expect((page as DashboardPage).totalCount).toBe(String(expected.length));

    expect((await dashboard({})).items).toHaveLength(25);
    const spec = await call(specPath, { jobPostingId: postingId });
    const next = await dashboard({ pageSize: 100, paging: { afterCursor: spec.paging.nextCursor } });
    expect(next.items.map((item) => item.id)).toEqual(expected.slice(25));
  });

  it("keeps paging the list as of its first page while a recompute publishes between pages", async () => {
    const recomputed = (
      await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", vesselType: "product_tanker" })
    ).id;
    await recomputePostingMatches(server.db, org.id, recomputed);
    const before = await storeOrder(recomputed);
    const body = { jobPostingId: recomputed, pageSize: 5 };
    const first = await call<DashboardPage>(dashboardPath, body);
    const second = await call<DashboardPage>(dashboardPath, { ...body, paging: { afterCursor: first.paging.nextCursor } });

    // Bulk carriers now: the ten bulk officers move up.
    await server.db.update(jobPostings).set({ vesselType: "bulk_carrier" }).where(eq(jobPostings.id, recomputed));
    expect(await recomputePostingMatches(server.db, org.id, recomputed)).toMatchObject({ published: true });
    const after = await storeOrder(recomputed);
    expect(after).not.toEqual(before);

    const pages = [first, second];
    while (pages.at(-1)!.paging.nextCursor !== "") {
      pages.push(await call<DashboardPage>(dashboardPath, { ...body, paging: { afterCursor: pages.at(-1)!.paging.nextCursor } }));
    }
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(before);
    expect(pages.every((page) => page.computedAt === first.computedAt)).toBe(true);
    const back = await call<DashboardPage>(dashboardPath, { ...body, paging: { beforeCursor: second.paging.previousCursor } });
    expect(back.items.map((item) => item.id)).toEqual(before.slice(0, 5));

    const fresh = await call<DashboardPage>(dashboardPath, body);
    expect(fresh.items.map((item) => item.id)).toEqual(after.slice(0, 5));
    expect(Date.parse(fresh.computedAt!)).toBeGreaterThan(Date.parse(first.computedAt!));
  });

  it("filters eligible candidates and applicants, counting each list under its filters", async () => {
    const all = (await dashboard({ pageSize: 100 })).items;
    const eligible = all.filter((item) => item.breakdown.eligible === true);
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.length).toBeLessThan(all.length);
    expect(
      all
        .filter((item) => item.alreadyApplied)
        .map((item) => item.crewProfileId)
        .sort(),
    ).toEqual([...applicants].sort());

    const eligibleOnly = await dashboard({ pageSize: 100, eligibleOnly: true });
    expect(eligibleOnly.items.map((item) => item.id)).toEqual(eligible.map((item) => item.id));
    expect(eligibleOnly.totalCount).toBe(String(eligible.length));
    for (const item of eligibleOnly.items) expect(item.breakdown.failureReasons).toEqual([]);

    const applied = await dashboard({ applied: "MATCH_APPLICATION_FILTER_APPLIED" });
    expect(applied.items.map((item) => item.id)).toEqual(all.filter((item) => item.alreadyApplied).map((item) => item.id));
    expect(applied.totalCount).toBe("2");
    const notApplied = await dashboard({ pageSize: 100, applied: "MATCH_APPLICATION_FILTER_NOT_APPLIED" });
    expect(notApplied.items.map((item) => item.id)).toEqual(all.filter((item) => !item.alreadyApplied).map((item) => item.id));
    expect(notApplied.totalCount).toBe(String(all.length - 2));
    const both = await dashboard({ eligibleOnly: true, applied: "MATCH_APPLICATION_FILTER_APPLIED" });
    expect(both.items.map((item) => item.crewProfileId)).toEqual([applicants[1]]);
    expect(both.totalCount).toBe("1");

    // Paged under filters, with the filters' cursors.
    const { forward, backward } = await pageThrough(dashboardPath, { jobPostingId: postingId, pageSize: 2, eligibleOnly: true });
    expect(forward.flatMap((page) => page.items.map((item) => item.id))).toEqual(eligible.map((item) => item.id));
    expect(backward.map((page) => page.items.map((item) => item.id))).toEqual(forward.map((page) => page.items.map((item) => item.id)));
    const otherFilters = await failing(dashboardPath, { jobPostingId: postingId, paging: { afterCursor: forward[0]!.paging.nextCursor } });
    expect(otherFilters).toMatchObject({ status: 400, code: "invalid_argument" });
    expect(otherFilters.message).toMatch(/other filters \(eligibleOnly true, applied MATCH_APPLICATION_FILTER_UNSPECIFIED\)/);
    const specWithFilters = await failing(specPath, { jobPostingId: postingId, paging: { afterCursor: forward[0]!.paging.nextCursor } });
    expect(specWithFilters.code).toBe("invalid_argument");
  });

  it("answers when the list was computed and whether a recompute is pending", async () => {
    const computedAt = (
      await server.db.execute<{ at: string }>(sql`select max(computed_at) as at from job_posting_matches
        where job_posting_id = ${postingId} and in_posting_list and valid_from is not null and valid_to = 'infinity'`)
    ).rows[0]!.at;
    const page = await dashboard({});
    expect(Date.parse(page.computedAt!)).toBe(new Date(computedAt).getTime());

    await server.db.execute(sql`delete from jobs where kind = 'match.posting' and key = ${postingId}`);
    expect((await dashboard({})).recomputePending).toBe(false);
    const job = await server.db.execute<{ id: string }>(sql`select enqueue_job('match.posting', ${postingId}, ${org.id}::uuid) as id`);
    expect((await dashboard({})).recomputePending).toBe(true);
    await server.db.execute(sql`update jobs set state = 'running' where id = ${job.rows[0]!.id}`);
    expect((await dashboard({})).recomputePending).toBe(true);
    await server.db.execute(sql`update jobs set state = 'done', finished_at = now() where id = ${job.rows[0]!.id}`);
    expect((await dashboard({})).recomputePending).toBe(false);
  });

  it("answers an empty list for a posting nobody was matched to", async () => {
    await server.db.execute(sql`delete from jobs where kind = 'match.posting' and key = ${emptyPostingId}`);
    const { status, body } = await rpc(server, dashboardPath, { jobPostingId: emptyPostingId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], paging: { nextCursor: "", previousCursor: "" }, totalCount: "0", recomputePending: false });
    expect(await call(specPath, { jobPostingId: emptyPostingId })).toEqual({ items: [], paging: { nextCursor: "", previousCursor: "" } });
  });

  it("writes each item in JSON, camelCase, the breakdown an object", async () => {
    const { body } = await rpc<DashboardPage>(server, dashboardPath, { jobPostingId: postingId, pageSize: 100 }, { key });
    const item = body.items.find((candidate) => candidate.crewProfileId === named)!;
    expect(item).toEqual({
      id: matchIdOf(postingId, named),
      crewProfileId: named,
      givenName: "Jānis",
      familyName: "Bērziņš",
      primaryEmail: "janis@crew.example",
      score: expect.any(Number),
      breakdown: expect.any(Object),
      computedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/),
      matchedRank: "second_officer",
      matchedVesselType: "product_tanker",
      qualifyingExperienceMonths: expect.any(Number),
      requiredExperienceMonths: 12,
      certificateCount: 0,
      requiredCertificates: [],
      alreadyApplied: false,
      faceImage: expect.objectContaining({
        kind: "DOCUMENT_EXTRACTION_KIND_FACE_IMAGE",
        faceImageUrl: expect.stringMatching(signedLinkPattern("/files/faces/janis.jpg", org.id)),
      }),
      confirmedRelevantMonths: expect.any(Number),
      possibleRelevantMonths: expect.any(Number),
      vesselTypeRelevantMonths: expect.any(Number),
      containsEstimatedMonths: expect.any(Boolean),
    });
    expect(item.score).toBeGreaterThan(50);
    expect(item.qualifyingExperienceMonths).toBeGreaterThanOrEqual(26);
    // The item's figures are the breakdown's.
    for (const field of [
      "qualifyingExperienceMonths",
      "confirmedRelevantMonths",
      "possibleRelevantMonths",
      "vesselTypeRelevantMonths",
      "containsEstimatedMonths",
    ]) {
      expect(item[field], field).toBe(item.breakdown[field]);
    }
    expect(item.breakdown).toEqual({
      eligible: true,
      failureReasons: [],
      needsVerification: [],
      requiredRank: "second_officer",
      requiredVesselType: "product_tanker",
      requiredExperienceMonths: 12,
      requiredCertificates: [],
      matchedRank: "second_officer",
      matchedVesselType: "product_tanker",
      certificateCount: 0,
      certificates: { held: [], missing: [], expired: [], expiringDuringContract: [] },
      vesselType: true,
      mainVesselType: true,
      similarVesselType: expect.any(Boolean),
      vesselTypeRelevantMonths: expect.any(Number),
      mainRank: true,
      similarRank: expect.any(Boolean),
      mainRelevantMonths: expect.any(Number),
      similarRelevantMonths: expect.any(Number),
      experience: 1,
      experiencePercent: 100,
      qualifyingExperienceMonths: expect.any(Number),
      confirmedRelevantMonths: expect.any(Number),
      possibleRelevantMonths: expect.any(Number),
      containsEstimatedMonths: expect.any(Boolean),
      totalSeaMonths: expect.any(Number),
      evaluatedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      modelVersion: expect.any(Number),
    });

    const applicant = body.items.find((candidate) => candidate.crewProfileId === applicants[0])!;
    expect(applicant).toMatchObject({ givenName: "", familyName: "", matchedRank: "", matchedVesselType: "", alreadyApplied: true });
    expect(applicant).not.toHaveProperty("faceImage");
    expect(applicant.breakdown).not.toHaveProperty("matchedRank");
    expect(applicant.breakdown).toMatchObject({ eligible: false, failureReasons: expect.arrayContaining(["rank_experience_missing"]) });
  });

  it("leaves out of the breakdown every key of a criterion the posting does not set", async () => {
    const page = await call<DashboardPage>(dashboardPath, { jobPostingId: plainPostingId, pageSize: 100 });
    const item = page.items.find((candidate) => candidate.crewProfileId === named)!;
    expect(item.requiredExperienceMonths).toBe(0);
    expect(Object.keys(item.breakdown).sort()).toEqual(
      [
        "eligible",
        "failureReasons",
        "needsVerification",
        "requiredCertificates",
        "matchedRank",
        "matchedVesselType",
        "certificateCount",
        "certificates",
        "experience",
        "experiencePercent",
        "qualifyingExperienceMonths",
        "confirmedRelevantMonths",
        "possibleRelevantMonths",
        "containsEstimatedMonths",
        "totalSeaMonths",
        "evaluatedOn",
        "modelVersion",
      ].sort(),
    );
    expect(Object.values(item.breakdown)).not.toContain(null);
  });

  it("answers not_found for another organization's posting and an unknown one, on both operations", async () => {
    for (const path of [specPath, dashboardPath]) {
      for (const id of [foreignPostingId, newId()]) {
        expect(await failing(path, { jobPostingId: id })).toEqual({ status: 404, code: "not_found", message: `job posting ${id} not found` });
      }
    }
    // The other organization sees its own list.
    expect((await call(specPath, { jobPostingId: foreignPostingId }, otherKey)).items).toHaveLength(1);
  });

  describe("cursors", () => {
    const sign = (domain: string, text: string) => tokenSignature(server.fileLinkSecret, domain, text);
    const cursorOf = (overrides: Partial<MatchCursor> = {}) =>
      encodeMatchCursor(sign, org.id, {
        list: { kind: "posting", id: postingId, eligibleOnly: false, applied: "any" },
        snapshotMs: Date.now(),
        direction: "after",
        position: { score: 100, confirmed: 1000, matchId: "00000000-0000-0000-0000-000000000000" },
        ...overrides,
      });
    const afterCursor = async (path: string, cursor: string, jobPostingId = postingId, callKey = key) =>
      failing(path, { jobPostingId, paging: { afterCursor: cursor } }, callKey);

    it("accepts the cursors it signs, up to an hour after the first page", async () => {
      const expected = await storeOrder(postingId);
      const page = await call(specPath, { jobPostingId: postingId, paging: { afterCursor: cursorOf() } });
      expect(page.items.map((item) => item.id)).toEqual(expected.slice(0, 25));
      // A list as it was 59 minutes ago: no match was published then.
      const old = await call(specPath, { jobPostingId: postingId, paging: { afterCursor: cursorOf({ snapshotMs: Date.now() - 59 * 60_000 }) } });
      expect(old.items).toEqual([]);
    });

    it("refuses an expired cursor, telling the caller to start again", async () => {
      for (const path of [specPath, dashboardPath]) {
        const result = await afterCursor(path, cursorOf({ snapshotMs: Date.now() - 61 * 60_000 }));
        expect(result).toMatchObject({ status: 400, code: "invalid_argument" });
        expect(result.message).toMatch(/expired.*one hour.*start again from the first page/);
      }
    });

    it("refuses an altered, a made-up or another organization's cursor", async () => {
      const real = (await call(specPath, { jobPostingId: postingId })).paging.nextCursor;
      const middle = Math.floor(real.length / 2);
      const altered = real.slice(0, middle) + (real[middle] === "A" ? "B" : "A") + real.slice(middle + 1);
      const resigned = encodeMatchCursor((domain, text) => tokenSignature("k".repeat(64), domain, text), org.id, {
        list: { kind: "posting", id: postingId, eligibleOnly: false, applied: "any" },
        snapshotMs: Date.now(),
        direction: "after",
        position: { score: 1, confirmed: 0, matchId: newId() },
      });
      for (const cursor of [altered, real.slice(0, -1), "bm90LWEtY3Vyc29y", resigned, `${real}A`]) {
        const result = await afterCursor(specPath, cursor);
        expect(result).toMatchObject({ status: 400, code: "invalid_argument" });
        expect(result.message).toMatch(/not a cursor this service gave this organization/);
      }
      // The other organization's key, on its own posting, with a cursor issued to this one.
      const foreign = encodeMatchCursor(sign, org.id, {
        list: { kind: "posting", id: foreignPostingId, eligibleOnly: false, applied: "any" },
        snapshotMs: Date.now(),
        direction: "after",
        position: { score: 1, confirmed: 0, matchId: newId() },
      });
      expect((await afterCursor(specPath, foreign, foreignPostingId, otherKey)).message).toMatch(/not a cursor this service gave/);
    });

    it("refuses a cursor of another list, one sent the wrong way, and two at once", async () => {
      const page = await call(specPath, { jobPostingId: postingId });
      const otherList = await afterCursor(dashboardPath, page.paging.nextCursor, plainPostingId);
      expect(otherList).toMatchObject({ status: 400, code: "invalid_argument" });
      expect(otherList.message).toContain(`pages the matches of job posting ${postingId}, not those of job posting ${plainPostingId}`);
      const candidateCursor = cursorOf({ list: { kind: "candidate", id: named, eligibleOnly: false, applied: "any" } });
      expect((await afterCursor(specPath, candidateCursor)).message).toContain(`pages the matches of crew profile ${named}`);

      const wrongWay = await failing(specPath, { jobPostingId: postingId, paging: { beforeCursor: page.paging.nextCursor } });
      expect(wrongWay).toMatchObject({ status: 400, code: "invalid_argument" });
      expect(wrongWay.message).toContain("send it as paging.afterCursor");
      const both = await failing(specPath, { jobPostingId: postingId, paging: { afterCursor: page.paging.nextCursor, beforeCursor: page.paging.nextCursor } });
      expect(both).toMatchObject({ status: 400, code: "invalid_argument", message: "give paging.afterCursor or paging.beforeCursor, not both" });
    });
  });
});
