// The embedded database's process outlives a signal to the process group (Ctrl-C, `timeout`) as long as
// its parent holds it, so that the parent can finish its running job before it closes the database.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { openEmbeddedDatabase } from "./embedded-database.js";
import { embeddedPaths } from "./paths.js";

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
