// Issue 15's upload budget: a batch of candidate documents sent through the spec's literal flow to the
// real service, end to end. The service runs in a child process on a temporary data directory (the
// embedded database), as `npm run bench` starts it (bench/service.ts); each batch is a generated pile
// (server/uploads/test-documents: mixedPile, text PDFs, clean and degraded scans and its traps)
// written to a temporary folder, then:
//
//   CreateManualUpload (Connect JSON, a key with service:documents:write, into an open posting)
//   → one multipart POST of params, signature and the files to {upload_url}/assemblies
//   → ListManualUploads polled until the upload is COMPLETED or FAILED
//   → the job queue polled until the match recomputes the upload queued have run.
//
// Measured per batch: wall time from CreateManualUpload and from the POST to the end state, the
// service's and the embedded database's CPU (utime + stime from /proc: OCR runs in a worker thread of
// the service process, sharp and the PDF renderer in its threads too, so the service's figure holds
// them all), per thread of the service, peak resident memory (VmRSS sampled, and VmHWM), each file's
// end state against its truth, the people found against the truth's, and the machine's load and steal.
//
//   BENCH_UPLOADS=1 npm run bench        (or node --import tsx bench/upload-batch.ts)
//
// Variables: bench/README.md, "Uploads". Results: a Markdown table on stdout and
// bench/results/<timestamp>-uploads.json.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase, type Database } from "@/server/db/database.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import { PROCESS_UPLOAD_JOB } from "@/server/uploads/upload-job-kinds.js";
import { mixedPile } from "@/server/uploads/test-documents/pile.js";
import type { CorpusTruth, FileTruth } from "@/server/uploads/test-documents/truth-types.js";
import { crewOk, readCpuMs, root, startService, threadCpuMs, type RunningService, type Store } from "./service.js";
import { readCpuTimes, stealPercent, type CpuTimes } from "./steal.js";
import { runLoad, type LoadResult } from "./load.js";

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number | undefined, digits = 1) => (n === undefined || Number.isNaN(n) ? "–" : n.toFixed(digits));

// People per batch: one mixedPile each. 4 people make 21 files (17 documents of theirs, an invoice, an
// encrypted CV, a cut PDF, an empty file); 48 about 200 (seed 3: exactly 200, the processor's most).
const batchPeople = (process.env.BENCH_UPLOAD_BATCHES ?? "4,4,48").split(",").map((part) => Number(part.trim()));
if (batchPeople.some((n) => !Number.isInteger(n) || n < 3))
  throw new Error(`BENCH_UPLOAD_BATCHES is a list of people per batch, each 3 or more: "${process.env.BENCH_UPLOAD_BATCHES}"`);
// Batch i is mixedPile(firstSeed + i): every batch has other people, so none is matched to the profiles
// an earlier batch made.
const firstSeed = Number(process.env.BENCH_UPLOAD_SEED ?? 1);
const intoPosting = process.env.BENCH_UPLOAD_POSTING !== "0";
const timeoutSeconds = Number(process.env.BENCH_UPLOAD_TIMEOUT_SECONDS ?? 1800);
const pollMs = Number(process.env.BENCH_UPLOAD_POLL_MS ?? 500);
const sampleMs = 200;
// The issue's 1.5 GB read as GiB; the figures are printed in MiB and GiB.
const budget = { smallBatchSeconds: 60, smallBatchMaxFiles: 25, peakRssBytes: 1.5 * 2 ** 30 };
if ((process.env.BENCH_DATABASE || "embedded") !== "embedded") throw new Error("bench/upload-batch.ts runs on the embedded database only");

// ---- /proc readings -------------------------------------------------------------------------------

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
const bytesOfKb = (kb: number | undefined) => (kb === undefined ? undefined : kb * 1024);

function parentOf(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
  } catch {
    return undefined;
  }
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
};

// The service's process: the embedded database's parent (it starts the database as its child), checked
// by its command line; else the process running server/main.ts on this data directory.
function servicePid(dataDir: string): { service: number; database: number | undefined } {
  let database: number | undefined;
  try {
    database = (JSON.parse(readFileSync(join(dataDir, "embedded-db.json"), "utf8")) as { pid?: number }).pid;
  } catch {
    database = undefined;
  }
  const parent = database === undefined ? undefined : parentOf(database);
  if (parent !== undefined && commandLine(parent).includes("server/main.ts")) return { service: parent, database };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (!commandLine(pid).includes("server/main.ts")) continue;
    try {
      if (readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(`DATA_DIR=${dataDir}`)) return { service: pid, database };
    } catch {
      // not ours
    }
  }
  throw new Error(`no server/main.ts process on ${dataDir}`);
}

// Busy (non-idle, non-iowait) ticks of the whole machine, for what other processes took meanwhile.
function machineBusyTicks(): { busy: number; total: number } | undefined {
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = f.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - (f[3] ?? 0) - (f[4] ?? 0) - (f[7] ?? 0), total };
  } catch {
    return undefined;
  }
}

