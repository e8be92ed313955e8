// What the service's job queue finished between two moments (bench/run.ts asks after each measured
// row): a read measured while the worker recomputed matches or built search entries shared the
// machine and the embedded database's one session with them, and the table says so. Read from a
// connection opened and closed around the question, so that on PostgreSQL it is never one of the
// backends whose CPU a row counts.
import { openDatabase } from "@/server/db/database.js";
import type { Store } from "./service.js";

// Jobs finished (done or failed) between from and to, by kind.
export async function jobsFinishedBetween(store: Store, from: Date, to: Date): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  try {
    const { rows } = await database.pool.query<{ kind: string; finished: number }>(
      "select kind, count(*)::int as finished from jobs where finished_at >= $1 and finished_at <= $2 group by kind order by kind",
      [from, to],
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.finished]));
  } finally {
    await database.close();
  }
}
