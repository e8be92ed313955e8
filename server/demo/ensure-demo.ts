import type { Database } from "../db/database.js";

// Placeholder until the demo generator lands: seeds nothing.
export async function ensureDemo(_database: Database): Promise<boolean> {
  return false;
}
