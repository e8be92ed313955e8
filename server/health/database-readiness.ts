// Whether the database answers a trivial query within a short time: what a load balancer's readiness
// probe asks (health-routes.ts). Probes arrive every few seconds from every balancer; while the
// database hangs, they share the one query already waiting instead of each queueing another for a
// pool connection. A query still waiting after a few timeouts is given up on (it may never settle: the
// pool has no connect timeout), so a database that comes back is seen by the next probe.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";

export type Readiness = { ready: true } | { ready: false; reason: string };

// How many timeouts a shared query may wait before a probe starts a new one.
const givenUpAfterTimeouts = 4;

export function createDatabaseReadiness(db: Pick<Db, "execute">, timeoutMs: number, now: () => number = Date.now): () => Promise<Readiness> {
  let pending: { answer: Promise<Readiness>; startedAt: number } | undefined;

  const query = (): Promise<Readiness> => {
    if (!pending || now() - pending.startedAt > givenUpAfterTimeouts * timeoutMs) {
      const answer = db.execute(sql`select 1`).then(
        (): Readiness => ({ ready: true }),
        // The error's text may name the host or user of DATABASE_URL: the probe is unauthenticated.
        (): Readiness => ({ ready: false, reason: "the database refused the query" }),
      );
      const current = { answer, startedAt: now() };
      pending = current;
      void answer.finally(() => {
        if (pending === current) pending = undefined;
      });
    }
    return pending.answer;
  };

  return () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: `the database did not answer within ${timeoutMs} ms` }), timeoutMs);
    });
    return Promise.race([query(), late]).finally(() => clearTimeout(timer));
  };
}
