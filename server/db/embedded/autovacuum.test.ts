// The embedded database's autovacuum: autovacuum's rule on a table's activity, and a pass on the test
// run's database that vacuums and analyzes a table that churned, then leaves it alone.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../database.js";
import { createPool } from "../pool.js";
import * as schema from "../schema.js";
import { autovacuumPass, autovacuumSettings, upkeepOf, type AutovacuumSettings } from "./autovacuum.js";

// PostgreSQL's defaults.
const defaults: AutovacuumSettings = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  naptime: 60,
};
const quiet = { table: "t", rows: 10_000, deadRows: 0, insertedSinceVacuum: 0, changedSinceAnalyze: 0 };

describe("upkeepOf (autovacuum's rule)", () => {
  it.each([
    ["nothing changed", {}, false, false],
    ["dead rows at the threshold (50 + 20 % of 10,000)", { deadRows: 2050 }, false, false],
    ["dead rows past it", { deadRows: 2051 }, true, false],
    ["inserts past theirs (1,000 + 20 %)", { insertedSinceVacuum: 3001 }, true, false],
    ["changes past the analyze threshold (50 + 10 %)", { changedSinceAnalyze: 1051 }, false, true],
    ["a table never analyzed (rows -1) with a few changes", { rows: -1, deadRows: 51, changedSinceAnalyze: 51 }, true, true],
  ])("%s", (_, activity, vacuum, analyze) => {
    expect(upkeepOf({ ...quiet, ...activity }, defaults)).toEqual({ table: "t", vacuum, analyze });
  });

  it("never vacuums for inserts alone when their threshold is -1", () => {
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 1_000_000 }, { ...defaults, insertThreshold: -1 }).vacuum).toBe(false);
  });
});

describe("autovacuumPass", () => {
  let pool: pg.Pool;
  let db: Db;
  const table = `autovacuum_probe_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    pool = createPool(inject("databaseUrl"), { max: 2, sharedSession: inject("databaseSharedSession") });
    db = drizzle(pool, { schema });
    // Kept from a PostgreSQL server's own autovacuum, which would otherwise race the pass.
    await db.execute(sql`CREATE TABLE ${sql.identifier(table)} (id int PRIMARY KEY, note text) WITH (autovacuum_enabled = false)`);
  });
  afterAll(async () => {
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)}`);
    await pool.end();
  });

  const stats = async () =>
    (
      await db.execute<{ dead: string; vacuums: string; analyzes: string }>(
        sql`SELECT n_dead_tup AS dead, vacuum_count AS vacuums, analyze_count AS analyzes FROM pg_stat_user_tables WHERE relname = ${table}`,
      )
    ).rows[0]!;

  it("vacuums and analyzes a table that churned, and then leaves it alone", async () => {
    const settings = await autovacuumSettings(db);
    // 2,000 rows in, 1,500 out: past every threshold of a table of unknown size.
    const client = await pool.connect();
    try {
      await client.query(`INSERT INTO "${table}" SELECT g, 'note ' || g FROM generate_series(1, 2000) g`);
      await client.query(`DELETE FROM "${table}" WHERE id > 500`);
      // A server counts a connection's activity when it flushes its statistics.
      await client.query("SELECT pg_stat_force_next_flush()");
      await client.query("SELECT 1");
    } finally {
      client.release();
    }
    const deadline = Date.now() + 15_000;
    while (Number((await stats()).dead) < 1500 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const before = await stats();
    expect(Number(before.dead)).toBeGreaterThanOrEqual(1500);

    expect(await autovacuumPass(db, settings, { tables: [table] })).toEqual([{ table, vacuum: true, analyze: true }]);
    const after = await stats();
    expect(Number(after.dead)).toBe(0);
    expect(Number(after.vacuums)).toBe(Number(before.vacuums) + 1);
    expect(Number(after.analyzes)).toBe(Number(before.analyzes) + 1);
    // Its 500 rows are what the planner now knows.
    const { rows } = await db.execute<{ reltuples: number }>(sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`);
    expect(Number(rows[0]!.reltuples)).toBe(500);

    expect(await autovacuumPass(db, settings, { tables: [table] })).toEqual([]);
  });

  it("vacuums a table with no counted activity when asked to vacuum every table (the first pass after a start)", async () => {
    const settings = await autovacuumSettings(db);
    const before = await stats();
    expect(await autovacuumPass(db, settings, { tables: [table] })).toEqual([]);
    expect(await autovacuumPass(db, settings, { tables: [table], everyTable: true })).toEqual([{ table, vacuum: true, analyze: false }]);
    expect(Number((await stats()).vacuums)).toBe(Number(before.vacuums) + 1);
  });

  it("stops between tables when asked", async () => {
    // The probe table would be vacuumed (every table is asked for): stopping before it leaves it be.
    expect(await autovacuumPass(db, await autovacuumSettings(db), { tables: [table], everyTable: true, stopping: () => true })).toEqual([]);
  });
});
