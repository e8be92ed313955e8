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

// Waits until the service and its database use less than a tenth of a core for a whole second. The
// queue may be idle while the service still works on its own: at the start it prepares every large
// organization's match candidates (server/matching/prepared-candidates-warmup.ts), some 7 s alone at
// the large scale and far longer beside a load, since it yields to requests. On an idle machine it
// used 510–880 ms of the service's CPU and 590–960 ms of the database's every second (bench/README.md
// "Measured beside the start's warm-up").
export async function waitForIdleService(sampleCpu: () => Record<string, number>, log: (line: string) => void, timeoutMs = 10 * 60_000): Promise<number> {
  const busy = (sample: Record<string, number>) => (sample.service ?? 0) + (sample.database ?? 0);
  const started = performance.now();
  let lastLog = started;
  let before = busy(sampleCpu());
  for (;;) {
    await sleep(1_000);
    const now = busy(sampleCpu());
    const seconds = (performance.now() - started) / 1000;
    if (now - before < 100) return seconds;
    if (performance.now() - started > timeoutMs)
      throw new Error(`the service was still busy after ${seconds.toFixed(0)} s (${now - before} ms of CPU in the last second)`);
    if (performance.now() - lastLog > 30_000) {
      log(`  waiting for the service to settle: ${now - before} ms of CPU in the last second`);
      lastLog = performance.now();
    }
    before = now;
  }
}