interface Snapshot {
  at: number;
  serviceCpuMs: number;
  databaseCpuMs: number;
  benchCpuMs: number;
  threads: Map<string, number>;
  cpuTimes: CpuTimes | undefined;
  machine: { busy: number; total: number } | undefined;
}

function snapshot(pids: { service: number; database: number | undefined }): Snapshot {
  return {
    at: performance.now(),
    serviceCpuMs: readCpuMs(pids.service) ?? Number.NaN,
    databaseCpuMs: pids.database === undefined ? 0 : (readCpuMs(pids.database) ?? Number.NaN),
    benchCpuMs: readCpuMs(process.pid) ?? Number.NaN,
    threads: threadCpuMs(pids.service),
    cpuTimes: readCpuTimes(),
    machine: machineBusyTicks(),
  };
}

interface Interval {
  seconds: number;
  serviceCpuSeconds: number;
  databaseCpuSeconds: number;
  benchCpuSeconds: number;
  stealPercent: number | undefined;
  // Every process's CPU over the interval as a share of the machine's (2 cores = 100 %), and what the
  // processes other than the service, its database and this bench took of it.
  machineBusyPercent: number | undefined;
  othersPercent: number | undefined;
  threads: Record<string, number>;
}

const ticksPerSecond = 100;

function between(a: Snapshot, b: Snapshot): Interval {
  const seconds = (b.at - a.at) / 1000;
  const serviceCpuSeconds = (b.serviceCpuMs - a.serviceCpuMs) / 1000;
  const databaseCpuSeconds = (b.databaseCpuMs - a.databaseCpuMs) / 1000;
  const benchCpuSeconds = (b.benchCpuMs - a.benchCpuMs) / 1000;
  let machineBusyPercent: number | undefined;
  let othersPercent: number | undefined;
  if (a.machine && b.machine && b.machine.total > a.machine.total) {
    const total = b.machine.total - a.machine.total;
    machineBusyPercent = (100 * (b.machine.busy - a.machine.busy)) / total;
    const ours = (serviceCpuSeconds + databaseCpuSeconds + benchCpuSeconds) * ticksPerSecond;
    othersPercent = Math.max(0, (100 * (b.machine.busy - a.machine.busy - ours)) / total);
  }
  // The threads that used at least 0.05 s, busiest first.
  const threads = Object.fromEntries(
    [...b.threads]
      .map(([name, ms]) => [name, +((ms - (a.threads.get(name) ?? 0)) / 1000).toFixed(2)] as const)
      .filter(([, used]) => used >= 0.05)
      .sort((x, y) => y[1] - x[1]),
  );
  return {
    seconds: +seconds.toFixed(2),
    serviceCpuSeconds: +serviceCpuSeconds.toFixed(2),
    databaseCpuSeconds: +databaseCpuSeconds.toFixed(2),
    benchCpuSeconds: +benchCpuSeconds.toFixed(2),
    stealPercent: stealPercent(a.cpuTimes, b.cpuTimes),
    machineBusyPercent,
    othersPercent,
    threads,
  };
}

// Resident memory sampled every sampleMs while a batch runs (VmHWM, the kernel's own peak, is read too).
function memorySampler(pids: { service: number; database: number | undefined }) {
  let service = 0;
  let database = 0;
  let sum = 0;
  const tick = () => {
    const s = bytesOfKb(statusKb(pids.service, "VmRSS")) ?? 0;
    const d = pids.database === undefined ? 0 : (bytesOfKb(statusKb(pids.database, "VmRSS")) ?? 0);
    service = Math.max(service, s);
    database = Math.max(database, d);
    sum = Math.max(sum, s + d);
  };
  tick();
  const timer = setInterval(tick, sampleMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return {
        serviceRssPeakBytes: service,
        databaseRssPeakBytes: database,
        sumRssPeakBytes: sum,
        serviceHwmBytes: bytesOfKb(statusKb(pids.service, "VmHWM")),
        databaseHwmBytes: pids.database === undefined ? undefined : bytesOfKb(statusKb(pids.database, "VmHWM")),
      };
    },
  };
}

// ---- the flow ---------------------------------------------------------------------------------------

interface Instruction {
  upload_url: string;
  params: string;
  signature: string;
  upload_id: string;
}

interface ListedFile {
  name: string;
  contentType: string;
  state: string;
  errorMessage: string;
  crewProfileId: string;
}

interface ListedUpload {
  id: string;
  state: string;
  errorMessage: string;
  fileCount: string;
  processedFileCount: string;
  failedFileCount: string;
  crewProfileIds: string[];
  jobApplicationIds: string[];
  files: ListedFile[];
}

