// Queue work from TypeScript, in the caller's transaction when given one: the job commits (or rolls
// back) with the write that made it necessary. The rule itself (one waiting job per kind and key) is
// the SQL function enqueue_job (migrations 0011 and 0022), which triggers call too.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";

// A drizzle database or a transaction of one: both can run a statement.
export type SqlExecutor = Pick<Db, "execute">;

export interface EnqueueOptions {
  kind: string;
  // What the job is about, unique across organizations (an id): with kind, the dedupe key.
  key: string;
  organizationId?: string | null;
  // JSON. Kept from the first enqueue while the job waits: put in it only what does not change for a key.
  payload?: unknown;
  // Not before this instant (the database's now() when absent).
  runAfter?: Date;
}

// The id of the job that will do the work: a new one, or the one already waiting for the same kind and
// key (then run no later than runAfter, its attempts counted afresh).
export async function enqueue(db: SqlExecutor, options: EnqueueOptions): Promise<number> {
  const payload = options.payload === undefined ? null : JSON.stringify(options.payload);
  const runAfter = options.runAfter ? options.runAfter.toISOString() : null;
  const result = await db.execute<{ id: string | number }>(sql`
    SELECT enqueue_job(${options.kind}, ${options.key}, ${options.organizationId ?? null}::uuid, ${payload}::jsonb, ${runAfter}::timestamptz) AS "id"`);
  return Number(result.rows[0]!.id);
}
