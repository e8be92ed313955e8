// A posting's recompute reads every candidate list's bound of its organization, page after page
// (match-list-bounds.ts, db/read-in-pages.ts): every page must continue where the one before ended, so
// that no bound is read twice or missed, and no other organization's is read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createPipeline, createPosting, createProfile, createSeaService } from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { loadCandidateBounds } from "./match-list-bounds.js";
import { recomputeCandidateMatches } from "./recompute.js";

describe("the candidate bounds a posting's recompute reads", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // An organization with one open posting and `count` crew profiles, each with its list computed.
  async function organizationWithBounds(count: number) {
    const org = await createOrganization(server.db);
    const pipelineId = (await createPipeline(server.db, { organizationId: org.id })).id;
    await createPosting(server.db, { organizationId: org.id, pipelineId, rank: "cook" });
    const profileIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const profileId = (await createProfile(server.db, { organizationId: org.id })).id;
      await createSeaService(server.db, { organizationId: org.id, crewProfileId: profileId, rankValues: ["cook"], signOn: "2020-01-01", position: 1 });
      await recomputeCandidateMatches(server.db, org.id, profileId);
      profileIds.push(profileId);
    }
    return { id: org.id, profileIds };
  }

  it("reads every bound of the organization once across pages, and none of another organization", async () => {
    const org = await organizationWithBounds(5);
    const other = await organizationWithBounds(2);
    const whole = await loadCandidateBounds(server.db, org.id);
    expect([...whole.keys()].sort()).toEqual([...org.profileIds].sort());
    // Five bounds in pages of 1, 2, 4 and 5: the last page full, short or empty.
    for (const pageSize of [1, 2, 4, 5]) {
      const paged = await loadCandidateBounds(server.db, org.id, pageSize);
      expect(paged).toEqual(whole);
    }
    expect([...(await loadCandidateBounds(server.db, other.id, 1)).keys()].sort()).toEqual([...other.profileIds].sort());
  });
});
