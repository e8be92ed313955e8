// Seeds the two demo organizations deterministically: organization by organization, one transaction
// each, profiles generated and inserted in chunks so even scale 33 (~50,000 profiles) fits in memory.
import { sql } from "drizzle-orm";
import { seedMatches } from "./seed-matches.js";
import type pg from "pg";
import type { Db } from "@/server/db/database.js";
import { TABLE_ORDER, type TableName } from "./insert.js";
import { DEMO_ORGANIZATIONS } from "./organizations.js";
import { generateProfileRows, generateProposalRows, planOrganization } from "./plan.js";

export interface SeedOptions {
  // 1 = the default demo size (the first organization has at least 150 postings and 1,500 crew profiles).
  scale: number;
  // Progress lines (organization skipped, rows written); silent by default.
  log?: (line: string) => void;
  // Also log the insert time per table.
  timings?: boolean;
  // Keep the per-row foreign-key checks even when the role could skip them (the tests do, to prove
  // the generated rows are consistent). By default they are skipped when allowed: 2-3x faster.
  checkForeignKeys?: boolean;
  // Compute the seeded organizations' matches once loaded (seed-matches.ts); true unless false. The
  // bench's large scale leaves them out: its full recompute is measured on its own.
  matches?: boolean;
}

const PROFILES_PER_CHUNK = 800;
// pg_advisory_xact_lock key shared by every demo seeder ("crewdemo" in ASCII).
const SEED_LOCK_KEY = 0x63726577_64656d6fn.toString();

// Seeds the two demo organizations deterministically. An organization that already exists is left
// alone (so calling it twice, or on a database shared with other tests, is a no-op for that org).
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const { scale } = options;
  if (!(typeof scale === "number" && Number.isFinite(scale) && scale > 0)) {
    throw new Error(`seedDemo: scale must be a positive number (got ${String(scale)})`);
  }
  const log = options.log ?? (() => {});
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const seeded = new Set<string>();
  try {
    for (const org of DEMO_ORGANIZATIONS) {
      const started = Date.now();
      let rows = 0;
      const timings = options.timings ? new Map<TableName, number>() : undefined;
      let generateMs = 0;
      let commitMs = 0;
      let counts = "";
      await client.query("BEGIN");
      try {
        // One seeder at a time (tests, CLI and the service may share a database); then look again.
        await client.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK_KEY]);
        const existing = await client.query("SELECT 1 FROM organizations WHERE id = $1", [org.id]);
        if (existing.rowCount) {
          await client.query("COMMIT");
          log(`${org.name}: already present, skipped`);
          continue;
        }
        const plan = planOrganization(org, scale);
        const fast = !options.checkForeignKeys && (await skipForeignKeyChecks(client));
        if (fast) log(`${org.name}: loading with session_replication_role = replica (no user triggers on the demo tables)`);
        // Users are not owned by an organization: keep those left over from an earlier seed.
        const users = plan.base.tables.get("users") ?? [];
        plan.base.tables.delete("users");
        await insertUsers(client, users);
        rows += users.length + plan.base.count();
        await plan.base.flush(client, timings);
        for (let from = 0; from < plan.profiles; from += PROFILES_PER_CHUNK) {
          const generating = performance.now();
          const chunk = generateProfileRows(plan, from, from + PROFILES_PER_CHUNK);
          generateMs += performance.now() - generating;
          rows += chunk.count();
          await chunk.flush(client, timings);
        }
        const proposals = generateProposalRows(plan);
        rows += proposals.count();
        await proposals.flush(client, timings);
        counts = `${plan.postings.length} postings, ${plan.profiles} crew profiles, ${plan.plan.posting.length} applications`;
        const committing = performance.now();
        await client.query("COMMIT");
        commitMs = performance.now() - committing;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
      if (timings)
        log(
          `  generate ${generateMs.toFixed(0)} ms, commit ${commitMs.toFixed(0)} ms; insert ms per table: ${[...timings].map(([t, ms]) => `${t}=${ms.toFixed(0)}`).join(" ")}`,
        );
      seeded.add(org.id);
      log(`${org.name}: ${counts}, ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    client.release();
  }
  // The planner needs statistics on what was just loaded (PGlite never gathers them on its own: it
  // has no autovacuum). Without them a posting search at 50,000 profiles scanned and filtered every
  // posting of the organization instead of using its indexes.
  const analyzing = performance.now();
  await db.execute(sql`VACUUM ANALYZE`);
  log(`VACUUM ANALYZE in ${((performance.now() - analyzing) / 1000).toFixed(1)} s`);
  if (options.matches === false) return;
  for (const org of DEMO_ORGANIZATIONS.filter((candidate) => seeded.has(candidate.id))) {
    const matching = performance.now();
    const { postings, candidates, rows: matchRows } = await seedMatches(db, org.id);
    log(`${org.name}: ${matchRows} matches of ${postings} postings and ${candidates} crew profiles in ${((performance.now() - matching) / 1000).toFixed(1)} s`);
  }
}

async function insertUsers(client: pg.PoolClient, users: Record<string, unknown>[]): Promise<void> {
  if (users.length === 0) return;
  await client.query(
    `INSERT INTO users (id, given_name, family_name, primary_email, created_at)
     SELECT id, given_name, family_name, primary_email, created_at FROM jsonb_populate_recordset(NULL::users, $1::jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(users)],
  );
}

// The generated rows are consistent by construction (the tests load them with the checks on), so the
// load may skip the per-row foreign-key triggers: only when the role may (a superuser, as with PGlite)
// and no user-defined trigger sits on a demo table (replica mode would silently skip it too).
async function skipForeignKeyChecks(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relname = ANY($1::text[])`,
    [TABLE_ORDER as readonly string[]],
  );
  if ((rows[0]?.n ?? 0) > 0) return false;
  await client.query("SAVEPOINT demo_replica_role");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("RELEASE SAVEPOINT demo_replica_role");
    return true;
  } catch {
    await client.query("ROLLBACK TO SAVEPOINT demo_replica_role");
    return false;
  }
}
