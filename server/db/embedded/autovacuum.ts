// PostgreSQL's autovacuum, done by the service for the embedded database. PGlite runs no background
// workers, so nothing vacuums or analyzes its tables between starts (autovacuum is "on" and never
// runs): the job queue's rows, the search entries and the persisted matches, written all day, would
// keep their dead versions (a bigger table and index to read on every call) and the planner its
// statistics of the day the table was small (a sequential scan of the jobs table that looked cheap
// cost 291 ms a minute once, job-queries.ts). A PostgreSQL server does this by itself; main.ts starts
// this loop only on the embedded database.
//
// The rule is autovacuum's own, with the database's own settings (autovacuum_vacuum_threshold and the
// rest, pg_settings): a table is vacuumed when its dead rows, or its rows inserted since its last
// vacuum, pass threshold + scale factor × its rows, and analyzed when the rows changed since its last
// analyze do. The activity is the database's own count (pg_stat_user_tables). PGlite keeps those
// counts for its session only: they start at zero at every start (measured: 600 dead rows counted
// before a clean close, none after the reopen), so the first pass after a start vacuums every table
// once, which costs little where nothing is dead (the search bench's 7 GB database: 0.2 s), and the
// counts take over from there. The planner's statistics themselves are kept (pg_statistic).
// Per-table autovacuum settings (reloptions) are not read.
//
// Each statement holds the embedded database's one session while it runs, and every read waits for
// it. Measured on the search bench's data set (200,000 crew profiles, 7 GB): a VACUUM of the profile
// search entries after 40,000 changed entries took 0.7 s, of the whole database with nothing to do
// 0.2 s; an ANALYZE of the profile entries 1.5 s, which the rule asks for after every 20,000 changes.
import { sql } from "drizzle-orm";
import type { Db } from "../database.js";

export interface TableActivity {
  table: string;
  // The planner's estimate (pg_class.reltuples); -1 for a table never vacuumed or analyzed.
  rows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export interface AutovacuumSettings {
  vacuumThreshold: number;
  vacuumScaleFactor: number;
  // -1: inserts alone never call for a vacuum.
  insertThreshold: number;
  insertScaleFactor: number;
  analyzeThreshold: number;
  analyzeScaleFactor: number;
  // Seconds between passes.
  naptime: number;
}

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

// What autovacuum would do to this table now.
export function upkeepOf(activity: TableActivity, settings: AutovacuumSettings): TableUpkeep {
  const rows = Math.max(activity.rows, 0);
  const vacuum =
    activity.deadRows > settings.vacuumThreshold + settings.vacuumScaleFactor * rows ||
    (settings.insertThreshold >= 0 && activity.insertedSinceVacuum > settings.insertThreshold + settings.insertScaleFactor * rows);
  const analyze = activity.changedSinceAnalyze > settings.analyzeThreshold + settings.analyzeScaleFactor * rows;
  return { table: activity.table, vacuum, analyze };
}

export async function autovacuumSettings(db: Db): Promise<AutovacuumSettings> {
  const { rows } = await db.execute<{ name: string; setting: string }>(
    sql`SELECT name, setting FROM pg_settings WHERE name IN ('autovacuum_vacuum_threshold', 'autovacuum_vacuum_scale_factor',
      'autovacuum_vacuum_insert_threshold', 'autovacuum_vacuum_insert_scale_factor', 'autovacuum_analyze_threshold',
      'autovacuum_analyze_scale_factor', 'autovacuum_naptime')`,
  );
  const setting = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`pg_settings has no ${name}`);
    return Number(row.setting);
  };
  return {
    vacuumThreshold: setting("autovacuum_vacuum_threshold"),
    vacuumScaleFactor: setting("autovacuum_vacuum_scale_factor"),
    insertThreshold: setting("autovacuum_vacuum_insert_threshold"),
    insertScaleFactor: setting("autovacuum_vacuum_insert_scale_factor"),
    analyzeThreshold: setting("autovacuum_analyze_threshold"),
    analyzeScaleFactor: setting("autovacuum_analyze_scale_factor"),
    naptime: setting("autovacuum_naptime"),
  };
}

