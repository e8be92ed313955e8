// The service fills the prepared candidates cache at start (main.ts), so that the first posting
// recompute of an organization does not read and prepare every profile itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createPipeline, createPosting, createProfile } from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createPreparedCandidatesCache } from "./prepared-candidates-cache.js";
import { warmPreparedCandidates } from "./prepared-candidates-warmup.js";

describe("warming the prepared candidates at start", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("prepares every profile of each organization with job postings, and none of an organization without", async () => {
    const withPostings = await createOrganization(server.db);
    const pipelineId = (await createPipeline(server.db, { organizationId: withPostings.id })).id;
    await createPosting(server.db, { organizationId: withPostings.id, pipelineId });
    for (let i = 0; i < 3; i++) await createProfile(server.db, { organizationId: withPostings.id });
    const withoutPostings = await createOrganization(server.db);
    await createProfile(server.db, { organizationId: withoutPostings.id });

    const cache = createPreparedCandidatesCache();
    const outcome = await warmPreparedCandidates(server.db, cache);
    expect(cache.heldProfiles(withPostings.id)).toBe(3);
    expect(cache.heldProfiles(withoutPostings.id)).toBe(0);
    expect(outcome.organizations).toBeGreaterThanOrEqual(1);
    expect(outcome.profiles).toBeGreaterThanOrEqual(3);
  });

  it("stops before the next organization once the service shuts down", async () => {
    const organization = await createOrganization(server.db);
    const pipelineId = (await createPipeline(server.db, { organizationId: organization.id })).id;
    await createPosting(server.db, { organizationId: organization.id, pipelineId });
    await createProfile(server.db, { organizationId: organization.id });
    const cache = createPreparedCandidatesCache();
    const shutdown = new AbortController();
    shutdown.abort();
    expect(await warmPreparedCandidates(server.db, cache, shutdown.signal)).toMatchObject({ organizations: 0, profiles: 0 });
    expect(cache.heldProfiles(organization.id)).toBe(0);
  });
});
