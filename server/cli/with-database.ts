// Opens the database the way the service does (DATABASE_URL, else the embedded PGlite in DATA_DIR,
// joining a running service's database when there is one), runs the command, and always closes it, so
// an embedded database this process started stops before the CLI exits.
import { fileURLToPath } from "node:url";
import { readConfig } from "@/server/config.js";
import { openDatabase, type Db } from "@/server/db/database.js";
import type { CliIo } from "./io.js";

// Without DATA_DIR, the service started by `npm start` (which npm runs in the project root) keeps its
// data in <project>/.data; npx runs the CLI in whatever directory the operator is in, so the CLI
// anchors the default there too rather than creating a second database under the current directory.
const defaultDataDir = fileURLToPath(new URL("../../.data", import.meta.url));

export async function withDatabase<T>(io: CliIo, run: (db: Db) => Promise<T>): Promise<T> {
  const config = readConfig({ ...io.env, DATA_DIR: io.env.DATA_DIR || defaultDataDir });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}
