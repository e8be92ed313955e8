// Waits until the service's job queue has no due work: a seeded data directory leaves every record's
// search entry queued (the seed computes matches, not search entries), 68,820 jobs and some 8 minutes of
// the service's time at the large scale, and reads measured meanwhile would be measured beside the
// indexer rather than on a quiet service. Jobs queued for later (the match upkeep) do not count.
import { openDatabase } from "@/server/db/database.js";
import type { Store } from "./service.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForIdleQueue(store: Store, log: (line: string) => void, timeoutMs = 30 * 60_000): Promise<number> {
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  const started = performance.now();
  let lastLog = started;
  try {
    for (;;) {
      const { rows } = await database.pool.query<{ due: number }>(
        "select count(*)::int as due from jobs where state = 'running' or (state = 'waiting' and run_after <= now())",
      );
      const due = rows[0]!.due;
      const seconds = (performance.now() - started) / 1000;
      if (due === 0) return seconds;
      if (performance.now() - started > timeoutMs) throw new Error(`the job queue still had ${due} jobs due after ${seconds.toFixed(0)} s`);
      if (performance.now() - lastLog > 30_000) {
        log(`  waiting for the job queue: ${due} jobs due`);
        lastLog = performance.now();
      }
      await sleep(1_000);
    }
  } finally {
    await database.close();
  }
}
