// Each side's recompute keeps the other side's lists exact (match-store-writes.ts, "bounds"): after
// any sequence of changes, each recomputed only on the side that changed, every posting's list and
// every candidate's list is a prefix of its full order as a fresh evaluation of every pair ranks it,
// with fresh scores.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostings, seaServiceRecords } from "@/server/db/schema.js";
import {
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { dayFromIsoDate } from "./calendar-days.js";
import { evaluatePrepared } from "./evaluate-match.js";
import { matchIdOf } from "./match-id.js";
import { loadCandidateInputs, loadPostingInputs } from "./match-inputs-repository.js";
import { compareMatchOrder } from "./match-order.js";
import { matchSnapshotTime, readCandidateMatches, readPostingMatches } from "./match-store-reads.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { preparePosting } from "./prepared-posting.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "./recompute.js";

const RANKS = ["second_officer", "chief_officer", "third_officer", "able_seaman"];
const VESSELS = ["product_tanker", "bulk_carrier", "container_ship"];

// A small deterministic generator (the test must fail the same way twice).
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
  };
}

describe("lists kept exact by both sides' recomputes", () => {
  let server: TestServer;
  let org: OrganizationFixture;
  let pipelineId: string;
  const postings: string[] = [];
  const profiles: string[] = [];
  const postingListSize = 3;
  const candidateListSize = 2;

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server.db);
    pipelineId = (await createPipeline(server.db, { organizationId: org.id })).id;
  });
  afterAll(() => server.close());

  async function giveSeaService(profileId: string, random: ReturnType<typeof generator>) {
    await server.db.delete(seaServiceRecords).where(eq(seaServiceRecords.crewProfileId, profileId));
    const startYear = random.int(2012, 2023);
    await createSeaService(server.db, {
      organizationId: org.id,
      crewProfileId: profileId,
      rankValues: [random.pick(RANKS)],
      vesselType: random.pick(VESSELS),
      signOn: `${startYear}-0${random.int(1, 9)}-10`,
      signOff: `${startYear + random.int(1, 3)}-0${random.int(1, 9)}-20`,
      position: 1,
    });
  }

  // Every list as it reads now must be a prefix of the fresh full order, with fresh scores.
  async function expectListsExact() {
    const today = new Date().toISOString().slice(0, 10);
    const day = dayFromIsoDate(today);
    const postingInputs = await loadPostingInputs(server.db, org.id);
    const candidateInputs = await loadCandidateInputs(server.db, org.id);
    const fresh = new Map<string, { score: number; confirmedRelevantMonths: number; id: string; postingId: string; profileId: string; open: boolean }>();
    for (const posting of postingInputs) {
      const prepared = preparePosting(posting.requirements, day);
      for (const candidate of candidateInputs) {
        const result = evaluatePrepared(prepared, prepareCandidate(candidate.candidate, day));
        const id = matchIdOf(posting.id, candidate.id);
        fresh.set(id, {
          id,
          score: result.score,
          confirmedRelevantMonths: result.confirmedRelevantMonths,
          postingId: posting.id,
          profileId: candidate.id,
          open: posting.state === "open",
        });
      }
    }
    const snapshotAt = await matchSnapshotTime(server.db, org.id);
    for (const postingId of postings) {
      const listed = await readPostingMatches(server.db, org.id, postingId, { snapshotAt, limit: 100 });
      const order = [...fresh.values()].filter((pair) => pair.postingId === postingId).sort(compareMatchOrder);
      expect(listed.length, `posting ${postings.indexOf(postingId)}'s list`).toBeGreaterThanOrEqual(Math.min(postingListSize, order.length) - 1);
      expect(listed.map((item) => item.matchId)).toEqual(order.slice(0, listed.length).map((pair) => pair.id));
      for (const item of listed) expect(item.score).toBe(fresh.get(item.matchId)!.score);
    }
    for (const profileId of profiles) {
      const listed = await readCandidateMatches(server.db, org.id, profileId, { snapshotAt, limit: 100 });
      const order = [...fresh.values()].filter((pair) => pair.profileId === profileId && pair.open).sort(compareMatchOrder);
      expect(listed.map((item) => item.matchId)).toEqual(order.slice(0, listed.length).map((pair) => pair.id));
      expect(listed.length).toBeGreaterThan(0);
      for (const item of listed) expect(item.score).toBe(fresh.get(item.matchId)!.score);
    }
  }

  it("after random changes to profiles and postings, each recomputed on its own side only", async () => {
    const random = generator(14);
    for (let index = 0; index < 4; index++) {
      postings.push(
        (
          await createPosting(server.db, {
            organizationId: org.id,
            pipelineId,
            rank: random.pick(RANKS),
            vesselType: random.pick(VESSELS),
            requiredExperienceMonths: 12,
          })
        ).id,
      );
    }
    for (let index = 0; index < 8; index++) {
      const profileId = (await createProfile(server.db, { organizationId: org.id })).id;
      profiles.push(profileId);
      await giveSeaService(profileId, random);
    }
    // The first computation: every posting, then every candidate.
    for (const postingId of postings) await recomputePostingMatches(server.db, org.id, postingId, { listSize: postingListSize });
    for (const profileId of profiles) await recomputeCandidateMatches(server.db, org.id, profileId, { listSize: candidateListSize });
    await expectListsExact();

    for (let step = 0; step < 12; step++) {
      if (step % 3 === 2) {
        const postingId = random.pick(postings);
        await server.db
          .update(jobPostings)
          .set({ rank: random.pick(RANKS), vesselType: random.pick(VESSELS), state: random.int(0, 4) === 0 ? "closed" : "open" })
          .where(eq(jobPostings.id, postingId));
        await recomputePostingMatches(server.db, org.id, postingId, { listSize: postingListSize });
      } else {
        const profileId = random.pick(profiles);
        await giveSeaService(profileId, random);
        await recomputeCandidateMatches(server.db, org.id, profileId, { listSize: candidateListSize });
      }
      await expectListsExact();
    }
  });
});
