// Whether the database answers a trivial query within a short time: what a load balancer's readiness
// probe asks (health-routes.ts). Probes arrive every few seconds from every balancer; while the
// database hangs, they share the one query already waiting instead of each queueing another for a
// pool connection.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";

export type Readiness = { ready: true } | { ready: false; reason: string };

export function createDatabaseReadiness(db: Db, timeoutMs: number): () => Promise<Readiness> {
  let pending: Promise<Readiness> | undefined;

  const query = (): Promise<Readiness> => {
    if (!pending) {
      pending = db.execute(sql`select 1`).then(
        (): Readiness => ({ ready: true }),
        // The error's text may name the host or user of DATABASE_URL: the probe is unauthenticated.
        (): Readiness => ({ ready: false, reason: "the database refused the query" }),
      );
      void pending.finally(() => (pending = undefined));
    }
    return pending;
  };

  return () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: `the database did not answer within ${timeoutMs} ms` }), timeoutMs);
    });
    return Promise.race([query(), late]).finally(() => clearTimeout(timer));
  };
}
