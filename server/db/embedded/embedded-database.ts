// Starts the embedded database (pglite-process.ts) for a data directory, or joins the one already
// running there, so the service and the CLI can share a data directory in any order.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { EMBEDDED_SOCKET_FILE, embeddedPaths } from "./paths.js";

export interface EmbeddedDatabase {
  url: string;
  // True when this process started the database and so must stop it.
  owned: boolean;
  close(): Promise<void>;
}

const childEntry = fileURLToPath(new URL("./pglite-process.ts", import.meta.url));
// tsx's loader, located through its package.json: import.meta.resolve is missing under Vitest's runner.
const tsxLoader = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/loader.mjs")).href;
const startTimeoutMs = 120_000;

export async function openEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const paths = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const running = await findRunning(paths.info);
    if (running) return { url: running.url, owned: false, close: async () => {} };
    if (tryLock(paths.lock)) {
      try {
        return await startChild(dataDir, paths.lock);
      } catch (error) {
        rmSync(paths.lock, { force: true });
        throw error;
      }
    }
    const holder = readPid(paths.lock);
    if (holder === undefined || !isAlive(holder)) rmSync(paths.lock, { force: true });
    else if (Date.now() > deadline) throw new Error(`the embedded database in ${dataDir} did not start (held by process ${holder})`);
    else await sleep(200);
  }
}

async function findRunning(infoPath: string): Promise<{ url: string } | undefined> {
  if (!existsSync(infoPath)) return undefined;
  try {
    const info = JSON.parse(readFileSync(infoPath, "utf8")) as { pid: number; url: string };
    if (isAlive(info.pid) && (await canConnect(new URL(info.url)))) return info;
  } catch {
    // A half-written or stale file: fall through and treat the database as not running.
  }
  rmSync(infoPath, { force: true });
  return undefined;
}

async function startChild(dataDir: string, lockPath: string): Promise<EmbeddedDatabase> {
  // mkdtemp makes it readable by this user only. Under the temporary directory rather than DATA_DIR: a
  // socket's path must fit in 107 bytes.
  const socketDir = mkdtempSync(join(tmpdir(), "crew-db-"));
  if (join(socketDir, EMBEDDED_SOCKET_FILE).length > 107) {
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`the temporary directory ${tmpdir()} is too long a path for the embedded database's socket: set TMPDIR to a shorter one`);
  }
  const child = spawn(process.execPath, ["--import", tsxLoader, childEntry, dataDir, socketDir], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Two malloc arenas, as `npm start` gives the service (README "Memory"), whoever starts the database.
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
  });
  // The child removes its socket's directory when it stops; this covers one that was killed.
  child.once("exit", () => rmSync(socketDir, { recursive: true, force: true }));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error("the embedded database did not start within 120 s")), startTimeoutMs);
    child.once("message", (message: { type?: string; url?: string }) => {
      clearTimeout(timer);
      if (message.type === "ready" && message.url) resolveUrl(message.url);
      else reject(new Error(`unexpected message from the embedded database: ${JSON.stringify(message)}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database exited during start-up (code ${code})`));
    });
  });
  writeLock(lockPath, child.pid ?? process.pid);
  // Keep the IPC channel from holding the event loop open; the channel still tells the child if we die.
  child.channel?.unref();
  child.unref();
  return { url, owned: true, close: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolveStop();
    });
    // Closing the channel is the stop (pglite-process.ts): the child ignores signals while connected.
    if (child.connected) child.disconnect();
    else child.kill("SIGTERM");
  });
}

function tryLock(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function writeLock(lockPath: string, pid: number) {
  const fd = openSync(lockPath, "w");
  writeSync(fd, String(pid));
  closeSync(fd);
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, "utf8"));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// The URL's host is the socket's directory; a host name and port is what a database process started by
// an older version wrote, which may still be running beside this one.
function canConnect(url: URL): Promise<boolean> {
  const host = decodeURIComponent(url.hostname);
  return new Promise((resolveConnect) => {
    const socket = createConnection(host.startsWith("/") ? { path: join(host, EMBEDDED_SOCKET_FILE) } : { host, port: Number(url.port) });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.end();
      resolveConnect(true);
    });
    socket.once("error", () => resolveConnect(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolveConnect(false);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