// The public schema's tables and what was done to them since their last vacuum and analyze.
async function tableActivity(db: Db): Promise<TableActivity[]> {
  const { rows } = await db.execute<{ table: string; rows: number; dead: string; inserted: string; changed: string }>(
    sql`SELECT s.relname AS "table", c.reltuples AS rows, s.n_dead_tup AS dead, s.n_ins_since_vacuum AS inserted,
        s.n_mod_since_analyze AS changed
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = 'public'
      ORDER BY s.relname`,
  );
  return rows.map((row) => ({
    table: row.table,
    rows: Number(row.rows),
    deadRows: Number(row.dead),
    insertedSinceVacuum: Number(row.inserted),
    changedSinceAnalyze: Number(row.changed),
  }));
}

export interface AutovacuumPassOptions {
  // Only these tables (all of the public schema's when absent).
  tables?: readonly string[];
  // Vacuum every table, whatever its counts say (analyze still by the rule).
  everyTable?: boolean;
  // Asked between two tables: stop there.
  stopping?: () => boolean;
  // Each statement run, with its time.
  onDone?: (upkeep: TableUpkeep, ms: number) => void;
}

// One pass: every table that needs it vacuumed and/or analyzed, one statement at a time, so that the
// reads waiting for the session get it between two tables. Returns what it did.
export async function autovacuumPass(db: Db, settings: AutovacuumSettings, options: AutovacuumPassOptions = {}): Promise<TableUpkeep[]> {
  const wanted = options.tables ? new Set(options.tables) : undefined;
  const done: TableUpkeep[] = [];
  for (const activity of await tableActivity(db)) {
    if (wanted && !wanted.has(activity.table)) continue;
    if (options.stopping?.()) break;
    const ruled = upkeepOf(activity, settings);
    const upkeep = options.everyTable ? { ...ruled, vacuum: true } : ruled;
    if (!upkeep.vacuum && !upkeep.analyze) continue;
    const table = sql.identifier(activity.table);
    const started = performance.now();
    await db.execute(sql`${sql.raw(statementName(upkeep))} ${table}`);
    options.onDone?.(upkeep, performance.now() - started);
    done.push(upkeep);
  }
  return done;
}

export interface EmbeddedAutovacuum {
  // Ends the loop; resolves once a pass under way has finished its statement.
  stop(): Promise<void>;
}

// A pass at start, then every autovacuum_naptime (a minute by default); the first one vacuums every
// table (the counts of the session before are lost). A statement that held the session for a second
// or more is logged as a warning.
export function startEmbeddedAutovacuum(options: { db: Db; log: { info(message: string): void; warn(message: string): void } }): EmbeddedAutovacuum {
  const { db, log } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let first = true;
  const pass = async (settings: AutovacuumSettings) => {
    const everyTable = first;
    first = false;
    try {
      await autovacuumPass(db, settings, {
        everyTable,
        stopping: () => stopped,
        onDone: (upkeep, ms) => {
          // A warning: every request waited that long (at the bench's large scale a VACUUM of the match
          // store held it 6.7–8.2 s, bench/README.md), and the bench reports warnings per measured read.
          if (ms >= 1000) log.warn(`autovacuum: ${statementName(upkeep)} ${upkeep.table} held the database for ${Math.round(ms)} ms`);
        },
      });
    } catch (error) {
      log.warn(`autovacuum pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const starting = autovacuumSettings(db).then(
    (settings) => {
      if (stopped) return;
      const tick = () => {
        // A pass still under way (a long ANALYZE) is not doubled.
        if (running || stopped) return;
        running = pass(settings).finally(() => (running = undefined));
      };
      // The first pass at once: it vacuums every table, and on a database left with many dead rows that
      // is the longest one (at the bench's large scale it held the database 14 s, bench/README.md).
      // Taken while the service starts, it waits for nobody's work; a minute later, it fell in the
      // middle of the recruiters' (and the bench's) reads.
      tick();
      timer = setInterval(tick, settings.naptime * 1000);
      timer.unref();
    },
    (error: unknown) => log.warn(`autovacuum not started: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    async stop() {
      stopped = true;
      await starting;
      clearInterval(timer);
      await running;
    },
  };
}

const statementName = (upkeep: TableUpkeep) => (upkeep.vacuum ? (upkeep.analyze ? "VACUUM (ANALYZE)" : "VACUUM") : "ANALYZE");
