// The real service in a child process (node --import tsx server/main.ts) on its own data directory
// and port, and the `crew` CLI against the same data directory and database.
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { post } from "./load.js";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// The service runs as `npm start` runs it: the environment and Node flags of its last command,
// `NAME=value ... node <flags> server/main.ts` (package.json), without the dashboard build before it.
const startWords = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start
  .split("&&")
  .at(-1)!
  .trim()
  .split(/\s+/);
const nodeAt = startWords.findIndex((word) => !/^[A-Z_]+=/.test(word));
const serviceEnv = Object.fromEntries(startWords.slice(0, nodeAt).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]));
const startCommand = startWords.slice(nodeAt);
if (startCommand[0] !== "node" || startCommand.at(-1) !== "server/main.ts") {
  throw new Error(`package.json's start script should end in "node <flags> server/main.ts", not "${startCommand.join(" ")}"`);
}
const serviceNodeArgs = startCommand.slice(1, -1);

// BENCH_NODE_ARGS: extra Node flags for the service process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
// to see where a read's CPU goes (Node refuses --cpu-prof in NODE_OPTIONS).
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Where the service and the CLI keep their data: always a data directory (the file-link secret lives
// there), and the database at databaseUrl, or else the embedded one in the data directory.
export interface Store {
  dataDir: string;
  databaseUrl?: string;
}

export interface RunningService {
  url: string;
  dataDir: string;
  // Seconds from spawn to the first HTTP answer (the demo is seeded before the server listens).
  listeningAfter: number;
  output: string[];
  // The service's log lines at warn level or above (LOG_LEVEL=warn: no request lines) logged between
  // two wall-clock times (Date.now()), as "<message> (at +<ms from start> ms)".
  warningsBetween(startMs: number, endMs: number): string[];
  // CPU milliseconds used so far by the service process and by its database's processes.
  sampleCpu(): Record<string, number>;
  // CPU milliseconds used so far by each thread of the service process (threadCpuMs).
  sampleThreadCpu(): Map<string, number>;
  stop(): Promise<void>;
}

// CPU ms of each thread of a process, by "name#tid" ("node (main)" for the main thread). V8's and
// libvips' threads are named; the worker threads (OCR, matching) and onnxruntime's pool are not, and
// show as "node".
export function threadCpuMs(pid: number): Map<string, number> {
  const byThread = new Map<string, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byThread;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      byThread.set(tid === String(pid) ? `${name} (main)` : `${name}#${tid}`, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the thread ended
    }
  }
  return byThread;
}

// utime + stime of a process from /proc (Linux), in milliseconds; undefined where it cannot be read.
export function readCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // After "pid (comm) ", utime and stime are the 12th and 13th fields, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const cpuMsOf = (pid: number | undefined) => (pid ? (readCpuMs(pid) ?? 0) : 0);

// The embedded database's process for a data directory (pglite-process.ts writes its pid).
export function embeddedDatabasePid(dataDir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(join(dataDir, "embedded-db.json"), "utf8")) as { pid?: number }).pid;
  } catch {
    return undefined;
  }
}

// The embedded database's process, or on PostgreSQL databaseCpuMs: the CPU of the server processes
// serving the service (bench/postgres.ts).
export async function startService(store: Store, options: { timeoutSeconds: number; databaseCpuMs?: () => number }): Promise<RunningService> {
  const { dataDir } = store;
  const port = await freePort();
  const uploadPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...extraNodeArgs, ...serviceNodeArgs, "server/main.ts"], {
    cwd: root,
    env: {
      ...serviceEnv,
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      UPLOAD_PORT: String(uploadPort),
      UPLOAD_URL: `http://127.0.0.1:${uploadPort}`,
      DATABASE_URL: store.databaseUrl ?? "",
      // Warnings only (autovacuum's long holds among them: warningsBetween); info would log every request.
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited: number | null | undefined;
  const exitPromise = new Promise<void>((resolve) => child.on("exit", (code) => ((exited = code), resolve())));

  const stop = async () => {
    if (exited !== undefined) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => {
      // The service shuts down on its own; this is only for a hung one: its process group, which
      // holds the embedded database child this service started.
      if (child.pid)
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
    }, 25_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const agent = new http.Agent({ keepAlive: false });
  const deadline = started + options.timeoutSeconds * 1000;
  for (;;) {
    if (exited !== undefined) throw new Error(`the service exited with ${exited} before answering:\n${output.join("\n")}`);
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`the service did not answer within ${options.timeoutSeconds} s:\n${output.slice(-20).join("\n")}`);
    }
    try {
      // Any Connect answer (401 without a key) means the server listens, after seeding.
      const reply = await post(agent, url, "/rpc/rpc.v1.RootService/ListAvailableRanks", undefined, "{}");
      if (reply.status === 401) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const listeningAfter = (performance.now() - started) / 1000;
  agent.destroy();
  const databasePid = store.databaseUrl ? undefined : embeddedDatabasePid(dataDir);
  const databaseCpuMs = options.databaseCpuMs ?? (() => cpuMsOf(databasePid));
  // The load generator is this process: it shares the machine's cores with the other two.
  const sampleCpu = () => ({ service: cpuMsOf(child.pid), database: databaseCpuMs(), loadGenerator: cpuMsOf(process.pid) });
  const warningsBetween = (startMs: number, endMs: number) =>
    output.flatMap((line) => {
      const entry = logEntryOf(line);
      return entry && entry.level >= 40 && entry.time >= startMs && entry.time <= endMs ? [`${entry.msg} (at +${entry.time - startMs} ms)`] : [];
    });
  const sampleThreadCpu = () => (child.pid ? threadCpuMs(child.pid) : new Map<string, number>());
  return { url, dataDir, listeningAfter, output, warningsBetween, sampleCpu, sampleThreadCpu, stop };
}

// A pino JSON line of the service's log; undefined for any other line (the start's banner).
function logEntryOf(line: string): { level: number; time: number; msg: string } | undefined {
  if (!line.startsWith("{")) return undefined;
  try {
    const entry = JSON.parse(line) as { level?: unknown; time?: unknown; msg?: unknown };
    return typeof entry.level === "number" && typeof entry.time === "number"
      ? { level: entry.level, time: entry.time, msg: String(entry.msg ?? "") }
      : undefined;
  } catch {
    return undefined;
  }
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

// `npx crew <args>` without npx's own start-up: the same bin/crew.mjs launcher, run by node.
// A bare data directory means the embedded database in it (as bench/web.ts passes it).
export function crew(where: Store | string, args: string[]): Promise<CliResult> {
  const store = typeof where === "string" ? { dataDir: where } : where;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "bin", "crew.mjs"), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", reject);
    child.on("exit", (code) =>
      resolve({
        code: code ?? 1,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

export async function crewOk(where: Store | string, args: string[]): Promise<CliResult> {
  const result = await crew(where, args);
  if (result.code !== 0) throw new Error(`crew ${args.join(" ")} exited with ${result.code}:\n${result.stderr}${result.stdout}`);
  return result;
}
