// One entry point for everything that needs the database (service, CLI, tests, benchmarks):
// DATABASE_URL when set, otherwise the embedded PGlite in DATA_DIR.
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { openEmbeddedDatabase } from "./embedded/embedded-database.js";
import { createPool, forgetSharedSession } from "./pool.js";
import * as schema from "./schema.js";

export type Db = NodePgDatabase<typeof schema>;
// A transaction of one: runs statements (prepared ones too) on the connection it holds.
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  // The connection string the pool uses: DATABASE_URL, or the embedded database's own.
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await openEmbeddedDatabase(options.dataDir);
  const url = options.databaseUrl ?? embedded!.url;
  const pool = createPool(url, { sharedSession: embedded !== undefined });
  const db = drizzle(pool, { schema });
  try {
    // A migration that fills a new column rewrites every row of its table, and PGlite has no autovacuum
    // to clear the old versions: vacuum once here, unless the database was empty (a fresh one is seeded,
    // and the seed vacuums after its load). A PostgreSQL server vacuums by itself.
    const before = embedded ? await appliedMigrations(pool) : 0;
    await migrate(db, { migrationsFolder });
    if (before > 0 && (await appliedMigrations(pool)) > before) await pool.query("VACUUM ANALYZE");
  } catch (error) {
    await pool.end();
    await embedded?.close();
    throw error;
  }
  return {
    db,
    pool,
    url,
    embedded: embedded !== undefined,
    async close() {
      await pool.end();
      await embedded?.close();
      if (embedded?.owned) forgetSharedSession(url);
    },
  };
}

// How many migrations the database has run (0 for a new one). drizzle keeps them in this table.
async function appliedMigrations(pool: pg.Pool): Promise<number> {
  const table = await pool.query<{ exists: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`);
  if (!table.rows[0]!.exists) return 0;
  const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
  return rows[0]!.n;
}
