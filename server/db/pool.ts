import pg from "pg";

// DATE stays a "YYYY-MM-DD" string (pg would turn it into a local-time Date); int8 and numeric stay
// strings, which is how the API carries int64 anyway.
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on("error", () => {});
  return pool;
}
