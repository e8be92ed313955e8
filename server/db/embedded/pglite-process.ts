// The embedded database: PGlite in a child process of its own, served over the PostgreSQL wire protocol
// by pglite-socket, so the service (and the CLI) talk to it through `pg` exactly as to a real server,
// and PGlite's synchronous WASM queries never block the service's event loop.
// Usage: node --import tsx pglite-process.ts <dataDir> <socketDir>
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { vector } from "@electric-sql/pglite-pgvector";
import { EMBEDDED_SOCKET_FILE, embeddedPaths, socketUrl } from "./paths.js";
import { keepExtendedQueriesTogether } from "./protocol-queue.js";

const [dataDir, socketDirArg] = process.argv.slice(2);
if (!dataDir || !socketDirArg) throw new Error("usage: pglite-process.ts <dataDir> <socketDir>");
const socketDir: string = socketDirArg;
const paths = embeddedPaths(dataDir);

const db = await PGlite.create(paths.pgdata, { extensions: { pg_trgm, unaccent, vector } });
// Every connection is this one session. Planning in WASM is slow: a read's named statement cost two to
// four times the PGlite time with a fresh plan on each run (PostgreSQL's default once it finds the
// generic plan no cheaper) as with its one generic plan. Most statements are lookups by key whose
// generic plans are as good. The setting holds for every statement with parameters, unnamed ones too:
// one whose best plan depends on the values (a run id of the match store, which may cover a handful of
// rows or millions) sets plan_cache_mode back for its own transaction (matching/match-store-writes.ts).
await db.exec("SET plan_cache_mode = force_generic_plan");
// PGlite has no background workers, so autovacuum never runs: the service vacuums after bulk loads
// and does autovacuum's work itself (autovacuum.ts).
// Connections: the service's pool (10), its matching thread's (4, matching/matching-thread.ts) and
// room for the CLI and scripts that join while it runs; a connection past the limit is refused.
// A Unix socket in a directory only this user may open (embedded-database.ts makes it): no other local
// user reaches the data, and a round trip costs less than over TCP on 127.0.0.1 (ARCHITECTURE.md, "One
// session, many connections").
const server = new PGLiteSocketServer({ db, path: join(socketDir, EMBEDDED_SOCKET_FILE), maxConnections: 32 });
// One connection's extended query at a time (protocol-queue.ts says why).
keepExtendedQueriesTogether(server as unknown as { queryQueue: unknown });
await server.start();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    await server.stop();
    // A clean close checkpoints, so the data directory always reopens.
    await db.close();
  } finally {
    rmSync(paths.info, { force: true });
    rmSync(paths.lock, { force: true });
    rmSync(socketDir, { recursive: true, force: true });
    process.exit(code);
  }
}
// The parent stops us by closing the channel (embedded-database.ts), and the channel closes as well when
// the parent dies (crash, kill -9): either way, close cleanly rather than linger.
process.on("disconnect", () => void stop(0));
// Ctrl-C in a terminal, or `timeout`, signals the whole process group, this process with its parent.
// While the parent is connected the signal is the parent's to handle: it lets its running job finish,
// then closes the channel. Stopping here at once would close the database under that job. Run on its
// own (no parent), a signal stops this process.
const onSignal = () => {
  if (!process.connected) void stop(0);
};
process.on("SIGTERM", onSignal);
process.on("SIGINT", onSignal);

// Ready only now: a parent told sooner could signal the process group before the handlers above
// were in place, and the signal's default would end this process (seen under load in a test).
const url = socketUrl(socketDir);
writeFileSync(paths.info, JSON.stringify({ pid: process.pid, url }));
process.send?.({ type: "ready", url });
