// Helpers for the queue's tests: a pool of their own on the run's database, kinds no other test uses
// (workers only claim their own kinds, so test files never take each other's jobs), a movable clock,
// and a way to wait for the worker without fixed sleeps.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import type { Db } from "@/server/db/database.js";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import type { JobLog } from "./job-worker.js";

export function openTestDb(): { db: Db; close(): Promise<void> } {
  const pool = createPool(inject("databaseUrl"), { max: 4, sharedSession: inject("databaseSharedSession") });
  return { db: drizzle(pool, { schema }), close: () => pool.end() };
}

export const uniqueKind = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}`;

// The worker's clock: real time plus an offset the test moves.
export class TestClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A promise the test settles by hand: a handler that runs until the test lets it finish.
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function recordingLog(): JobLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) };
}

export interface JobRowView {
  id: number;
  key: string;
  state: string;
  attempts: number;
  payload: unknown;
  organizationId: string | null;
  runAfter: Date;
  leasedUntil: Date | null;
  lastError: string | null;
  finishedAt: Date | null;
}

export async function jobsOfKind(db: Db, kind: string): Promise<JobRowView[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT "id", "key", "state", "attempts", "payload", "organization_id", "run_after", "leased_until", "last_error", "finished_at"
    FROM "jobs" WHERE "kind" = ${kind} ORDER BY "id"`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    key: row.key as string,
    state: row.state as string,
    attempts: row.attempts as number,
    payload: row.payload,
    organizationId: row.organization_id as string | null,
    runAfter: new Date(row.run_after as string),
    leasedUntil: row.leased_until ? new Date(row.leased_until as string) : null,
    lastError: row.last_error as string | null,
    finishedAt: row.finished_at ? new Date(row.finished_at as string) : null,
  }));
}
