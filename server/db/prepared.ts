// Reads on the hot path are prepared statements: Drizzle builds their SQL once per database handle
// instead of on every call (building it was the largest part of a read's CPU time in the service),
// and the database parses and plans each one once per session instead of on every call (on the
// embedded database an unnamed parameterised statement cost about five times the PGlite time of a
// named one).
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Db, DbTransaction } from "./database.js";
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
): (db: Db | DbTransaction, values?: Record<string, unknown>) => ReturnType<Q["execute"]> {
  const statement = `crew_${processTag}_${name}`;
  if (statement.length > 63) throw new Error(`statement name ${statement} is longer than PostgreSQL's 63 characters`);
  const queries = new WeakMap<Db | DbTransaction, Q>();
  const run = async (db: Db | DbTransaction, values?: Record<string, unknown>) => {
    let query = queries.get(db);
    // A transaction runs the query builder's statements as the database does.
    if (!query) queries.set(db, (query = build(db as Db).prepare(statement)));
    const scope = statementScope(db);
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
  return run as (db: Db | DbTransaction, values?: Record<string, unknown>) => ReturnType<Q["execute"]>;
}

// A database handle runs on its pool; a transaction (drizzle gives it no $client) on the connection it
// holds, whose record of prepared statements is the scope: on the embedded database the same shared
// record as every pool's (pool.ts), on PostgreSQL that connection's own. On the embedded database a
// statement's first run outside a transaction waits for any open one, so a statement is run either
// only inside transactions or only outside them, never both (a first run inside would wait for one
// outside that waits for it).
export function clientOf(db: Db | DbTransaction): pg.Pool | pg.PoolClient {
  const handle = db as unknown as { $client?: pg.Pool; session?: { client?: pg.PoolClient } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error("a prepared statement needs a drizzle database or one of its transactions");
  return client;
}

function statementScope(db: Db | DbTransaction): object {
  const client = clientOf(db);
  if (client instanceof pg.Pool) return preparedStatementScope(client);
  return (client as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements;
}
