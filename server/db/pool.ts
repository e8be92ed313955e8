import pg from "pg";

// DATE stays a "YYYY-MM-DD" string (pg would turn it into a local-time Date); int8 and numeric stay
// strings, which is how the API carries int64 anyway.
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  max?: number;
  // Every connection reaches the same database session: true of the embedded database, where
  // pglite-socket serves all connections from PGlite's one backend. See shareStatementsBetweenConnections.
  sharedSession?: boolean;
}

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on("error", () => {});
  if (options.sharedSession) shareStatementsBetweenConnections(pool, connectionString);
  return pool;
}

// pg remembers per connection which named statements it has prepared, and prepares a statement on a
// connection that has not seen it. On the embedded database every connection talks to the same
// backend session, so the second connection to prepare a name would fail with "prepared statement
// already exists". All connections of this process to that database (every pool, since tests and the
// CLI open several) share one record, which matches what the session really holds.
// (`connection.parsedStatements` is pg's own bookkeeping, stable since pg 7.)
const sharedSessions = new Map<string, Record<string, string>>();
const sessionOfPool = new WeakMap<pg.Pool, object>();

function shareStatementsBetweenConnections(pool: pg.Pool, connectionString: string) {
  let prepared = sharedSessions.get(connectionString);
  if (!prepared) sharedSessions.set(connectionString, (prepared = {}));
  const record = prepared;
  sessionOfPool.set(pool, record);
  pool.on("connect", (client) => {
    (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements = record;
  });
}

// What holds the pool's prepared statements: the shared session of an embedded database (the same
// object for every pool on it), else the pool itself (each of its connections prepares its own).
export function preparedStatementScope(pool: pg.Pool): object {
  return sessionOfPool.get(pool) ?? pool;
}

// The embedded database at this address has stopped: a new one there starts with no statements.
export function forgetSharedSession(connectionString: string) {
  sharedSessions.delete(connectionString);
}
