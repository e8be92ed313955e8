// A statement written as SQL text with $1, $2... run as a named prepared statement through
// db/prepared.ts (which names it once per process and prepares it once per session). The search
// queries are SQL text: their CTEs, window count and tsquery operators read better so than in the
// query builder, and a fixed text per statement lets the embedded database plan each once (the job
// queue's idle look uses it for the planning alone).
import type pg from "pg";
import type { Db, DbTransaction } from "@/server/db/database.js";
import { clientOf, preparedQuery } from "@/server/db/prepared.js";

export function preparedSql<Row extends pg.QueryResultRow>(name: string, text: string): (db: Db | DbTransaction, values: unknown[]) => Promise<Row[]> {
  const run = preparedQuery(name, (db) => ({
    prepare: (statement: string) => ({
      execute: async (values?: Record<string, unknown>) => {
        const result = await clientOf(db).query<Row>({ name: statement, text, values: (values?.list as unknown[]) ?? [] });
        return result.rows;
      },
    }),
  }));
  return (db, values) => run(db, { list: values }) as Promise<Row[]>;
}
