// Reads on the hot path are prepared statements: Drizzle builds their SQL once per database handle
// instead of on every call (building it was the largest part of a read's CPU time in the service),
// and the database parses and plans each one once per session instead of on every call (on the
// embedded database an unnamed parameterised statement cost about five times the PGlite time of a
// named one).
import { randomBytes } from "node:crypto";
import type { Db } from "./database.js";

// Statement names are unique per process: the embedded database is one session, shared by the
// service and any CLI that joins it, so two processes must never claim the same name.
const processTag = randomBytes(4).toString("hex");

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

// `build` is the query with sql.placeholder() where its values go; the returned function runs it.
export function preparedQuery<Q extends Executable>(
  name: string,
  build: (db: Db) => { prepare(name: string): Q },
): (db: Db, values?: Record<string, unknown>) => ReturnType<Q["execute"]> {
  const statement = `crew_${processTag}_${name}`;
  if (statement.length > 63) throw new Error(`statement name ${statement} is longer than PostgreSQL's 63 characters`);
  const byDb = new WeakMap<Db, { query: Q; firstRun?: Promise<unknown> }>();
  const run = async (db: Db, values?: Record<string, unknown>) => {
    let entry = byDb.get(db);
    if (!entry) byDb.set(db, (entry = { query: build(db).prepare(statement) }));
    // The first run parses the statement; the others wait for it, so that two connections of a
    // shared session (see pool.ts) never both try to create it.
    if (!entry.firstRun) {
      const first = entry.query.execute(values);
      const settled = first.catch(() => {
        entry.firstRun = undefined;
      });
      entry.firstRun = settled;
      return first;
    }
    await entry.firstRun;
    return entry.query.execute(values);
  };
  return run as (db: Db, values?: Record<string, unknown>) => ReturnType<Q["execute"]>;
}
