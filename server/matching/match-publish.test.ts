// A publish in short transactions (match-store-writes.ts): no snapshot time ever sees part of a run, a
// pair's current match is always one whole version, the publishes of one organization wait for each
// other and another organization's do not, a failed transaction of a publish is tried again, and a
// publish whose process died is finished by the next publish of its organization or by the upkeep.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database.js";
import { createOrganization, createPipeline, createPosting, createProfile } from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { readPostingListPage } from "./match-list-repository.js";
import { matchSnapshotTime, readCurrentMatch, readPostingMatches } from "./match-store-reads.js";
import { boundOfFlagged, computedMatch } from "./match-store-test-support.js";
import { collectGarbage, finishStalePublishes, newMatchRun, publishPostingRun, writeRun, type PublishOptions } from "./match-store-writes.js";
import type { ComputedMatch } from "./persisted-pairs.js";

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
});
afterAll(() => server.close());

interface Organization {
  id: string;
  postingId: string;
  profiles: string[];
}

async function organizationWithPosting(profileCount: number): Promise<Organization> {
  const id = (await createOrganization(db)).id;
  const pipelineId = (await createPipeline(db, { organizationId: id })).id;
  const postingId = (await createPosting(db, { organizationId: id, pipelineId })).id;
  const profiles: string[] = [];
  for (let index = 0; index < profileCount; index++) profiles.push((await createProfile(db, { organizationId: id })).id);
  return { id, postingId, profiles };
}

// Every profile on the posting's list, with a score from `scoreOf`.
const listRows = (org: Organization, scoreOf: (index: number) => number): ComputedMatch[] =>
  org.profiles.map((profile, index) => computedMatch(org.postingId, profile, scoreOf(index), { posting: true }));

async function publish(org: Organization, rows: ComputedMatch[], options?: PublishOptions) {
  const run = newMatchRun("posting");
  await writeRun(db, run, rows, org.id);
  return publishPostingRun(db, run, org.postingId, boundOfFlagged(rows, "inPostingList"), options);
}

async function scoresListed(org: Organization, snapshotAt?: Date): Promise<number[]> {
  const at = snapshotAt ?? (await matchSnapshotTime(db, org.id));
  return (await readPostingMatches(db, org.id, org.postingId, { snapshotAt: at, limit: 1000 })).map((item) => item.score);
}

// The list as the service's first page reads it: with the snapshot time taken in the page's own statement.
async function scoresOnFirstPage(org: Organization): Promise<number[]> {
  const page = await readPostingListPage(db, {
    organizationId: org.id,
    jobPostingId: org.postingId,
    filter: { eligibleOnly: false },
    summary: false,
    page: { limit: 1000 },
  });
  return page!.rows.map((row) => row.score);
}

const descending = (count: number, scoreOf: (index: number) => number) => Array.from({ length: count }, (_, index) => scoreOf(index)).sort((a, b) => b - a);

// A publish that stops after its first chunk, as if its process died there.
async function publishDyingAfterFirstChunk(org: Organization, rows: ComputedMatch[]): Promise<void> {
  await expect(
    publish(org, rows, {
      chunkRows: 10,
      afterChunk: () => Promise.reject(new Error("the process died")),
    }),
  ).rejects.toThrow("the process died");
}

const ageRegistrations = (organizationId: string) =>
  db.execute(sql`update match_publishes set heartbeat_at = heartbeat_at - interval '1 hour' where organization_id = ${organizationId}`);

