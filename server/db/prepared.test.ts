// Prepared reads on the test run's database: on the embedded database every connection of every pool
// in a process is the same session, so a statement one connection prepared must not be prepared again
// by another (PostgreSQL would refuse: "prepared statement already exists").
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool } from "./pool.js";
import { preparedQuery } from "./prepared.js";
import * as schema from "./schema.js";

const echo = preparedQuery("test_echo", (db) => db.select({ value: sql<number>`${sql.placeholder("n")}::int + 1` }).from(sql`(select 1) as one`));

describe("prepared reads", () => {
  const pools: pg.Pool[] = [];
  const open = () => {
    const pool = createPool(inject("databaseUrl"), { max: 4, sharedSession: inject("databaseSharedSession") });
    pools.push(pool);
    return drizzle(pool, { schema });
  };
  let first: ReturnType<typeof open>;
  let second: ReturnType<typeof open>;

  beforeAll(() => {
    first = open();
    second = open();
  });
  afterAll(async () => Promise.all(pools.map((pool) => pool.end())));

  it("run side by side on every connection of two pools, each call with its own values", async () => {
    const calls = Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? echo(first, { n }) : echo(second, { n })));
    const results = await Promise.all(calls);
    expect(results.map((rows) => rows[0]?.value)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
  });

  it("keep working in a pool opened after the statement was prepared", async () => {
    const third = open();
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => echo(third, { n: n * 10 })));
    expect(results.map((rows) => rows[0]?.value)).toEqual(Array.from({ length: 8 }, (_, n) => n * 10 + 1));
  });
});