// A Connect call as an integrator's HTTP client makes it: fetch asks for and decodes a compressed
// answer (the service compresses answers of 8 KiB and more: a 200-file upload's listing is).
async function rpc<T>(service: RunningService, method: string, key: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${service.url}/rpc/rpc.v1.OrganizationService/${method}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Connect-Protocol-Version": "1", Authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

// What each file of the truth should end as: a person's document processed into a profile, the invoice
// unattributed, the empty, encrypted and cut files failed with their reason.
const expectedFailure: Record<string, { state: string; message: RegExp }> = {
  empty: { state: "MANUAL_UPLOAD_FILE_STATE_FAILED", message: /empty/ },
  encrypted: { state: "MANUAL_UPLOAD_FILE_STATE_FAILED", message: /encrypted/ },
  truncated: { state: "MANUAL_UPLOAD_FILE_STATE_FAILED", message: /damaged or cut short/ },
  unrelated: { state: "MANUAL_UPLOAD_FILE_STATE_UNATTRIBUTED", message: /./ },
};

interface FileCheck {
  expectedTraps: number;
  trapsAsExpected: number;
  trapsOtherwise: { name: string; reason: string; state: string; errorMessage: string }[];
  documents: number;
  documentsProcessed: number;
  // A person's document that failed or named nobody: these must be none.
  documentsNotProcessed: { name: string; kind: string; state: string; errorMessage: string }[];
  people: number;
  profiles: number;
  applications: number;
  // People whose documents all went to one profile that holds nobody else's.
  peopleGroupedRight: number;
  groupingErrors: string[];
}

function checkFiles(upload: ListedUpload, truth: CorpusTruth): FileCheck {
  const listed = new Map(upload.files.map((file) => [file.name, file]));
  const traps = truth.files.filter((file) => file.personId === null);
  const documents = truth.files.filter((file) => file.personId !== null);
  const trapsOtherwise: FileCheck["trapsOtherwise"] = [];
  for (const file of traps) {
    const got = listed.get(file.name);
    const expected = expectedFailure[file.noPersonReason ?? ""];
    if (!got || !expected || got.state !== expected.state || !expected.message.test(got.errorMessage)) {
      trapsOtherwise.push({ name: file.name, reason: file.noPersonReason ?? "", state: got?.state ?? "missing", errorMessage: got?.errorMessage ?? "" });
    }
  }
  const documentsNotProcessed: FileCheck["documentsNotProcessed"] = [];
  for (const file of documents) {
    const got = listed.get(file.name);
    if (!got || got.state !== "MANUAL_UPLOAD_FILE_STATE_PROCESSED" || !got.crewProfileId) {
      documentsNotProcessed.push({ name: file.name, kind: describeFile(file), state: got?.state ?? "missing", errorMessage: got?.errorMessage ?? "" });
    }
  }
  // Grouping: each truth person's processed files on one profile, that profile nobody else's.
  const profilesOf = new Map<string, Set<string>>();
  const peopleOf = new Map<string, Set<string>>();
  for (const file of documents) {
    const profile = listed.get(file.name)?.crewProfileId;
    if (!profile) continue;
    (profilesOf.get(file.personId!) ?? profilesOf.set(file.personId!, new Set()).get(file.personId!)!).add(profile);
    (peopleOf.get(profile) ?? peopleOf.set(profile, new Set()).get(profile)!).add(file.personId!);
  }
  const groupingErrors: string[] = [];
  let peopleGroupedRight = 0;
  for (const person of truth.people) {
    const profiles = profilesOf.get(person.id) ?? new Set();
    const shared = [...profiles].some((profile) => peopleOf.get(profile)!.size > 1);
    if (profiles.size === 1 && !shared) peopleGroupedRight++;
    else groupingErrors.push(`${person.id} (${person.surname}): ${profiles.size} profiles${shared ? ", shared with another person" : ""}`);
  }
  return {
    expectedTraps: traps.length,
    trapsAsExpected: traps.length - trapsOtherwise.length,
    trapsOtherwise,
    documents: documents.length,
    documentsProcessed: documents.length - documentsNotProcessed.length,
    documentsNotProcessed,
    people: truth.people.length,
    profiles: upload.crewProfileIds.length,
    applications: upload.jobApplicationIds.length,
    peopleGroupedRight,
    groupingErrors,
  };
}

function describeFile(file: FileTruth): string {
  const medium = file.textLayer ? "text" : file.degradations.length > 0 ? "degraded scan" : "clean image";
  return `${file.kind}, ${medium}${file.misnamed ? ", misnamed" : ""}`;
}

function pileMix(truth: CorpusTruth) {
  const mix = { textPdf: 0, cleanImage: 0, degradedScan: 0, traps: 0 };
  for (const file of truth.files) {
    if (file.personId === null) mix.traps++;
    else if (file.textLayer) mix.textPdf++;
    else if (file.degradations.length > 0) mix.degradedScan++;
    else mix.cleanImage++;
  }
  return mix;
}

interface PreparedBatch {
  index: number;
  seed: number;
  people: number;
  folder: string;
  truth: CorpusTruth;
  bytes: number;
}

async function preparePile(index: number, people: number, parent: string): Promise<PreparedBatch> {
  const seed = firstSeed + index;
  const started = performance.now();
  const pile = await mixedPile(seed, { people });
  const folder = join(parent, `batch-${index + 1}-seed-${seed}-${people}-people`);
  mkdirSync(folder, { recursive: true });
  for (const file of pile.files) writeFileSync(join(folder, file.name), file.bytes);
  writeFileSync(join(folder, "truth.json"), `${JSON.stringify(pile.truth, null, 2)}\n`);
  const bytes = pile.files.reduce((sum, file) => sum + file.bytes.length, 0);
  log(
    `  pile ${index + 1}: seed ${seed}, ${people} people, ${pile.files.length} files (${(bytes / 2 ** 20).toFixed(1)} MiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { index, seed, people, folder, truth: pile.truth, bytes };
}

interface BatchResult {
  // With BENCH_UPLOAD_READS: the reads sent just before the batch, and while it was processed.
  readsBefore?: ReadsDuringBatch;
  reads?: ReadsDuringBatch;
  batch: number;
  seed: number;
  people: number;
  files: number;
  megabytes: number;
  mix: ReturnType<typeof pileMix>;
  uploadId: string;
  state: string;
  errorMessage: string;
  // Seconds: CreateManualUpload's answer, the POST's answer, from the POST to the end state, from
  // CreateManualUpload to it, and from the end state until the match recomputes were done.
  createSeconds: number;
  postSeconds: number;
  postToEndSeconds: number;
  createToEndSeconds: number;
  // From the POST to the first file processed (every file read: text, OCR, MRZ, career), and from then
  // to the end state (grouping, the writes of each person), to the poll's resolution; undefined when
  // the first poll that saw a written file saw the end state too.
  readingSeconds: number | undefined;
  writingSeconds: number | undefined;
  recomputeSeconds: number | undefined;
  recomputeJobs: number;
  // ListManualUploads calls made while waiting, and the service CPU they cost (estimated afterwards
  // from ten more), which the service CPU figure includes.
  polls: number;
  pollServiceCpuSeconds: number;
  // From CreateManualUpload to the end state.
  upload: Interval;
  // From the end state to an idle queue.
  recompute: Interval | undefined;
  memory: ReturnType<ReturnType<typeof memorySampler>["stop"]>;
  loadavgAtStart: number[];
  loadavgAtEnd: number[];
  check: FileCheck;
  firstBatchOfService: boolean;
}

// The job kinds an upload runs and queues: its own, and the match recomputes of the profiles and
// applications it writes. Other kinds (a search index's, say) are not waited for.
const uploadJobKinds = [PROCESS_UPLOAD_JOB, MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB];

// The jobs of those kinds waiting or running for the organization.
async function queuedJobs(database: Database, organizationId: string): Promise<{ waiting: number; running: number; kinds: Record<string, number> }> {
  const { rows } = await database.pool.query<{ kind: string; state: string; n: number }>(
    `select kind, state, count(*)::int as n from jobs
     where organization_id = $1 and kind = any($2::text[]) and state in ('waiting', 'running') and run_after <= now() group by kind, state`,
    [organizationId, uploadJobKinds],
  );
  const kinds: Record<string, number> = {};
  let waiting = 0;
  let running = 0;
  for (const row of rows) {
    kinds[row.kind] = (kinds[row.kind] ?? 0) + row.n;
    if (row.state === "waiting") waiting += row.n;
    else running += row.n;
  }
  return { waiting, running, kinds };
}

async function doneJobsSince(database: Database, organizationId: string, since: Date): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from jobs where organization_id = $1 and state = 'done' and finished_at >= $2 and kind = any($3::text[])`,
    [organizationId, since, [MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB]],
  );
  return rows[0]!.n;
}

// BENCH_UPLOAD_READS: seconds of each read sent while each batch is processed (0: none), to see whether
// the API's reads keep their budgets meanwhile (issue 15): GetJobPosting, then ListJobApplications, from
// the POST's answer on. One operation at a time at 32 connections, over the same postings as bench/run.ts
// (the organization's first 500 and 200), so that the figures compare with the quiet bench's: the two
// at once made GetJobPosting wait behind the list's statements for the database's one session, and
// reading only the posting the batch goes into measured a list that grew by each batch's people. The
// same reads are sent once more just before each batch, on the quiet service: the comparison with the
// same caches, the same process and the same minute of the machine. Only those are warmed up first
// (1,000 requests, the postings' first reads), so the reads during the batch start warm.
const readSeconds = Number(process.env.BENCH_UPLOAD_READS ?? "0");
// BENCH_UPLOAD_READ_RATE: those reads at this many requests a second (open loop, load.ts) instead of as
// fast as 32 connections go: a service in use but not saturated, where there is CPU to spare.
const readRate = Number(process.env.BENCH_UPLOAD_READ_RATE ?? "0");

interface ReadsDuringBatch {
  getJobPosting: LoadResult;
  listJobApplications: LoadResult;
}

async function sendReads(service: RunningService, key: string, postingIds: string[], warmup: number): Promise<ReadsDuringBatch> {
  const load = (path: string, postings: number) =>
    runLoad({
      url: service.url,
      path: `/rpc/${path}`,
      key,
      bodies: postingIds.slice(0, postings).map((id) => JSON.stringify({ jobPostingId: id })),
      concurrency: 32,
      maxRequests: 1_000_000,
      maxSeconds: readSeconds,
      warmup,
      ...(readRate > 0 ? { ratePerSecond: readRate } : {}),
    });
  const getJobPosting = await load("dashboard.v1.DashboardService/GetJobPosting", 500);
  const listJobApplications = await load("dashboard.v1.DashboardService/ListJobApplications", 200);
  return { getJobPosting, listJobApplications };
}

async function runBatch(
  context: {
    service: RunningService;
    pids: { service: number; database: number | undefined };
    key: string;
    organizationId: string;
    postingId?: string;
    // The organization's postings, for the reads sent during the batch.
    postingIds: string[];
    database: Database;
  },
  batch: PreparedBatch,
  firstBatchOfService: boolean,
): Promise<BatchResult> {
  const { service, pids, key } = context;
  const names = batch.truth.files.map((file) => file.name);
  const readsBefore = readSeconds > 0 ? await sendReads(service, key, context.postingIds, 1000) : undefined;
  // Read from disk as curl would, before the clock starts.
  const files = names.map((name) => ({ name, bytes: readFileSync(join(batch.folder, name)) }));
  const loadavgAtStart = os.loadavg();
  const since = (await context.database.pool.query<{ now: Date }>("select clock_timestamp() as now")).rows[0]!.now;
  const memory = memorySampler(pids);
  const start = snapshot(pids);

  const created = await rpc<Instruction & { message?: string }>(
    service,
    "CreateManualUpload",
    key,
    context.postingId ? { jobPostingId: context.postingId } : {},
  );
  if (created.status !== 200) throw new Error(`CreateManualUpload answered ${created.status}: ${JSON.stringify(created.body)}`);
  const instruction = created.body;
  const createdAt = performance.now();

  const form = new FormData();
  form.append("params", instruction.params);
  form.append("signature", instruction.signature);
  files.forEach((file, index) => form.append(`file${index + 1}`, new Blob([file.bytes], { type: "application/octet-stream" }), file.name));
  const postStart = performance.now();
  const response = await fetch(`${instruction.upload_url}/assemblies`, { method: "POST", body: form });
  const assembly = (await response.json()) as { ok?: string; error?: string; message?: string };
  const postedAt = performance.now();
  if (response.status !== 200 || assembly.ok !== "ASSEMBLY_COMPLETED") {
    throw new Error(`POST ${instruction.upload_url}/assemblies answered ${response.status}: ${JSON.stringify(assembly)}`);
  }
  log(`    POST answered ${assembly.ok} after ${((postedAt - postStart) / 1000).toFixed(2)} s; polling ListManualUploads every ${pollMs} ms`);
  const reading = readSeconds > 0 ? sendReads(service, key, context.postingIds, 0) : undefined;

  let upload: ListedUpload | undefined;
  let lastProgress = "";
  // Every file is read before any is written: the first file processed or put aside as naming nobody
  // marks the end of the reading and the start of the grouping and the writes.
  let firstWrittenAt: number | undefined;
  let polls = 0;
  const deadline = postStart + timeoutSeconds * 1000;
  for (;;) {
    const listed = await rpc<{ items: ListedUpload[] }>(service, "ListManualUploads", key, { uploadIds: [instruction.upload_id] });
    polls++;
    if (listed.status !== 200) throw new Error(`ListManualUploads answered ${listed.status}: ${JSON.stringify(listed.body)}`);
    upload = listed.body.items[0];
    if (!upload) throw new Error(`ListManualUploads does not list ${instruction.upload_id}`);
    if (upload.state === "MANUAL_UPLOAD_STATE_COMPLETED" || upload.state === "MANUAL_UPLOAD_STATE_FAILED") break;
    if (
      firstWrittenAt === undefined &&
      upload.files.some((file) => file.state === "MANUAL_UPLOAD_FILE_STATE_PROCESSED" || file.state === "MANUAL_UPLOAD_FILE_STATE_UNATTRIBUTED")
    ) {
      firstWrittenAt = performance.now();
    }
    const progress = `${upload.state.replace("MANUAL_UPLOAD_STATE_", "")} ${upload.processedFileCount}+${upload.failedFileCount}/${upload.fileCount}`;
    if (progress !== lastProgress) {
      lastProgress = progress;
      log(`    ${((performance.now() - postStart) / 1000).toFixed(1)} s: ${progress}`);
    }
    if (performance.now() > deadline) throw new Error(`the upload did not end within ${timeoutSeconds} s (BENCH_UPLOAD_TIMEOUT_SECONDS): ${progress}`);
    await sleep(pollMs);
  }
  const endedAt = performance.now();
  const end = snapshot(pids);
  log(`    ${upload.state} after ${((endedAt - postStart) / 1000).toFixed(1)} s; waiting for the match recomputes it queued`);

  // The recomputes the upload's writes queued (new profiles and applications: migrations 0014), run by
  // the same job worker after the upload's job.
  let recompute: Interval | undefined;
  let recomputeSeconds: number | undefined;
  for (;;) {
    const queued = await queuedJobs(context.database, context.organizationId);
    if (queued.waiting + queued.running === 0) {
      const drained = snapshot(pids);
      recompute = between(end, drained);
      recomputeSeconds = +((drained.at - endedAt) / 1000).toFixed(2);
      break;
    }
    if (performance.now() > deadline) {
      log(`    the job queue still holds ${JSON.stringify(queued.kinds)} at the timeout`);
      break;
    }
    await sleep(pollMs);
  }
  const recomputeJobs = await doneJobsSince(context.database, context.organizationId, since);
  const reads = reading ? await reading : undefined;
  for (const [when, sent] of [
    ["just before", readsBefore],
    ["meanwhile", reads],
  ] as const) {
    for (const [name, result] of Object.entries(sent ?? {})) {
      log(
        `    ${name} ${when}: ${result.requests} requests, ${result.errors} errors, ${result.rps.toFixed(0)} a second, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
      );
    }
  }
  const memoryPeaks = memory.stop();
  // What the polling itself cost the service: ListManualUploads of the finished upload (a batch's
  // files, compressed when 8 KiB or more), ten times, as the polls asked it.
  const pollStart = snapshot(pids);
  for (let i = 0; i < 10; i++) await rpc(service, "ListManualUploads", key, { uploadIds: [instruction.upload_id] });
  const pollCpuSeconds = (between(pollStart, snapshot(pids)).serviceCpuSeconds / 10) * polls;
  const truth = batch.truth;
  return {
    batch: batch.index + 1,
    seed: batch.seed,
    people: batch.people,
    files: truth.files.length,
    megabytes: +(batch.bytes / 2 ** 20).toFixed(1),
    mix: pileMix(truth),
    uploadId: instruction.upload_id,
    state: upload.state.replace("MANUAL_UPLOAD_STATE_", ""),
    errorMessage: upload.errorMessage,
    createSeconds: +((createdAt - start.at) / 1000).toFixed(2),
    postSeconds: +((postedAt - postStart) / 1000).toFixed(2),
    postToEndSeconds: +((endedAt - postStart) / 1000).toFixed(2),
    createToEndSeconds: +((endedAt - start.at) / 1000).toFixed(2),
    readingSeconds: firstWrittenAt === undefined ? undefined : +((firstWrittenAt - postStart) / 1000).toFixed(2),
    writingSeconds: firstWrittenAt === undefined ? undefined : +((endedAt - firstWrittenAt) / 1000).toFixed(2),
    recomputeSeconds,
    recomputeJobs,
    polls,
    pollServiceCpuSeconds: +pollCpuSeconds.toFixed(2),
    upload: between(start, end),
    recompute,
    memory: memoryPeaks,
    loadavgAtStart,
    loadavgAtEnd: os.loadavg(),
    check: checkFiles(upload, truth),
    firstBatchOfService,
    readsBefore,
    reads,
  };
}

// An open posting of the organization: the first one CreateManualUpload accepts.
async function openPosting(service: RunningService, key: string, postingIds: string[]): Promise<string> {
  for (const id of postingIds.slice(0, 50)) {
    const answer = await rpc<Instruction>(service, "CreateManualUpload", key, { jobPostingId: id });
    if (answer.status === 200) return id;
  }
  throw new Error("none of the organization's first 50 postings takes an upload");
}

const gb = (bytes: number | undefined) => (bytes === undefined ? "–" : (bytes / 2 ** 30).toFixed(2));
const mb = (bytes: number | undefined) => (bytes === undefined ? "–" : String(Math.round(bytes / 2 ** 20)));

function table(results: BatchResult[]): string {
  const lines = [
    "| batch | files (text PDF / clean image / degraded scan / traps) | people | wall s: POST → end | create → end | budget | service CPU s (of which polls) | database CPU s | CPU s per file | recompute s (jobs, CPU s) | peak RSS MiB: service / database (VmHWM) | documents processed | traps as expected | profiles / applications / people grouped right | load avg start → end | steal % | others' CPU % |",
    "|---:|---|---:|---:|---:|---|---:|---:|---:|---|---|---|---|---|---|---:|---:|",
  ];
  for (const r of results) {
    const small = r.files <= budget.smallBatchMaxFiles;
    const verdict = small ? (r.createToEndSeconds <= budget.smallBatchSeconds ? "≤ 60 s ok" : "≤ 60 s MISSED") : "no failure";
    const failures = r.check.documentsNotProcessed.length;
    const recompute = r.recompute
      ? `${fmt(r.recomputeSeconds)} (${r.recomputeJobs}, ${fmt(r.recompute.serviceCpuSeconds + r.recompute.databaseCpuSeconds)})`
      : "–";
    lines.push(
      `| ${r.batch}${r.firstBatchOfService ? " (first: OCR model load)" : ""} | ${r.files} (${r.mix.textPdf} / ${r.mix.cleanImage} / ${r.mix.degradedScan} / ${r.mix.traps}), ${r.megabytes} MiB | ${r.people} | ${fmt(r.postToEndSeconds)} | ${fmt(r.createToEndSeconds)} | ${verdict} | ${fmt(r.upload.serviceCpuSeconds)} (${fmt(r.pollServiceCpuSeconds)}) | ${fmt(r.upload.databaseCpuSeconds)} | ${fmt(r.upload.serviceCpuSeconds / r.files, 2)} | ${recompute} | ${mb(r.memory.serviceRssPeakBytes)} / ${mb(r.memory.databaseRssPeakBytes)} (${mb(r.memory.serviceHwmBytes)} / ${mb(r.memory.databaseHwmBytes)}) | ${r.check.documentsProcessed}/${r.check.documents}${failures ? ` **${failures} NOT**` : ""} | ${r.check.trapsAsExpected}/${r.check.expectedTraps} | ${r.check.profiles} / ${r.check.applications} / ${r.check.peopleGroupedRight} of ${r.check.people} | ${r.loadavgAtStart.map((l) => l.toFixed(2)).join(" ")} → ${r.loadavgAtEnd.map((l) => l.toFixed(2)).join(" ")} | ${fmt(r.upload.stealPercent, 0)} | ${fmt(r.upload.othersPercent, 0)} |`,
    );
  }
  return lines.join("\n");
}

export async function runUploadBench(): Promise<void> {
  const startedAt = new Date();
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadavgAtStart: os.loadavg(),
    totalMemGb: +(os.totalmem() / 2 ** 30).toFixed(1),
  };
  log(
    `uploads bench: batches of ${batchPeople.join(", ")} people, first seed ${firstSeed}; load average ${machine.loadavgAtStart.map((l) => l.toFixed(2)).join(" ")}`,
  );
  const work = mkdtempSync(join(os.tmpdir(), "crew-bench-uploads-"));
  const dataDir = join(work, "data");
  const store: Store = { dataDir };
  let service: RunningService | undefined;
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close().catch(() => {});
    database = undefined;
    await service?.stop().catch(() => {});
    service = undefined;
    rmSync(work, { recursive: true, force: true });
  };
  process.on("SIGINT", () => void cleanup().finally(() => process.exit(130)));
  const results: BatchResult[] = [];
  const report: Record<string, unknown> = { startedAt: startedAt.toISOString(), machine, batches: batchPeople, firstSeed, intoPosting };
  try {
    // The piles first, so that generating them (seconds of CPU per person) overlaps no measurement.
    log("generating the piles ...");
    const piles: PreparedBatch[] = [];
    for (const [index, people] of batchPeople.entries()) piles.push(await preparePile(index, people, join(work, "piles")));
    const tooMany = piles.find((pile) => pile.truth.files.length > 200);
    if (tooMany)
      throw new Error(`batch ${tooMany.index + 1} has ${tooMany.truth.files.length} files, over the processor's 200 (UPLOAD_MAX_FILES): give it fewer people`);

    log("starting the service (server/main.ts, empty data directory) ...");
    service = await startService(store, { timeoutSeconds: 180 });
    const pids = servicePid(dataDir);
    log(`  answering after ${service.listeningAfter.toFixed(1)} s; service pid ${pids.service}, embedded database pid ${pids.database ?? "?"}`);
    const { stdout } = await crewOk(store, ["demo", "ids"]);
    const organization = (JSON.parse(stdout) as { organizations: { organizationId: string; jobPostingIds: string[] }[] }).organizations[0]!;
    const created = await crewOk(store, [
      "keys",
      "create",
      "--org",
      organization.organizationId,
      "--permission",
      "service:documents:write",
      "--label",
      "bench-uploads",
    ]);
    const key = created.stdout.trim().split("\n").at(-1)?.trim() ?? "";
    if (!key.startsWith("crew_")) throw new Error(`unexpected output of crew keys create: ${created.stdout}`);
    const postingId = intoPosting ? await openPosting(service, key, organization.jobPostingIds) : undefined;
    database = await openDatabase({ dataDir });
    report.service = {
      listeningSeconds: +service.listeningAfter.toFixed(2),
      serviceRssAfterStartBytes: bytesOfKb(statusKb(pids.service, "VmRSS")),
      serviceHwmAfterStartBytes: bytesOfKb(statusKb(pids.service, "VmHWM")),
      organizationId: organization.organizationId,
      postingId,
    };
    log(`  organization ${organization.organizationId}${postingId ? `, uploads into posting ${postingId}` : ", uploads into no posting"}`);
    // Let the start's own work (the match freshness sweep, the first polls) settle.
    for (let i = 0; i < 120; i++) {
      const queued = await queuedJobs(database, organization.organizationId);
      if (queued.waiting + queued.running === 0) break;
      await sleep(500);
    }

    for (const [position, pile] of piles.entries()) {
      log(`batch ${pile.index + 1}: ${pile.truth.files.length} files of ${pile.people} people (seed ${pile.seed}) ...`);
      const result = await runBatch(
        { service, pids, key, organizationId: organization.organizationId, postingId, postingIds: organization.jobPostingIds, database },
        pile,
        position === 0,
      );
      results.push(result);
      log(
        `  ${result.state}: POST → end ${fmt(result.postToEndSeconds)} s, create → end ${fmt(result.createToEndSeconds)} s; service CPU ${fmt(result.upload.serviceCpuSeconds)} s (${fmt(result.pollServiceCpuSeconds)} s of it answering ${result.polls} polls), database ${fmt(result.upload.databaseCpuSeconds)} s; ` +
          `reading ≤ ${fmt(result.readingSeconds)} s, grouping and writes ≥ ${fmt(result.writingSeconds)} s; recompute ${fmt(result.recomputeSeconds)} s; peak RSS service ${mb(result.memory.serviceRssPeakBytes)} MiB (VmHWM ${mb(result.memory.serviceHwmBytes)}), database ${mb(result.memory.databaseRssPeakBytes)} MiB; ` +
          `documents ${result.check.documentsProcessed}/${result.check.documents}, traps ${result.check.trapsAsExpected}/${result.check.expectedTraps}, profiles ${result.check.profiles}, applications ${result.check.applications}, people grouped right ${result.check.peopleGroupedRight}/${result.check.people}; ` +
          `steal ${fmt(result.upload.stealPercent, 0)} %, others ${fmt(result.upload.othersPercent, 0)} %`,
      );
      log(`  service threads, CPU s: ${JSON.stringify(result.upload.threads)}`);
      for (const file of result.check.documentsNotProcessed) log(`  NOT PROCESSED: ${file.name} (${file.kind}): ${file.state} ${file.errorMessage}`);
      for (const file of result.check.trapsOtherwise) log(`  TRAP NOT AS EXPECTED: ${file.name} (${file.reason}): ${file.state} ${file.errorMessage}`);
      for (const error of result.check.groupingErrors) log(`  GROUPING: ${error}`);
    }
  } finally {
    await cleanup();
  }

  report.loadavgAtEnd = os.loadavg();
  report.results = results;
  const small = results.filter((r) => r.files <= budget.smallBatchMaxFiles);
  const peak = Math.max(...results.map((r) => r.memory.serviceHwmBytes ?? r.memory.serviceRssPeakBytes));
  const peakSum = Math.max(...results.map((r) => r.memory.sumRssPeakBytes));
  const clean = results.every((r) => r.state === "COMPLETED" && r.check.documentsNotProcessed.length === 0 && r.check.trapsOtherwise.length === 0);
  const verdicts = {
    smallBatchWithin60s: small.length ? small.every((r) => r.createToEndSeconds <= budget.smallBatchSeconds) : undefined,
    noFailure: clean,
    serviceRssUnder1_5GB: peak < budget.peakRssBytes,
    serviceAndDatabaseRssUnder1_5GB: peakSum < budget.peakRssBytes,
  };
  report.verdicts = verdicts;
  const markdown = [
    `## Crew upload batches, ${startedAt.toISOString()}`,
    "",
    `Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), load average at start ${machine.loadavgAtStart.map((l) => l.toFixed(2)).join("/")}. Embedded database. ` +
      `One service for every batch, in order; piles from mixedPile(seed), seeds from ${firstSeed}; ${intoPosting ? "uploaded into an open posting" : "uploaded into no posting"}. ` +
      `Wall and CPU from CreateManualUpload to the upload's end state; "recompute" from then until the job queue has run the match recomputes the upload queued. ` +
      `CPU is utime + stime of the service process (its OCR worker thread, sharp's and the PDF renderer's threads included) and of the embedded database process. ` +
      `"others' CPU %" is what processes other than these and the bench took of the machine's two cores meanwhile.`,
    "",
    table(results),
    "",
    `Budgets: a batch of ~20 documents of 4 people within 60 s (${verdicts.smallBatchWithin60s === undefined ? "no such batch" : verdicts.smallBatchWithin60s ? "met" : "MISSED"}); ` +
      `every batch without a failure (${clean ? "met" : "MISSED"}); resident memory under 1.5 GiB (service peak ${gb(peak)} GiB, service + database ${gb(peakSum)} GiB: ${verdicts.serviceAndDatabaseRssUnder1_5GB ? "met" : verdicts.serviceRssUnder1_5GB ? "service met, with the database MISSED" : "MISSED"}).`,
  ];
  console.log(markdown.join("\n"));
  const dir = join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, "-")}-uploads.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`results: ${file}`);
}

// Run directly (node --import tsx bench/upload-batch.ts), or by bench/run.ts with BENCH_UPLOADS=1.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runUploadBench();
