// The match lists keep their first pages whole, each under its list's version (first-page-cache.ts):
// every write to what a list shows must move that list's version in its own transaction (the triggers
// of migration 0036), and nothing else need move it; a page read
// while a publish was under way must not outlive the publish; a held page is its organization's alone.
// (ListJobPostingMatches' pending recompute: list-job-posting-matches.test.ts.)
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewProfiles, jobApplications, jobPostings } from "@/server/db/schema.js";
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
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { matchListVersion, type MatchListKind } from "./match-list-version.js";
import { collectGarbage } from "./match-store-writes.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "./recompute.js";

const specPath = "rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting";
const candidatePath = "rpc.v1.OrganizationService/ListMatchingJobPostingsForCandidate";

interface Item {
  crewProfileId: string;
  jobPostingId?: string;
  score: number;
  givenName?: string;
  title?: string;
}

describe("the match lists' first pages, kept whole", () => {
  let server: TestServer;
  let org: OrganizationFixture;
  let other: OrganizationFixture;
  let key: string;
  let otherKey: string;
  let postingId: string;
  let pipeline: PipelineFixture;
  const profiles: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server.db);
    other = await createOrganization(server.db);
    key = await server.createKey(org.id);
    otherKey = await server.createKey(other.id);
    pipeline = await createPipeline(server.db, { organizationId: org.id });
    postingId = (await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", requiredExperienceMonths: 6 })).id;
    // Five officers with 6 to 30 months as second officer: five scores.
    for (let index = 0; index < 5; index++) {
      const profileId = (await createProfile(server.db, { organizationId: org.id, givenName: `Officer ${index}` })).id;
      await createSeaService(server.db, {
        organizationId: org.id,
        crewProfileId: profileId,
        rankValues: ["second_officer"],
        vesselType: "bulk_carrier",
        signOn: "2023-01-01",
        signOff: `2023-${String(7 + index).padStart(2, "0")}-01`,
        position: 1,
      });
      profiles.push(profileId);
    }
    await recomputePostingMatches(server.db, org.id, postingId);
    for (const profileId of profiles) await recomputeCandidateMatches(server.db, org.id, profileId);
  });
  afterAll(() => server.close());

  const firstPage = async (path: string, body: Record<string, string>, as = key) => {
    const result = await rpc<{ items: Item[] }>(server, path, body, { key: as });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.items;
  };
  const postingPage = () => firstPage(specPath, { jobPostingId: postingId });
  // An extraction of the profile's (its latest of a kind is what the profile shows).
  const extract = async (crewProfileId: string, kind: "face_image" | "nationality", valueText: string) => {
    const documentSetId = await createDocumentSet(server.db, { organizationId: org.id, crewProfileId });
    const document = await createDocument(server.db, { organizationId: org.id, documentSetId });
    await createExtraction(server.db, { organizationId: org.id, crewProfileId, documentSetId, documentId: document.id, kind, valueText });
  };
  const apply = async (crewProfileId: string) => {
    const documentSetId = await createDocumentSet(server.db, { organizationId: org.id, crewProfileId });
    await createApplication(server.db, {
      organizationId: org.id,
      jobPostingId: postingId,
      crewProfileId,
      documentSetId,
      pipelineStageId: pipeline.stages[0]!.id,
    });
  };

  type List = [MatchListKind, string];
  const postingList = (): List => ["posting", postingId];
  const candidateList = (index: number): List => ["candidate", profiles[index]!];
  const versionsOf = (lists: List[]) => Promise.all(lists.map(([kind, id]) => matchListVersion(server.db, kind, id)));
  // A posting of the organization that matches none of its profiles: its list is touched by its own writes only.
  const unmatchedPosting = async (): Promise<List> => [
    "posting",
    (await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id, rank: "chief_engineer", requiredExperienceMonths: 6 })).id,
  ];
  // Runs the write and expects the versions of `moved` to change and those of `kept` to stay.
  const expectVersions = async (what: string, write: () => Promise<unknown>, moved: List[], kept: List[]) => {
    const [movedBefore, keptBefore] = [await versionsOf(moved), await versionsOf(kept)];
    await write();
    const [movedAfter, keptAfter] = [await versionsOf(moved), await versionsOf(kept)];
    moved.forEach((list, index) => expect(movedAfter[index], `${what} moves ${list.join(" ")}`).not.toBe(movedBefore[index]));
    kept.forEach((list, index) => expect(keptAfter[index], `${what} keeps ${list.join(" ")}`).toBe(keptBefore[index]));
  };

  it("moves the version of every list a write changes, and only theirs", async () => {
    const untouched = await unmatchedPosting();
    const everyCandidate = profiles.map((_, index) => candidateList(index));
    const writes: [string, () => Promise<unknown>, List[], List[]][] = [
      [
        "a profile's name",
        () => server.db.update(crewProfiles).set({ givenName: "Renamed" }).where(eq(crewProfiles.id, profiles[0]!)),
        [postingList()],
        [untouched, candidateList(1)],
      ],
      [
        "a profile's email",
        () => server.db.update(crewProfiles).set({ primaryEmail: "renamed@example.com" }).where(eq(crewProfiles.id, profiles[0]!)),
        [postingList()],
        [untouched, candidateList(1)],
      ],
      ["a profile's face image", () => extract(profiles[0]!, "face_image", "/files/faces/new.jpg"), [postingList()], [untouched, candidateList(1)]],
      [
        "a posting's title",
        () => server.db.update(jobPostings).set({ title: "Second Officer, renamed" }).where(eq(jobPostings.id, postingId)),
        [postingList(), ...everyCandidate],
        [untouched],
      ],
      ["a posting's state", () => server.db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, postingId)), everyCandidate, [untouched]],
      ["a posting opened again", () => server.db.update(jobPostings).set({ state: "open" }).where(eq(jobPostings.id, postingId)), everyCandidate, [untouched]],
      ["an application", () => apply(profiles[1]!), [postingList(), candidateList(1)], [untouched, candidateList(2)]],
      [
        "an application moved to another profile",
        () => server.db.update(jobApplications).set({ crewProfileId: profiles[2]! }).where(eq(jobApplications.crewProfileId, profiles[1]!)),
        [postingList(), candidateList(1), candidateList(2)],
        [untouched, candidateList(3)],
      ],
      [
        "an application withdrawn",
        () => server.db.delete(jobApplications).where(eq(jobApplications.crewProfileId, profiles[2]!)),
        [postingList(), candidateList(2)],
        [untouched, candidateList(1)],
      ],
      [
        "a posting's recompute that publishes",
        async () => {
          await server.db.update(jobPostings).set({ requiredExperienceMonths: 12 }).where(eq(jobPostings.id, postingId));
          await recomputePostingMatches(server.db, org.id, postingId);
        },
        [postingList(), ...everyCandidate],
        [untouched],
      ],
      [
        "a posting's recompute that finds every match the same (their computation time moves)",
        () => recomputePostingMatches(server.db, org.id, postingId),
        [postingList(), ...everyCandidate],
        [untouched],
      ],
      // (A profile's list holds its best open postings whatever their score: the unmatched one too.)
      ["a profile's recompute", () => recomputeCandidateMatches(server.db, org.id, profiles[3]!), [postingList(), candidateList(3)], [candidateList(4)]],
    ];
    for (const [what, write, moved, kept] of writes) await expectVersions(what, write, moved, kept);
  });

  it("moves the lists written to while a publish was registered again when its registration goes", async () => {
    const untouched = await unmatchedPosting();
    await expectVersions(
      "a publish registered",
      () =>
        server.db.execute(
          sql`insert into match_publishes (organization_id, run_id, registered_at, heartbeat_at) values (${org.id}, gen_random_uuid(), now(), now())`,
        ),
      [],
      [postingList(), candidateList(2), untouched],
    );
    await expectVersions("an application while it is registered", () => apply(profiles[2]!), [postingList(), candidateList(2)], [candidateList(4), untouched]);
    await expectVersions(
      "the registration gone",
      () => server.db.execute(sql`delete from match_publishes where organization_id = ${org.id}`),
      [postingList(), candidateList(2)],
      [candidateList(4), untouched],
    );
    await expectVersions(
      "the next publish's registration gone",
      async () => {
        await server.db.execute(
          sql`insert into match_publishes (organization_id, run_id, registered_at, heartbeat_at) values (${org.id}, gen_random_uuid(), now(), now())`,
        );
        await server.db.execute(sql`delete from match_publishes where organization_id = ${org.id}`);
      },
      [],
      [postingList(), candidateList(2), candidateList(4), untouched],
    );
    await server.db.delete(jobApplications).where(eq(jobApplications.crewProfileId, profiles[2]!));
  });

  it("keeps the versions through writes that change no list, and through another organization's", async () => {
    const otherPipeline = (await createPipeline(server.db, { organizationId: other.id })).id;
    const otherPosting = (await createPosting(server.db, { organizationId: other.id, pipelineId: otherPipeline })).id;
    const otherProfile = (await createProfile(server.db, { organizationId: other.id })).id;
    const lists = [postingList(), ...profiles.map((_, index) => candidateList(index))];
    const writes: [string, () => Promise<unknown>][] = [
      ["a profile's phone", () => server.db.update(crewProfiles).set({ primaryPhoneE164: "+359888123456" }).where(eq(crewProfiles.id, profiles[2]!))],
      ["a profile's other identity extractions", () => extract(profiles[0]!, "nationality", "BGR")],
      // Its recompute is queued (a job), and moves the versions when it publishes.
      ["a posting's requirement", () => server.db.update(jobPostings).set({ requiredExperienceMonths: 18 }).where(eq(jobPostings.id, postingId))],
      ["another organization's profile", () => server.db.update(crewProfiles).set({ givenName: "Elsewhere" }).where(eq(crewProfiles.id, otherProfile))],
      ["another organization's posting", () => server.db.update(jobPostings).set({ title: "Elsewhere" }).where(eq(jobPostings.id, otherPosting))],
      ["another organization's recompute", () => recomputePostingMatches(server.db, other.id, otherPosting)],
    ];
    for (const [what, write] of writes) await expectVersions(what, write, [], lists);
  });

  it("keeps the versions when garbage collection deletes versions ended longer ago than a cursor lives", async () => {
    // The recomputes above ended versions of the posting's pairs: as if an hour and more had passed.
    const backdated = await server.db.execute(sql`update job_posting_matches set valid_to = now() - interval '2 hours'
      where organization_id = ${org.id} and valid_to <> 'infinity'`);
    expect(backdated.rowCount).toBeGreaterThan(0);
    let collected = 0;
    const lists = [postingList(), ...profiles.map((_, index) => candidateList(index))];
    await expectVersions("garbage collection", async () => (collected = await collectGarbage(server.db)), [], lists);
    expect(collected).toBe(backdated.rowCount);
  });

  it("shows a publish's run on the first page read after it ends, though a page was read while it ran", async () => {
    await server.db.update(jobPostings).set({ requiredExperienceMonths: 6 }).where(eq(jobPostings.id, postingId));
    await recomputePostingMatches(server.db, org.id, postingId);
    const before = (await postingPage()).map((item) => item.score);
    // Every officer now falls short of the required experience: the scores change.
    await server.db.update(jobPostings).set({ requiredExperienceMonths: 48 }).where(eq(jobPostings.id, postingId));
    const during: number[][] = [];
    await recomputePostingMatches(server.db, org.id, postingId, {
      // A chunk a row; the last hook runs once every row is published, before the registration goes.
      publish: { chunkRows: 1, afterChunk: async () => void during.push((await postingPage()).map((item) => item.score)) },
    });
    expect(during.length).toBeGreaterThan(1);
    // While the publish ran, the pages showed the lists as they were before it.
    for (const scores of during) expect(scores).toEqual(before);
    const after = (await postingPage()).map((item) => item.score);
    expect(after).not.toEqual(before);
    // What the page shows is what the database holds: the same page read as binary is built afresh.
    const recomputedScores = (
      await server.db.execute<{ score: number }>(sql`select score from job_posting_matches
      where job_posting_id = ${postingId} and in_posting_list and valid_to = 'infinity' order by score desc`)
    ).rows.map((row) => row.score);
    expect(after).toEqual(recomputedScores);
  });

  it("answers not_found at once for a posting or profile deleted with an empty list, though its empty page was held", async () => {
    const posting = (await createPosting(server.db, { organizationId: org.id, pipelineId: pipeline.id })).id;
    const profile = (await createProfile(server.db, { organizationId: org.id })).id;
    expect(await firstPage(specPath, { jobPostingId: posting })).toEqual([]);
    expect(await firstPage(candidatePath, { crewProfileId: profile })).toEqual([]);
    await server.db.delete(jobPostings).where(eq(jobPostings.id, posting));
    await server.db.delete(crewProfiles).where(eq(crewProfiles.id, profile));
    expect((await rpc(server, specPath, { jobPostingId: posting }, { key })).status).toBe(404);
    expect((await rpc(server, candidatePath, { crewProfileId: profile }, { key })).status).toBe(404);
  });

  it("answers a held page to its own organization only, and a renamed candidate or posting at once", async () => {
    const items = await postingPage();
    expect(items.length).toBeGreaterThan(0);
    const denied = await rpc(server, specPath, { jobPostingId: postingId }, { key: otherKey });
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ code: "not_found" });

    const listed = items[0]!.crewProfileId;
    await server.db.update(crewProfiles).set({ givenName: "Held no longer" }).where(eq(crewProfiles.id, listed));
    expect((await postingPage()).find((item) => item.crewProfileId === listed)?.givenName).toBe("Held no longer");

    const candidatePage = () => firstPage(candidatePath, { crewProfileId: listed });
    expect((await candidatePage()).map((item) => item.jobPostingId)).toContain(postingId);
    await server.db.update(jobPostings).set({ title: "Second Officer, bulk" }).where(eq(jobPostings.id, postingId));
    expect((await candidatePage()).find((item) => item.jobPostingId === postingId)?.title).toBe("Second Officer, bulk");
    await server.db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, postingId));
    expect((await candidatePage()).map((item) => item.jobPostingId)).not.toContain(postingId);
  });
});
