import { join } from "node:path";

// Where the embedded database keeps its files inside DATA_DIR.
export function embeddedPaths(dataDir: string) {
  return {
    pgdata: join(dataDir, "pgdata"),
    // Written by the running database process: {pid, url}. Lets the CLI reuse a running service's database.
    info: join(dataDir, "embedded-db.json"),
    // Held while a process starts the database, so two starters never open the same directory.
    lock: join(dataDir, "embedded-db.lock"),
  };
}
