// The job handlers' cache of prepared postings never evaluates a posting as it was before a committed
// write: every write to a posting's row moves its read_version (migration 0018), and the cache reloads
// exactly the postings whose version moved, drops deleted ones and takes new ones. A candidate's
// recompute through it sees a posting's new requirements at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostings } from "@/server/db/schema.js";
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
import { loadPostingInputs } from "./match-inputs-repository.js";
import { readCurrentMatch } from "./match-store-reads.js";
import type { PreparedPostingItem } from "./persisted-pairs.js";
import { preparePosting } from "./prepared-posting.js";
import { createPreparedPostingsCache } from "./prepared-postings-cache.js";
import { recomputeCandidateMatches } from "./recompute.js";

describe("the prepared postings cache", () => {
  let server: TestServer;
  const day = dayFromIsoDate("2026-11-25");

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function organizationWithPipeline(): Promise<{ org: OrganizationFixture; pipelineId: string }> {
    const org = await createOrganization(server.db);
    return { org, pipelineId: (await createPipeline(server.db, { organizationId: org.id })).id };
  }
  const byId = (items: PreparedPostingItem[], id: string) => items.find((item) => item.id === id)!;

  it("serves held postings, reloads changed ones, takes new ones and drops deleted ones", async () => {
    const { org, pipelineId } = await organizationWithPipeline();
    const first = (await createPosting(server.db, { organizationId: org.id, pipelineId, rank: "master" })).id;
    const second = (await createPosting(server.db, { organizationId: org.id, pipelineId, rank: "cook" })).id;
    const cache = createPreparedPostingsCache();
    const initial = await cache.postings(server.db, org.id, day);
    expect(initial.map((item) => item.id)).toEqual([first, second].sort());
    expect(byId(initial, first).prepared.rank).toBe("master");
    const heldSecond = byId(initial, second);

    await server.db.update(jobPostings).set({ rank: "chief_officer", requiredExperienceMonths: 24 }).where(eq(jobPostings.id, first));
    const third = (await createPosting(server.db, { organizationId: org.id, pipelineId, state: "closed" })).id;
    const next = await cache.postings(server.db, org.id, day);
    expect(next.map((item) => item.id)).toEqual([first, second, third].sort());
    expect(byId(next, first).prepared.rank).toBe("chief_officer");
    expect(byId(next, first).prepared.requiredMonths).toBe(24);
    expect(byId(next, third).open).toBe(false);
    // Unchanged: the same prepared object, not read again.
    expect(byId(next, second)).toBe(heldSecond);

    // A posting closed is an input too (a candidate's list holds open postings only).
    await server.db.update(jobPostings).set({ state: "closed" }).where(eq(jobPostings.id, second));
    expect(byId(await cache.postings(server.db, org.id, day), second).open).toBe(false);

    await server.db.delete(jobPostings).where(eq(jobPostings.id, first));
    expect((await cache.postings(server.db, org.id, day)).map((item) => item.id)).toEqual([second, third].sort());
    expect(cache.heldPostings(org.id)).toBe(2);
  });

  it("reads the versions in pages: every posting once, a change on a later page reloaded, no other organization's", async () => {
    const { org, pipelineId } = await organizationWithPipeline();
    const other = await organizationWithPipeline();
    await createPosting(server.db, { organizationId: other.org.id, pipelineId: other.pipelineId });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createPosting(server.db, { organizationId: org.id, pipelineId, rank: "cook" })).id);
    ids.sort();
    const cache = createPreparedPostingsCache({ versionsPageSize: 2 });
    const initial = await cache.postings(server.db, org.id, day);
    expect(initial.map((item) => item.id)).toEqual(ids);

    // The last posting in id order is on the third page.
    await server.db
      .update(jobPostings)
      .set({ rank: "master" })
      .where(eq(jobPostings.id, ids.at(-1)!));
    const next = await cache.postings(server.db, org.id, day);
    expect(next.map((item) => item.id)).toEqual(ids);
    expect(next.at(-1)!.prepared.rank).toBe("master");
    next.slice(0, -1).forEach((item, index) => expect(item).toBe(initial[index]));
  });

  it("prepares every posting for a new day as preparing it afresh would", async () => {
    const { org, pipelineId } = await organizationWithPipeline();
    // Age bounds and the check day follow the evaluation day where the join date is past or absent.
    await createPosting(server.db, { organizationId: org.id, pipelineId, rank: "cook", minAge: 21, maxAge: 50 });
    await createPosting(server.db, { organizationId: org.id, pipelineId, joinDate: "2026-11-25", contractMonths: 6, maxAge: 40 });
    const cache = createPreparedPostingsCache();
    await cache.postings(server.db, org.id, day);
    const later = day + 400;
    const moved = await cache.postings(server.db, org.id, later);
    const inputs = new Map((await loadPostingInputs(server.db, org.id)).map((input) => [input.id, input]));
    for (const item of moved) {
      const input = inputs.get(item.id)!;
      expect(item).toEqual({ id: item.id, open: input.state === "open", prepared: preparePosting(input.requirements, later) });
    }
  });

  it("gives a candidate's recompute a posting's new requirements at once", async () => {
    const { org, pipelineId } = await organizationWithPipeline();
    const posting = (await createPosting(server.db, { organizationId: org.id, pipelineId, rank: "chief_cook", requiredExperienceMonths: 12 })).id;
    const profile = (await createProfile(server.db, { organizationId: org.id })).id;
    await createSeaService(server.db, {
      organizationId: org.id,
      crewProfileId: profile,
      rankValues: ["chief_cook"],
      vesselType: "bulk_carrier",
      signOn: "2023-01-01",
      signOff: "2024-08-23",
      position: 1,
    });
    const postings = createPreparedPostingsCache();
    await recomputeCandidateMatches(server.db, org.id, profile, { postings });
    const asCook = await readCurrentMatch(server.db, org.id, posting, profile);
    expect(asCook?.score).toBeGreaterThan(0);

    // The cook has no master's sea service: the pair scores lower, or is not kept at all.
    await server.db.update(jobPostings).set({ rank: "master" }).where(eq(jobPostings.id, posting));
    await recomputeCandidateMatches(server.db, org.id, profile, { postings });
    const asMaster = await readCurrentMatch(server.db, org.id, posting, profile);
    expect(asMaster?.score ?? 0).toBeLessThan(asCook!.score);
  });
});
