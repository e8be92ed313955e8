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

// The socket's file name in its directory: libpq's and pg's, for the default port, so that a URL
// naming the directory as its host finds it.
export const EMBEDDED_SOCKET_FILE = ".s.PGSQL.5432";

// The URL of a database listening in socketDir: pg takes a host that is a path as a socket directory.
export function socketUrl(socketDir: string): string {
  return `postgresql://postgres:postgres@${encodeURIComponent(socketDir)}/postgres`;
}
