// The service fills the prepared candidates cache at start (main.ts), so that the first posting
// recompute of an organization does not read and prepare every profile itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createPipeline, createPosting, createProfile } from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createPreparedCandidatesCache } from "./prepared-candidates-cache.js";
import { organizationsToWarm, warmPreparedCandidates } from "./prepared-candidates-warmup.js";

describe("warming the prepared candidates at start", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function organizationWith(profiles: number, postings: number) {
    const organization = await createOrganization(server.db);
    const pipelineId = (await createPipeline(server.db, { organizationId: organization.id })).id;
    for (let i = 0; i < postings; i++) await createPosting(server.db, { organizationId: organization.id, pipelineId });
    for (let i = 0; i < profiles; i++) await createProfile(server.db, { organizationId: organization.id });
    return organization.id;
  }

  it("chooses the organizations with job postings, the most crew profiles first", async () => {
    const smaller = await organizationWith(2, 1);
    const larger = await organizationWith(3, 1);
    const withoutPostings = await organizationWith(4, 0);
    // Every organization of the (shared) test database: ours in their order among them.
    const chosen = (await organizationsToWarm(server.db, 1_000_000)).filter((id) => [smaller, larger, withoutPostings].includes(id));
    expect(chosen).toEqual([larger, smaller]);
  });

  it("prepares every profile of each organization it is given", async () => {
    const first = await organizationWith(3, 1);
    const second = await organizationWith(1, 1);
    const cache = createPreparedCandidatesCache();
    expect(await warmPreparedCandidates(server.db, cache, { organizationIds: [first, second] })).toMatchObject({ organizations: 2, profiles: 4 });
    expect(cache.heldProfiles(first)).toBe(3);
    expect(cache.heldProfiles(second)).toBe(1);
  });

  it("stops before the next organization once the service shuts down", async () => {
    const organization = await organizationWith(1, 1);
    const cache = createPreparedCandidatesCache();
    const shutdown = new AbortController();
    shutdown.abort();
    expect(await warmPreparedCandidates(server.db, cache, { signal: shutdown.signal, organizationIds: [organization] })).toMatchObject({
      organizations: 0,
      profiles: 0,
    });
    expect(cache.heldProfiles(organization)).toBe(0);
  });
});
