// The match store's upkeep, every few minutes in the service process (main.ts): lists older than a
// day or of another model version queued for recompute (match-freshness.ts), publishes whose process
// died finished (finishStalePublishes), and versions no cursor can reach any more and rows of crashed
// runs deleted (collectGarbage). The table's vacuum and statistics are autovacuum's, on the embedded
// database too (db/embedded/autovacuum.ts).
import type { Db } from "@/server/db/database.js";
import { queueStaleMatches } from "./match-freshness.js";
import { collectGarbage, finishStalePublishes } from "./match-store-writes.js";

export interface MatchMaintenance {
  stop(): void;
}

export function startMatchMaintenance(options: { db: Db; intervalMs?: number; onQueued?: () => void; log: { warn(message: string): void } }): MatchMaintenance {
  const { db, log } = options;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if ((await queueStaleMatches(db)) > 0) options.onQueued?.();
      await finishStalePublishes(db);
      await collectGarbage(db);
    } catch (error) {
      log.warn(`match maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 5 * 60_000);
  timer.unref();
  // A first pass soon after start: postings and profiles never computed (a database from before the
  // matching engine, or a seed without matches) are queued at once.
  const first = setTimeout(() => void tick(), 5_000);
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
