// The database's write-ahead log insert position, as text ("0/1742E38"). Every write moves it
// forward, whichever session or process makes it, and plain reads leave it where it is: two equal
// readings mean nothing was written in between (document-requests/list-document-requests.ts relies on it).
import type pg from "pg";
import type { Db } from "./database.js";

export async function writePosition(db: Db): Promise<string> {
  const client = (db as unknown as { $client: pg.Pool }).$client;
  const result = await client.query<{ position: string }>("select pg_current_wal_insert_lsn()::text as position");
  return result.rows[0]!.position;
}
