// Reads on the hot path are prepared statements: Drizzle builds their SQL once per database handle
// instead of on every call (building it was the largest part of a read's CPU time in the service),
// and the database parses and plans each one once per session instead of on every call (on the
// embedded database an unnamed parameterised statement cost about five times the PGlite time of a
// named one).
import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { Db } from "./database.js";
import { preparedStatementScope } from "./pool.js";

// Statement names are unique per process: the embedded database is one session, shared by the
// service and any CLI that joins it, so two processes must never claim the same name.
const processTag = randomBytes(4).toString("hex");

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

// Per scope (pool.ts: a shared session, or a pool) and statement: the run that prepared it, or is
// preparing it now.
const firstRuns = new WeakMap<object, Map<string, Promise<unknown>>>();

// `build` is the query with sql.placeholder() where its values go; the returned function runs it.
export function preparedQuery<Q extends Executable>(
  name: string,
  build: (db: Db) => { prepare(name: string): Q },
): (db: Db, values?: Record<string, unknown>) => ReturnType<Q["execute"]> {
  const statement = `crew_${processTag}_${name}`;
  if (statement.length > 63) throw new Error(`statement name ${statement} is longer than PostgreSQL's 63 characters`);
  const queries = new WeakMap<Db, Q>();
  const run = async (db: Db, values?: Record<string, unknown>) => {
    let query = queries.get(db);
    if (!query) queries.set(db, (query = build(db).prepare(statement)));
    const scope = preparedStatementScope((db as unknown as { $client: pg.Pool }).$client);
    let runs = firstRuns.get(scope);
    if (!runs) firstRuns.set(scope, (runs = new Map()));
    // The first run in a scope prepares the statement; the others wait for it, so that two
    // connections of a shared session never both try to create it.
    const first = runs.get(statement);
    if (first) {
      await first;
      // The first run failed (and prepared nothing): start over, one of the waiters goes first.
      if (runs.get(statement) !== first) return run(db, values);
      return query.execute(values);
    }
    const execution = query.execute(values);
    const settled = execution.then(
      () => undefined,
      () => runs.delete(statement),
    );
    runs.set(statement, settled);
    return execution;
  };
  return run as (db: Db, values?: Record<string, unknown>) => ReturnType<Q["execute"]>;
}
