// enqueue() and the SQL function enqueue_job behind it: the dedupe rule, the caller's transaction, and
// a trigger queueing work in the writing transaction.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { enqueue } from "./enqueue.js";
import { jobsOfKind, openTestDb, uniqueKind } from "./job-test-support.js";

const { db, close } = openTestDb();
afterAll(close);

describe("enqueue", () => {
  it("adds a waiting job with its organization, payload and run_after", async () => {
    const kind = uniqueKind("enqueue");
    const organization = await createOrganization(db);
    const runAfter = new Date(Date.now() + 60_000);
    const id = await enqueue(db, { kind, key: "posting-1", organizationId: organization.id, payload: { reason: "requirements" }, runAfter });
    const [job] = await jobsOfKind(db, kind);
    expect(job).toMatchObject({ id, key: "posting-1", state: "waiting", attempts: 0, organizationId: organization.id, payload: { reason: "requirements" } });
    expect(job!.runAfter.getTime()).toBe(runAfter.getTime());
  });

  it("does nothing new while the same kind and key waits: same id, first payload kept", async () => {
    const kind = uniqueKind("dedupe");
    const first = await enqueue(db, { kind, key: "a", payload: { n: 1 } });
    const second = await enqueue(db, { kind, key: "a", payload: { n: 2 } });
    const other = await enqueue(db, { kind, key: "b" });
    const otherKind = await enqueue(db, { kind: `${kind}-other`, key: "a" });
    expect(second).toBe(first);
    expect(new Set([first, other, otherKind]).size).toBe(3);
    const jobs = await jobsOfKind(db, kind);
    expect(jobs.map((j) => [j.key, j.payload])).toEqual([
      ["a", { n: 1 }],
      ["b", {}],
    ]);
  });

  it("runs a waiting retry as soon as new work for it comes, with its attempts counted afresh", async () => {
    const kind = uniqueKind("sooner");
    const first = await enqueue(db, { kind, key: "a" });
    // A failed run, waiting out its backoff.
    await db.execute(sql`UPDATE "jobs" SET "attempts" = 3, "last_error" = 'boom', "run_after" = now() + interval '10 minutes' WHERE "id" = ${first}`);
    const later = new Date(Date.now() + 3_600_000);
    expect(await enqueue(db, { kind, key: "a", runAfter: later })).toBe(first);
    // A later run_after does not postpone it.
    let [job] = await jobsOfKind(db, kind);
    expect(job!.runAfter.getTime()).toBeLessThan(Date.now() + 11 * 60_000);
    expect(job).toMatchObject({ attempts: 0, state: "waiting" });
    expect(await enqueue(db, { kind, key: "a" })).toBe(first);
    [job] = await jobsOfKind(db, kind);
    expect(job!.runAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const [row] = (await db.execute<{ last_error: string | null }>(sql`SELECT "last_error" FROM "jobs" WHERE "id" = ${first}`)).rows;
    expect(row!.last_error).toBeNull();
  });

  it("queues a second job while the first runs (it must run again after)", async () => {
    const kind = uniqueKind("while-running");
    const first = await enqueue(db, { kind, key: "a" });
    await db.execute(sql`UPDATE "jobs" SET "state" = 'running', "attempts" = 1 WHERE "id" = ${first}`);
    const second = await enqueue(db, { kind, key: "a" });
    const third = await enqueue(db, { kind, key: "a" });
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect((await jobsOfKind(db, kind)).map((j) => j.state)).toEqual(["running", "waiting"]);
  });

  it("commits and rolls back with the caller's transaction", async () => {
    const kind = uniqueKind("transaction");
    await db.transaction(async (tx) => {
      await enqueue(tx, { kind, key: "kept" });
    });
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { kind, key: "rolled-back" });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect((await jobsOfKind(db, kind)).map((j) => j.key)).toEqual(["kept"]);
  });
});

describe("enqueue_job from SQL", () => {
  it("takes kind, key, organization and payload, and dedupes the same way", async () => {
    const kind = uniqueKind("sql");
    const organization = await createOrganization(db);
    const first = await db.execute<{ id: string }>(sql`SELECT enqueue_job(${kind}, 'k', ${organization.id}::uuid, '{"a": 1}'::jsonb) AS "id"`);
    const again = await db.execute<{ id: string }>(sql`SELECT enqueue_job(${kind}, 'k', NULL, NULL) AS "id"`);
    expect(again.rows[0]!.id).toBe(first.rows[0]!.id);
    expect(await jobsOfKind(db, kind)).toMatchObject([{ key: "k", state: "waiting", organizationId: organization.id, payload: { a: 1 } }]);
  });

  it("queues work from a trigger in the writing transaction, and not when it rolls back", async () => {
    const kind = uniqueKind("trigger");
    // A table of this test's own, as an input table of matching would be.
    const table = sql.identifier(`jobs_test_input_${randomUUID().replaceAll("-", "")}`);
    const fn = sql.identifier(`jobs_test_queue_${randomUUID().replaceAll("-", "")}`);
    await db.execute(sql`CREATE TABLE ${table} ("id" uuid PRIMARY KEY, "value" int NOT NULL)`);
    try {
      await db.execute(sql`
        CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM enqueue_job(${sql.raw(`'${kind}'`)}, NEW."id"::text, NULL, jsonb_build_object('value', NEW."value"));
          RETURN NEW;
        END;
        $$`);
      await db.execute(sql`CREATE TRIGGER "queue_work" AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
      const row = randomUUID();
      await db.execute(sql`INSERT INTO ${table} VALUES (${row}, 1)`);
      await db.execute(sql`UPDATE ${table} SET "value" = 2 WHERE "id" = ${row}`);
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO ${table} VALUES (${randomUUID()}, 3)`);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      // One waiting job for the row (the update deduped into it), none for the rolled-back insert.
      expect(await jobsOfKind(db, kind)).toMatchObject([{ key: row, state: "waiting", payload: { value: 1 } }]);
    } finally {
      await db.execute(sql`DROP TABLE ${table}`);
      await db.execute(sql`DROP FUNCTION IF EXISTS ${fn}()`);
    }
  });
});
