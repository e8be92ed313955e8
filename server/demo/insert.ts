// Batched inserts: one statement per few thousand rows, the whole batch as one jsonb parameter
// (INSERT ... SELECT ... FROM jsonb_populate_recordset), which is what PGlite loads fastest.
import type pg from "pg";

// A row keyed by column name (snake_case), values JSON-serialisable.
export type Row = Record<string, unknown>;

// Tables in foreign-key order: a flush writes them in this order.
export const TABLE_ORDER = [
  "organizations",
  "users",
  "members",
  "pipelines",
  "pipeline_stages",
  "career_sites",
  "email_templates",
  "crew_requests",
  "job_postings",
  "job_posting_assignees",
  "crew_profiles",
  "document_requests",
  "document_sets",
  "documents",
  "sea_service_records",
  "on_land_work_experiences",
  "crew_certificates",
  "document_extractions",
  "email_receipts",
  "job_applications",
  "submissions",
  "document_request_items",
  "proposals",
  "proposal_crew_profiles",
] as const;

export type TableName = (typeof TABLE_ORDER)[number];

const MAX_BATCH_BYTES = 4_000_000;
const MAX_BATCH_ROWS = 5_000;

export async function insertRows(client: pg.PoolClient | pg.Pool, table: TableName, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const list = columns.map((c) => `"${c}"`).join(", ");
  const text = `INSERT INTO "${table}" (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`;
  let start = 0;
  while (start < rows.length) {
    // Grow the batch until it reaches the row or byte budget.
    let end = start;
    let bytes = 2;
    const parts: string[] = [];
    while (end < rows.length && end - start < MAX_BATCH_ROWS && bytes < MAX_BATCH_BYTES) {
      const json = JSON.stringify(rows[end]);
      parts.push(json);
      bytes += json.length + 1;
      end++;
    }
    await client.query(text, [`[${parts.join(",")}]`]);
    start = end;
  }
}

// Collects rows per table and writes them in foreign-key order.
export class RowBuffer {
  readonly tables = new Map<TableName, Row[]>();

  add(table: TableName, ...rows: Row[]): void {
    let list = this.tables.get(table);
    if (!list) {
      list = [];
      this.tables.set(table, list);
    }
    for (const row of rows) list.push(row);
  }

  count(table?: TableName): number {
    if (table) return this.tables.get(table)?.length ?? 0;
    let total = 0;
    for (const rows of this.tables.values()) total += rows.length;
    return total;
  }

  // Writes every table; `timings` (optional) accumulates milliseconds per table.
  async flush(client: pg.PoolClient, timings?: Map<TableName, number>): Promise<Map<TableName, number>> {
    const written = new Map<TableName, number>();
    for (const table of TABLE_ORDER) {
      const rows = this.tables.get(table);
      if (!rows || rows.length === 0) continue;
      const started = performance.now();
      await insertRows(client, table, rows);
      if (timings) timings.set(table, (timings.get(table) ?? 0) + performance.now() - started);
      written.set(table, rows.length);
    }
    this.tables.clear();
    return written;
  }
}
