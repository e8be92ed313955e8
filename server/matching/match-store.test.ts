// The persisted match store on the real database: runs are invisible until published and published
// whole; a snapshot pages without repeating or skipping while recomputes publish; the newer computation
// wins a pair and each recompute owns its own list flag; stale runs, crashed runs and old versions go;
// another organization reads nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database.js";
import { jobPostings } from "@/server/db/schema.js";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createProfileWithApplication,
  createSeaService,
} from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { eq } from "drizzle-orm";
import { dayFromIsoDate } from "./calendar-days.js";
import { matchIdOf } from "./match-id.js";
import { loadApplicantPairs, loadCandidateInputs, loadPostingInputs } from "./match-inputs-repository.js";
import { matchSnapshotTime, readCandidateMatches, readCurrentMatch, readPostingMatches, type MatchPosition, type PersistedMatch } from "./match-store-reads.js";
import { collectGarbage, newMatchRun, publishCandidateRun, publishPostingRun, startMatchRun, writeRun, type MatchRun } from "./match-store-writes.js";
import { compareMatchOrder } from "./match-order.js";
import { boundOfFlagged, computedMatch as match } from "./match-store-test-support.js";
import { computePostingMatches, type ComputedMatch } from "./persisted-pairs.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { preparePosting } from "./prepared-posting.js";

let server: TestServer;
let db: Db;
let orgId: string;
let otherOrgId: string;
let pipelineId: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  orgId = (await createOrganization(db)).id;
  otherOrgId = (await createOrganization(db)).id;
  pipelineId = (await createPipeline(db, { organizationId: orgId })).id;
});
afterAll(() => server.close());

async function newPosting(state: "open" | "closed" = "open"): Promise<string> {
  return (await createPosting(db, { organizationId: orgId, pipelineId, state })).id;
}

async function newProfiles(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) ids.push((await createProfile(db, { organizationId: orgId })).id);
  return ids;
}

async function postingRun(postingId: string, rows: ComputedMatch[], run: MatchRun = newMatchRun("posting")) {
  await writeRun(db, run, rows, orgId);
  return publishPostingRun(db, run, postingId, boundOfFlagged(rows, "inPostingList"));
}

async function candidateRun(profileId: string, rows: ComputedMatch[], run: MatchRun = newMatchRun("candidate")) {
  await writeRun(db, run, rows, orgId);
  return publishCandidateRun(db, run, profileId, boundOfFlagged(rows, "inCandidateList"));
}

async function postingList(postingId: string, snapshotAt?: Date): Promise<PersistedMatch[]> {
  return readPostingMatches(db, orgId, postingId, { snapshotAt: snapshotAt ?? (await matchSnapshotTime(db, orgId)), limit: 100 });
}

const positionOf = (item: PersistedMatch): MatchPosition => ({ score: item.score, confirmed: item.confirmedRelevantMonths, matchId: item.matchId });
const profilesOf = (items: PersistedMatch[]) => items.map((item) => item.crewProfileId);

