// How the embedded database is reached (a socket only its user may open), and that its process outlives a
// signal to the process group (Ctrl-C, `timeout`) as long as its parent holds it, so that the parent can
// finish its running job before it closes the database.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { openEmbeddedDatabase } from "./embedded-database.js";
import { EMBEDDED_SOCKET_FILE, embeddedPaths } from "./paths.js";

const dataDir = mkdtempSync(join(tmpdir(), "crew-embedded-signal-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("select 1 as one")).rows[0]!.one;
  } finally {
    await client.end();
  }
}

it("keeps answering after SIGINT and SIGTERM while its parent holds it, and stops when the parent closes it", async () => {
  const database = await openEmbeddedDatabase(dataDir);
  expect(database.owned).toBe(true);
  const paths = embeddedPaths(dataDir);
  const { pid } = JSON.parse(readFileSync(paths.info, "utf8")) as { pid: number };

  // What a terminal's Ctrl-C or `timeout` sends to every process of the group, the database's included.
  process.kill(pid, "SIGINT");
  process.kill(pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(isRunning(pid)).toBe(true);
  expect(await selectOne(database.url)).toBe(1);

  await database.close();
  expect(isRunning(pid)).toBe(false);
  // A clean stop removes the file that lets another process join the running database.
  expect(existsSync(paths.info)).toBe(false);
}, 120_000);

it("is reached through a socket in a directory only its user may open, removed when it stops", async () => {
  const database = await openEmbeddedDatabase(dataDir);
  // pg takes a host that is a path as the socket's directory.
  const socketDir = new pg.Client({ connectionString: database.url }).host;
  expect(socketDir).toMatch(/^\//);
  expect(statSync(socketDir).mode & 0o777).toBe(0o700);
  expect(statSync(join(socketDir, EMBEDDED_SOCKET_FILE)).isSocket()).toBe(true);
  // Another process of the same user joins it (the CLI beside a running service).
  const joined = await openEmbeddedDatabase(dataDir);
  expect(joined.owned).toBe(false);
  expect(await selectOne(joined.url)).toBe(1);

  await database.close();
  expect(existsSync(socketDir)).toBe(false);
}, 120_000);

it("removes the socket's directory of a database process that was killed", async () => {
  const killedDir = mkdtempSync(join(tmpdir(), "crew-embedded-killed-"));
  try {
    const database = await openEmbeddedDatabase(killedDir);
    const socketDir = new pg.Client({ connectionString: database.url }).host;
    const { pid } = JSON.parse(readFileSync(embeddedPaths(killedDir).info, "utf8")) as { pid: number };
    process.kill(pid, "SIGKILL");
    await expect.poll(() => existsSync(socketDir), { timeout: 10_000 }).toBe(false);
    await database.close();
  } finally {
    rmSync(killedDir, { recursive: true, force: true });
  }
}, 120_000);