describe("a match publish in short transactions", () => {
  it("never shows part of a run to a snapshot, and a pair's current match is one whole version", async () => {
    const org = await organizationWithPosting(45);
    const before = (index: number) => 10 + index;
    const after = (index: number) => 100 - index;
    await publish(org, listRows(org, before));

    const seen: { listed: number[]; firstPage: number[]; current: number[] }[] = [];
    const outcome = await publish(org, listRows(org, after), {
      chunkRows: 10,
      afterChunk: async () => {
        const listed = await scoresListed(org);
        const firstPage = await scoresOnFirstPage(org);
        const current: number[] = [];
        for (const profile of org.profiles) current.push((await readCurrentMatch(db, org.id, org.postingId, profile))!.score);
        seen.push({ listed, firstPage, current });
      },
    });

    expect(outcome.published).toBe(true);
    // Five chunks, the last of 5 rows; the last hook runs once every row is published, before the
    // publish ends.
    expect(seen).toHaveLength(5);
    seen.forEach(({ listed, firstPage, current }, chunk) => {
      expect(listed).toEqual(descending(45, before));
      expect(firstPage).toEqual(descending(45, before));
      // Each pair shows its previous or its new version; the chunks published so far show the new one.
      current.forEach((score, index) => expect([before(index), after(index)]).toContain(score));
      expect(current.filter((score, index) => score === after(index))).toHaveLength(Math.min(45, 10 * (chunk + 1)));
    });
    expect(await scoresListed(org)).toEqual(descending(45, after));
    expect(await scoresOnFirstPage(org)).toEqual(descending(45, after));
    expect((await matchSnapshotTime(db, org.id)).getTime()).toBeGreaterThanOrEqual(outcome.publishedAt!.getTime());
  });

  it("still shows the last publish while the next one, registered in the millisecond of its T, goes on", async () => {
    const org = await organizationWithPosting(3);
    const outcome = await publish(
      org,
      listRows(org, () => 25),
    );
    await db.execute(sql`
      insert into match_publishes (organization_id, run_id, registered_at, heartbeat_at)
      values (${org.id}, gen_random_uuid(), ${outcome.publishedAt!.toISOString()}::timestamptz, clock_timestamp())`);
    expect(await scoresListed(org)).toEqual([25, 25, 25]);
    expect(await scoresOnFirstPage(org)).toEqual([25, 25, 25]);
    await db.execute(sql`delete from match_publishes where organization_id = ${org.id}`);
  });

  it("publishes one run of an organization at a time; another organization's publish does not wait", async () => {
    const org = await organizationWithPosting(20);
    const other = await organizationWithPosting(3);
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let pausedOnce = false;
    const first = publish(
      org,
      listRows(org, () => 40),
      {
        chunkRows: 10,
        afterChunk: async () => {
          if (pausedOnce) return;
          pausedOnce = true;
          await paused;
        },
      },
    );
    while (!pausedOnce) await new Promise((resolve) => setTimeout(resolve, 5));

    let secondDone = false;
    const second = publish(
      org,
      listRows(org, () => 60),
    ).then((outcome) => {
      secondDone = true;
      return outcome;
    });
    expect(
      (
        await publish(
          other,
          listRows(other, () => 70),
        )
      ).published,
    ).toBe(true);
    expect(await scoresListed(other)).toEqual([70, 70, 70]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(secondDone).toBe(false);
    expect(await scoresListed(org)).toEqual([]);

    resume();
    const [firstOutcome, secondOutcome] = await Promise.all([first, second]);
    expect(secondOutcome.publishedAt!.getTime()).toBeGreaterThan(firstOutcome.publishedAt!.getTime());
    expect(await scoresListed(org)).toEqual(descending(20, () => 60));
  });

  it("tries a failed transaction of a publish again at once", async () => {
    const org = await organizationWithPosting(25);
    let failures = 0;
    const outcome = await publish(
      org,
      listRows(org, () => 45),
      {
        chunkRows: 10,
        afterChunk: async () => {
          if (failures++ === 0) throw new Error("deadlock detected");
        },
      },
    );
    expect(outcome.published).toBe(true);
    expect(await scoresListed(org)).toEqual(descending(25, () => 45));
  });

  it("finishes a publish whose process died at the organization's next publish", async () => {
    const org = await organizationWithPosting(25);
    await publish(
      org,
      listRows(org, () => 20),
    );
    await publishDyingAfterFirstChunk(
      org,
      listRows(org, () => 30),
    );
    // Until it is finished, the lists read as before it.
    expect(await scoresListed(org)).toEqual(descending(25, () => 20));

    await ageRegistrations(org.id);
    const next = listRows(org, () => 50).slice(0, 5);
    const outcome = await publish(org, next);
    expect(outcome.published).toBe(true);
    // The dead run's rows were all published at its T; then the next run replaced the five pairs it
    // wrote and ended the others, computed before it.
    const current = await db.execute<{ score: number; count: number }>(sql`
      select score, count(*)::int as count from job_posting_matches
      where job_posting_id = ${org.postingId} and valid_from is not null and valid_to = 'infinity' group by score order by score`);
    expect(current.rows).toEqual([{ score: 50, count: 5 }]);
    const dead = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from job_posting_matches
      where job_posting_id = ${org.postingId} and score = 30 and valid_from is not null`);
    expect(dead.rows[0]!.count).toBe(25);
    expect(await scoresListed(org)).toEqual([50, 50, 50, 50, 50]);
  });

  it("finishes a publish whose process died in the upkeep, and keeps its rows from the garbage until then", async () => {
    const org = await organizationWithPosting(25);
    await publishDyingAfterFirstChunk(
      org,
      listRows(org, () => 35),
    );
    await collectGarbage(db, { unpublishedAfterMs: 0 });
    expect(await finishStalePublishes(db)).toBe(0);
    expect(await scoresListed(org)).toEqual([]);

    await ageRegistrations(org.id);
    expect(await finishStalePublishes(db)).toBe(1);
    expect(await scoresListed(org)).toEqual(descending(25, () => 35));
    const left = await db.execute(sql`select 1 from match_publishes where organization_id = ${org.id}`);
    expect(left.rows).toHaveLength(0);
  });
});