describe("the persisted match store", () => {
  it("shows nothing of a run until it is published, then all of it in the list order", async () => {
    const postingId = await newPosting();
    const [a, b, c, d] = await newProfiles(4);
    const run = newMatchRun("posting");
    await writeRun(
      db,
      run,
      [
        match(postingId, a!, 40, { posting: true }),
        match(postingId, b!, 90, { posting: true }),
        match(postingId, c!, 40, { posting: true }, 12),
        match(postingId, d!, 5),
      ],
      orgId,
    );
    expect(await postingList(postingId)).toEqual([]);
    expect(await readCurrentMatch(db, orgId, postingId, b!)).toBeNull();

    expect(await publishPostingRun(db, run, postingId, boundOfFlagged([match(postingId, a!, 40, { posting: true })], "inPostingList"))).toMatchObject({
      published: true,
    });
    // Score desc, then confirmed months desc; d (an applicant, say) is persisted but not listed.
    expect(profilesOf(await postingList(postingId))).toEqual([b, c, a]);
    expect(await readCurrentMatch(db, orgId, postingId, d!)).toMatchObject({ score: 5, inPostingList: false, matchId: matchIdOf(postingId, d!) });
    // The match id is the one SQL derives from the pair.
    const derived = await db.execute<{ id: string }>(sql`select (md5(${postingId}::uuid::text || ${a!}::uuid::text))::uuid::text as id`);
    expect(derived.rows[0]!.id).toBe(matchIdOf(postingId, a!));
  });

  it("pages with the first page's snapshot without repeating or skipping while a recompute publishes, both ways", async () => {
    const postingId = await newPosting();
    const profiles = await newProfiles(8);
    const scores = [90, 80, 70, 60, 50, 40, 30];
    await postingRun(
      postingId,
      scores.map((score, index) => match(postingId, profiles[index]!, score, { posting: true })),
    );
    const snapshotAt = await matchSnapshotTime(db, orgId);
    const page1 = await readPostingMatches(db, orgId, postingId, { snapshotAt, limit: 3 });
    expect(profilesOf(page1)).toEqual(profiles.slice(0, 3));

    // A recompute: every score changes (the order turns round), profile 7 enters, profile 6 leaves.
    await postingRun(
      postingId,
      [...profiles.slice(0, 6), profiles[7]!].map((profile, index) => match(postingId, profile, 10 + index * 10, { posting: true })),
    );

    const page2 = await readPostingMatches(db, orgId, postingId, { snapshotAt, after: positionOf(page1.at(-1)!), limit: 3 });
    const page3 = await readPostingMatches(db, orgId, postingId, { snapshotAt, after: positionOf(page2.at(-1)!), limit: 3 });
    expect(profilesOf([...page1, ...page2, ...page3])).toEqual(profiles.slice(0, 7));
    const back = await readPostingMatches(db, orgId, postingId, { snapshotAt, before: positionOf(page2[0]!), limit: 3 });
    expect(profilesOf(back)).toEqual(profilesOf(page1));

    const fresh = await readPostingMatches(db, orgId, postingId, { snapshotAt: await matchSnapshotTime(db, orgId), limit: 3 });
    expect(profilesOf(fresh)).toEqual([profiles[7], profiles[5], profiles[4]]);
    expect(fresh.map((item) => item.score)).toEqual([70, 60, 50]);
    expect(await readCurrentMatch(db, orgId, postingId, profiles[6]!)).toBeNull();
  });

  it("writes a run of several batches and pages through all of it forward and back", async () => {
    const postingId = await newPosting();
    const profiles = await newProfiles(620);
    // 620 rows (three batches), scores with many ties so the months and the match id order them too.
    const rows = profiles
      .map((profile, index) => match(postingId, profile, index % 7, {}, index % 3))
      .sort((a, b) => compareMatchOrder({ ...a, id: a.matchId }, { ...b, id: b.matchId }))
      .map((row, rank) => ({ ...row, inPostingList: rank < 600 }));
    await postingRun(postingId, rows);
    const snapshotAt = await matchSnapshotTime(db, orgId);
    const forward: PersistedMatch[] = [];
    for (let page = await readPostingMatches(db, orgId, postingId, { snapshotAt, limit: 250 }); page.length > 0;) {
      forward.push(...page);
      page = await readPostingMatches(db, orgId, postingId, { snapshotAt, after: positionOf(page.at(-1)!), limit: 250 });
    }
    const expected = rows
      .filter((row) => row.inPostingList)
      .sort((a, b) => b.score - a.score || b.confirmedRelevantMonths - a.confirmedRelevantMonths || (a.matchId < b.matchId ? -1 : 1))
      .map((row) => row.crewProfileId);
    expect(profilesOf(forward)).toEqual(expected);
    const backward: PersistedMatch[] = [];
    for (let page = await readPostingMatches(db, orgId, postingId, { snapshotAt, before: positionOf(forward.at(-1)!), limit: 250 }); page.length > 0;) {
      backward.unshift(...page);
      page = await readPostingMatches(db, orgId, postingId, { snapshotAt, before: positionOf(page[0]!), limit: 250 });
    }
    expect(profilesOf(backward)).toEqual(expected.slice(0, -1));
  });

  it("the newer computation wins a pair's score; both flags follow the lists' bounds as they are at publish", async () => {
    const postingId = await newPosting();
    const [profileId, other] = await newProfiles(2);
    const early = new Date(Date.now() - 60_000);
    const olderPostingRun = newMatchRun("posting", early);
    // A candidate run computed after the posting run, but published first: the posting has no list yet.
    await candidateRun(profileId!, [match(postingId, profileId!, 70, { candidate: true })], newMatchRun("candidate", new Date(early.getTime() + 1000)));
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 70, inPostingList: false, inCandidateList: true });

    // The older posting run publishes, its list ending at 20: the newer score stays, and ranks on it.
    await postingRun(postingId, [match(postingId, profileId!, 20, { posting: true })], olderPostingRun);
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 70, inPostingList: true, inCandidateList: true });
    expect(profilesOf(await postingList(postingId))).toEqual([profileId]);

    // A newer posting run lists someone else down to 60: 55 is below its bound, off its list; the
    // candidate's list (ending at 70) has no room for 55 either, so the pair ends.
    await postingRun(postingId, [match(postingId, other!, 60, { posting: true }), match(postingId, profileId!, 55)]);
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 55, inPostingList: false, inCandidateList: false });
    expect(profilesOf(await postingList(postingId))).toEqual([other]);
    // A candidate run of the other profile that takes the posting at 65: on the posting's list (above 60) too.
    await candidateRun(other!, [match(postingId, other!, 65, { candidate: true })]);
    expect(await readCurrentMatch(db, orgId, postingId, other!)).toMatchObject({ score: 65, inPostingList: true, inCandidateList: true });
    // Falling below the posting's bound takes it off the posting's list, the candidate's list keeps it.
    await candidateRun(other!, [match(postingId, other!, 40, { candidate: true })]);
    expect(await readCurrentMatch(db, orgId, postingId, other!)).toMatchObject({ score: 40, inPostingList: false, inCandidateList: true });
    expect(await postingList(postingId)).toEqual([]);
  });

  it("a recompute that finds a pair's match unchanged keeps its version, with the new computation time and day; a changed pair gets a new version", async () => {
    const postingId = await newPosting();
    const [same, changed] = await newProfiles(2);
    const versions = async (profileId: string) =>
      (
        await db.execute<{ id: string; valid_to: string }>(sql`
          select id, valid_to::text from job_posting_matches where job_posting_id = ${postingId} and crew_profile_id = ${profileId} order by valid_from`)
      ).rows;
    await postingRun(
      postingId,
      [match(postingId, same!, 50, { posting: true }), match(postingId, changed!, 40, { posting: true })],
      newMatchRun("posting", new Date(Date.now() - 60_000)),
    );
    const [before] = await versions(same!);
    const snapshotBefore = await matchSnapshotTime(db, orgId);

    const nextDay = { evaluatedOn: "2026-11-26" };
    const recompute = newMatchRun("posting", new Date(Date.now() - 1000));
    await postingRun(
      postingId,
      [
        { ...match(postingId, same!, 50, { posting: true }), ...nextDay },
        { ...match(postingId, changed!, 60, { posting: true }), ...nextDay },
      ],
      recompute,
    );

    // The unchanged pair: one version, the same row, now of the recompute.
    expect(await versions(same!)).toEqual([before]);
    expect(await readCurrentMatch(db, orgId, postingId, same!)).toMatchObject({ score: 50, computedAt: recompute.computedAt, evaluatedOn: "2026-11-26" });
    // The changed pair: the old version ended, a new one current.
    const changedVersions = await versions(changed!);
    expect(changedVersions).toHaveLength(2);
    expect(changedVersions[0]!.valid_to).not.toBe("infinity");
    expect(changedVersions[1]!.valid_to).toBe("infinity");
    // Both snapshots list both pairs, each at its own scores; the list order is untouched.
    expect((await postingList(postingId, snapshotBefore)).map((item) => [item.crewProfileId, item.score])).toEqual([
      [same, 50],
      [changed, 40],
    ]);
    expect((await postingList(postingId)).map((item) => [item.crewProfileId, item.score])).toEqual([
      [changed, 60],
      [same, 50],
    ]);
    // Nothing of the recompute is left unpublished.
    const left = await db.execute(sql`select 1 from match_run_rows where run_id = ${recompute.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it("a recompute that finds the same score but another list flag publishes a new version", async () => {
    const postingId = await newPosting();
    const [profileId, other] = await newProfiles(2);
    await postingRun(postingId, [match(postingId, profileId!, 50, { posting: true })], newMatchRun("posting", new Date(Date.now() - 60_000)));
    // The posting's list now ends above 50 (another candidate at 70 fills it): the pair leaves the list.
    await postingRun(postingId, [match(postingId, other!, 70, { posting: true }), match(postingId, profileId!, 50)]);
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 50, inPostingList: false });
    expect(profilesOf(await postingList(postingId))).toEqual([other]);
  });

  it("a posting run keeps a pair it lists on its list although a newer candidate run already gave the pair its flag", async () => {
    const postingId = await newPosting();
    const [profileId] = await newProfiles(1);
    await postingRun(postingId, [match(postingId, profileId!, 50, { posting: true })], newMatchRun("posting", new Date(Date.now() - 120_000)));
    const postingRecompute = newMatchRun("posting", new Date(Date.now() - 60_000));
    // The profile changes while the posting recompute runs: the candidate run starts later and publishes first.
    await candidateRun(profileId!, [match(postingId, profileId!, 60, { candidate: true })], newMatchRun("candidate", new Date(Date.now() - 30_000)));
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 60, inPostingList: true, inCandidateList: true });
    await postingRun(postingId, [match(postingId, profileId!, 55, { posting: true })], postingRecompute);
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 60, inPostingList: true, inCandidateList: true });
    expect(profilesOf(await postingList(postingId))).toEqual([profileId]);
  });

  it("a pair a posting's run writes only for the candidate's list stays there, off the posting's list", async () => {
    const postingId = await newPosting();
    const [kept, dropped] = await newProfiles(2);
    await postingRun(postingId, [match(postingId, kept!, 60, { posting: true }), match(postingId, dropped!, 50, { posting: true })]);
    await candidateRun(kept!, [match(postingId, kept!, 60, { candidate: true })]);
    // The posting's next run lists nobody, but writes the pair the candidate's list holds (recompute.ts does).
    await postingRun(postingId, [match(postingId, kept!, 62)]);
    expect(await postingList(postingId)).toEqual([]);
    expect(await readCurrentMatch(db, orgId, postingId, dropped!)).toBeNull();
    expect(await readCurrentMatch(db, orgId, postingId, kept!)).toMatchObject({ inPostingList: false, inCandidateList: true, score: 62 });
    expect(profilesOf(await readCandidateMatches(db, orgId, kept!, { snapshotAt: await matchSnapshotTime(db, orgId), limit: 10 }))).toEqual([kept]);
  });

  it("a run that leaves out a pair the other side's list took while it computed queues that side's recompute", async () => {
    const postingId = await newPosting();
    const [profileId] = await newProfiles(1);
    const postingRecompute = newMatchRun("posting", new Date(Date.now() - 60_000));
    await candidateRun(profileId!, [match(postingId, profileId!, 60, { candidate: true })], newMatchRun("candidate", new Date(Date.now() - 90_000)));
    await postingRun(postingId, [], postingRecompute);
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toBeNull();
    const queued = await db.execute(sql`select 1 from jobs where kind = 'match.candidate' and key = ${profileId!} and state = 'waiting'`);
    expect(queued.rows).toHaveLength(1);
  });

  it("an older posting run that does not know a pair leaves a newer computation's row of it in place", async () => {
    const postingId = await newPosting();
    const [applicantId] = await newProfiles(1);
    const olderPostingRun = newMatchRun("posting", new Date(Date.now() - 60_000));
    // The candidate applied after the posting's run read its inputs: the candidate's run persists the pair.
    await candidateRun(applicantId!, [match(postingId, applicantId!, 15)]);
    await postingRun(postingId, [], olderPostingRun);
    expect(await readCurrentMatch(db, orgId, postingId, applicantId!)).toMatchObject({ score: 15, inPostingList: false, inCandidateList: false });
  });

  it("starts a run by the database's clock", async () => {
    const before = await matchSnapshotTime(db, orgId);
    const run = await startMatchRun(db, "posting");
    expect(run.computedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    expect(run.computedAt.getTime()).toBeLessThanOrEqual((await matchSnapshotTime(db, orgId)).getTime() + 1);
  });

  it("drops a run older than one of its scope already published", async () => {
    const postingId = await newPosting();
    const [profileId] = await newProfiles(1);
    const older = newMatchRun("posting", new Date(Date.now() - 10_000));
    await writeRun(db, older, [match(postingId, profileId!, 10, { posting: true })], orgId);
    await postingRun(postingId, [match(postingId, profileId!, 80, { posting: true })]);
    expect(await publishPostingRun(db, older, postingId, boundOfFlagged([], "inPostingList"))).toEqual({ published: false, publishedAt: null });
    expect(await readCurrentMatch(db, orgId, postingId, profileId!)).toMatchObject({ score: 80 });
    for (const table of [sql`job_posting_matches`, sql`match_run_rows`]) {
      const left = await db.execute(sql`select 1 from ${table} where run_id = ${older.id}`);
      expect(left.rows).toHaveLength(0);
    }
  });

  it("collects the rows of runs that never published and versions ended longer ago than a cursor lives", async () => {
    const postingId = await newPosting();
    const [profileId] = await newProfiles(1);
    await postingRun(postingId, [match(postingId, profileId!, 10, { posting: true })]);
    await postingRun(postingId, [match(postingId, profileId!, 20, { posting: true })]);
    const crashed = newMatchRun("posting", new Date(Date.now() - 7_200_000));
    await writeRun(db, crashed, [match(postingId, profileId!, 30, { posting: true })], orgId);
    const recent = newMatchRun("posting");
    await writeRun(db, recent, [match(postingId, profileId!, 40, { posting: true })], orgId);
    const versions = async () =>
      (await db.execute<{ score: number }>(sql`select score from job_posting_matches where job_posting_id = ${postingId} order by score`)).rows.map(
        (row) => row.score,
      );
    const waiting = async () =>
      (await db.execute<{ score: number }>(sql`select score from match_run_rows where job_posting_id = ${postingId} order by score`)).rows.map(
        (row) => row.score,
      );
    expect(await waiting()).toEqual([30, 40]);
    await collectGarbage(db);
    // The run written two hours ago goes; the one written now may still publish.
    expect(await waiting()).toEqual([40]);
    expect(await versions()).toEqual([10, 20]);
    await collectGarbage(db, { endedAfterMs: 0 });
    expect(await versions()).toEqual([20]);
  });

  it("answers nothing of another organization, and lists only open postings on the candidate's side", async () => {
    const openId = await newPosting();
    const closedId = await newPosting();
    const [profileId] = await newProfiles(1);
    await candidateRun(profileId!, [match(openId, profileId!, 50, { candidate: true }), match(closedId, profileId!, 90, { candidate: true })]);
    await db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, closedId));
    const snapshotAt = await matchSnapshotTime(db, orgId);
    expect((await readCandidateMatches(db, orgId, profileId!, { snapshotAt, limit: 10 })).map((item) => item.jobPostingId)).toEqual([openId]);
    expect(await readCandidateMatches(db, otherOrgId, profileId!, { snapshotAt, limit: 10 })).toEqual([]);
    expect(await readPostingMatches(db, otherOrgId, openId, { snapshotAt, limit: 10 })).toEqual([]);
    expect(await readCurrentMatch(db, otherOrgId, openId, profileId!)).toBeNull();
    expect(await readCurrentMatch(db, orgId, openId, profileId!)).not.toBeNull();
  });

  it("persists what the engine computes from the database: the best K and every applicant", async () => {
    const org = (await createOrganization(db)).id;
    const pipeline = await createPipeline(db, { organizationId: org });
    const postingId = (await createPosting(db, { organizationId: org, pipelineId: pipeline.id, rank: "second_officer", vesselType: "product_tanker" })).id;
    const seasoned: string[] = [];
    for (const signOn of ["2018-01-01", "2020-01-01", "2022-01-01"]) {
      const id = (await createProfile(db, { organizationId: org })).id;
      await createSeaService(db, {
        organizationId: org,
        crewProfileId: id,
        rankValues: ["second_officer"],
        vesselType: "product_tanker",
        signOn,
        signOff: "2025-01-01",
        position: 1,
      });
      seasoned.push(id);
    }
    const applicant = await createProfileWithApplication(db, { organizationId: org, jobPostingId: postingId, pipelineStageId: pipeline.stages[0]!.id });

    const evaluationDate = "2026-11-25";
    const day = dayFromIsoDate(evaluationDate);
    const run = newMatchRun("posting");
    const [posting] = await loadPostingInputs(db, org, [postingId]);
    const candidates = (await loadCandidateInputs(db, org)).map((item) => ({ id: item.id, prepared: prepareCandidate(item.candidate, day) }));
    const applicants = new Set((await loadApplicantPairs(db, org, [postingId])).map((pair) => pair.profileId));
    const { rows, bound } = await computePostingMatches(
      { id: postingId, open: true, prepared: preparePosting(posting!.requirements, day) },
      candidates,
      applicants,
      evaluationDate,
      2,
    );
    await writeRun(db, run, rows, org);
    await publishPostingRun(db, run, postingId, bound);

    const listed = await readPostingMatches(db, org, postingId, { snapshotAt: await matchSnapshotTime(db, org), limit: 10 });
    expect(profilesOf(listed)).toEqual([seasoned[0], seasoned[1]]);
    expect(listed[0]!.result.mainRank).toBe(true);
    expect(await readCurrentMatch(db, org, postingId, applicant.profileId)).toMatchObject({ inPostingList: false, evaluatedOn: evaluationDate });
    expect(await readCurrentMatch(db, org, postingId, seasoned[2]!)).toBeNull();
  });
});
