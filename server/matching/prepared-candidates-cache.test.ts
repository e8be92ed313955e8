// The job handlers' cache of prepared candidates never evaluates a profile as it was before a committed
// write: every write to a match input moves the profile's match_inputs_version (migration 0016), and
// the cache reloads exactly the profiles whose version moved, drops deleted ones and takes new ones.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewCertificates, crewProfiles, seaServiceRecords } from "@/server/db/schema.js";
import {
  createExtraction,
  createDocument,
  createDocumentSet,
  createOrganization,
  createProfile,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { dayFromIsoDate } from "./calendar-days.js";
import type { PreparedCandidateItem } from "./persisted-pairs.js";
import { loadCandidateInputs } from "./match-inputs-repository.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { createPreparedCandidatesCache } from "./prepared-candidates-cache.js";

describe("the prepared candidates cache", () => {
  let server: TestServer;
  let org: OrganizationFixture;
  const day = dayFromIsoDate("2026-11-25");

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server.db);
  });
  afterAll(() => server.close());

  const version = async (profileId: string) =>
    Number((await server.db.select({ v: crewProfiles.matchInputsVersion }).from(crewProfiles).where(eq(crewProfiles.id, profileId)))[0]!.v);

  it("moves a profile's version with each input write, and only then", async () => {
    const profileId = (await createProfile(server.db, { organizationId: org.id })).id;
    const other = (await createProfile(server.db, { organizationId: org.id })).id;
    let last = await version(profileId);
    const moved = async () => {
      const now = await version(profileId);
      const result = now !== last;
      last = now;
      return result;
    };
    const recordId = await createSeaService(server.db, {
      organizationId: org.id,
      crewProfileId: profileId,
      rankValues: ["cook"],
      signOn: "2020-01-01",
      position: 1,
    });
    expect(await moved()).toBe(true);
    await server.db.update(seaServiceRecords).set({ signOff: "2021-01-01" }).where(eq(seaServiceRecords.id, recordId));
    expect(await moved()).toBe(true);
    await server.db
      .insert(crewCertificates)
      .values({ id: crypto.randomUUID(), organizationId: org.id, crewProfileId: profileId, certificate: "cop_basic_training" });
    expect(await moved()).toBe(true);
    const setId = await createDocumentSet(server.db, { organizationId: org.id, crewProfileId: profileId });
    const document = await createDocument(server.db, { organizationId: org.id, documentSetId: setId, name: "passport.pdf" });
    await createExtraction(server.db, {
      organizationId: org.id,
      crewProfileId: profileId,
      documentSetId: setId,
      documentId: document.id,
      kind: "nationality",
      valueText: "PH",
    });
    expect(await moved()).toBe(true);
    await server.db.update(crewProfiles).set({ givenName: "Jun" }).where(eq(crewProfiles.id, profileId));
    expect(await moved()).toBe(false);
    // A record moved to another profile moves both.
    const otherBefore = await version(other);
    await server.db.update(seaServiceRecords).set({ crewProfileId: other }).where(eq(seaServiceRecords.id, recordId));
    expect(await moved()).toBe(true);
    expect(await version(other)).not.toBe(otherBefore);
  });

  it("serves held profiles, reloads changed ones, takes new ones and drops deleted ones", async () => {
    const organization = await createOrganization(server.db);
    const first = (await createProfile(server.db, { organizationId: organization.id })).id;
    const second = (await createProfile(server.db, { organizationId: organization.id })).id;
    const cache = createPreparedCandidatesCache();
    const groups = (items: PreparedCandidateItem[], id: string) => items.find((item) => item.id === id)!.prepared.groupCount;
    const initial = await cache.candidates(server.db, organization.id, day);
    expect(initial.map((item) => item.id).sort()).toEqual([first, second].sort());
    const heldSecond = initial.find((item) => item.id === second)!;

    await createSeaService(server.db, {
      organizationId: organization.id,
      crewProfileId: first,
      rankValues: ["cook"],
      signOn: "2020-01-01",
      signOff: "2021-01-01",
      position: 1,
    });
    const third = (await createProfile(server.db, { organizationId: organization.id })).id;
    const next = await cache.candidates(server.db, organization.id, day);
    expect(next.map((item) => item.id).sort()).toEqual([first, second, third].sort());
    expect(groups(next, first)).toBeGreaterThan(groups(initial, first));
    // Unchanged: the same prepared object, not read again.
    expect(next.find((item) => item.id === second)).toBe(heldSecond);

    await server.db.delete(crewProfiles).where(eq(crewProfiles.id, second));
    expect((await cache.candidates(server.db, organization.id, day)).map((item) => item.id).sort()).toEqual([first, third].sort());
  });

  it("reads the versions in pages: every profile once, a change on a later page reloaded, no other organization's", async () => {
    const organization = await createOrganization(server.db);
    const other = await createOrganization(server.db);
    await createProfile(server.db, { organizationId: other.id });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createProfile(server.db, { organizationId: organization.id })).id);
    ids.sort();
    const cache = createPreparedCandidatesCache({ versionsPageSize: 2 });
    const initial = await cache.candidates(server.db, organization.id, day);
    expect(initial.map((item) => item.id)).toEqual(ids);

    // The last profile in id order is on the third page.
    const last = ids.at(-1)!;
    await createSeaService(server.db, { organizationId: organization.id, crewProfileId: last, rankValues: ["cook"], signOn: "2020-01-01", position: 1 });
    const next = await cache.candidates(server.db, organization.id, day);
    expect(next.map((item) => item.id)).toEqual(ids);
    expect(next.at(-1)!.prepared.groupCount).toBeGreaterThan(initial.at(-1)!.prepared.groupCount);
    // The others were held, not read again.
    next.slice(0, -1).forEach((item, index) => expect(item).toBe(initial[index]));
  });

  it("runs calls for one organization one after the other: a second call made during a fill reads nothing again", async () => {
    const organization = await createOrganization(server.db);
    for (let i = 0; i < 3; i++) {
      const profileId = (await createProfile(server.db, { organizationId: organization.id })).id;
      await createSeaService(server.db, { organizationId: organization.id, crewProfileId: profileId, rankValues: ["cook"], signOn: "2020-01-01", position: 1 });
    }
    const cache = createPreparedCandidatesCache();
    expect(cache.heldProfiles(organization.id)).toBe(0);
    const [first, second] = await Promise.all([cache.candidates(server.db, organization.id, day), cache.candidates(server.db, organization.id, day)]);
    expect(second).toHaveLength(3);
    // The very objects the first fill prepared: the second call found them held.
    second.forEach((item, index) => expect(item).toBe(first[index]));
    expect(cache.heldProfiles(organization.id)).toBe(3);
  });

  it("keeps across a change of day the candidates that do not depend on the day, and prepares the others again", async () => {
    const organization = await createOrganization(server.db);
    const ashore = (await createProfile(server.db, { organizationId: organization.id })).id;
    const onBoard = (await createProfile(server.db, { organizationId: organization.id })).id;
    await createSeaService(server.db, {
      organizationId: organization.id,
      crewProfileId: ashore,
      rankValues: ["cook"],
      signOn: "2020-01-01",
      signOff: "2021-01-01",
      position: 1,
    });
    await createSeaService(server.db, { organizationId: organization.id, crewProfileId: onBoard, rankValues: ["cook"], signOn: "2026-06-01", position: 1 });
    const cache = createPreparedCandidatesCache();
    const find = (items: PreparedCandidateItem[], id: string) => items.find((item) => item.id === id)!.prepared;
    const today = await cache.candidates(server.db, organization.id, day);
    const tomorrow = await cache.candidates(server.db, organization.id, day + 1);
    const inputs = new Map((await loadCandidateInputs(server.db, organization.id)).map((input) => [input.id, input.candidate]));
    // Each is what preparing it for the new day gives.
    for (const item of tomorrow) expect(item.prepared).toEqual(prepareCandidate(inputs.get(item.id)!, day + 1));
    // The finished contract's candidate is not prepared again; the open contract gained a day.
    expect(find(tomorrow, ashore).data).toBe(find(today, ashore).data);
    expect(find(tomorrow, onBoard).totalDays).toBe(find(today, onBoard).totalDays + 1);
  });
});
