// On start: seed the demo organizations (scale 1) into an empty database (the seed gathers the
// planner's statistics itself).
import type { Database } from "@/server/db/database.js";
import { seedDemo } from "./seed-demo.js";

export async function ensureDemo(database: Database, options: { log?: (line: string) => void } = {}): Promise<boolean> {
  const { rows } = await database.pool.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM organizations) AS any");
  if (rows[0]?.any) return false;
  await seedDemo(database.db, { scale: 1, log: options.log });
  return true;
}
