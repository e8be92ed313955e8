// One read under a closed loop of 32 connections, on a service started on a seeded data directory,
// with the service's own output during the measured run: for looking at what its tail latency waits
// for, such as the collections V8 traces with BENCH_NODE_ARGS="--trace-gc" (bench/README.md, "What the
// rest of the match lists' p99 is").
//
//   BENCH_NODE_ARGS="--trace-gc --trace-incremental-marking" node --import tsx bench/stall-probe.ts \
//     <data directory> [rpc.v1.OrganizationService/<Method>] [seconds]
//
// The method's requests name the largest organization's first 200 job postings, or, for a method
// that takes a crew profile (ListMatchingJobPostingsForCandidate, GetCrewProfileCareer,
// ListCrewDocuments), its first 500 crew profiles, or, for GetOneDocumentRequest, its first 500
// document requests. The service must not be running on the directory. Prints the run's
// p50/p90/p99/max, the CPU per request of the service (and of each of its threads), its database and
// this process, the requests
// over 100 ms by when they started (50 ms buckets), and the service's output lines with when they
// arrived.
//
// BENCH_RECOMPUTING=1 measures the read while the job queue recomputes every match of the organization
// (bench/recomputing.ts, as `npm run bench` does with the same setting), queued after the warm-up.
import http from "node:http";
import type { DemoOrganizationIds } from "@/server/demo/demo-ids.js";
import { waitForIdleService } from "./idle-queue.js";
import { post } from "./load.js";
import { queueFullRecompute, type QueuedRecompute } from "./recomputing.js";
import { crewOk, startService } from "./service.js";

const [dataDir, method = "rpc.v1.OrganizationService/ListMatchedCandidatesForJobPosting", secondsArg = "15"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: bench/stall-probe.ts <data directory> [method] [seconds]");
const seconds = Number(secondsArg);
const concurrency = 32;

const service = await startService({ dataDir }, { timeoutSeconds: 300 });
try {
  const ids = (JSON.parse((await crewOk({ dataDir }, ["demo", "ids"])).stdout) as { organizations: DemoOrganizationIds[] }).organizations[0]!;
  const created = await crewOk({ dataDir }, ["keys", "create", "--org", ids.organizationId, "--label", "stall-probe"]);
  const key = created.stdout.trim().split("\n").at(-1)!.trim();
  const bodies = /ForCandidate$|CrewProfileCareer$|CrewDocuments$/.test(method)
    ? ids.crewProfileIds.slice(0, 500).map((id) => JSON.stringify({ crewProfileId: id }))
    : /GetOneDocumentRequest$/.test(method)
      ? ids.documentRequestIds.slice(0, 500).map((id) => JSON.stringify({ id }))
      : ids.jobPostingIds.slice(0, 200).map((id) => JSON.stringify({ jobPostingId: id }));
  console.log(`the service was idle after ${(await waitForIdleService(service.sampleCpu, console.log)).toFixed(0)} s`);

  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const loop = async (ms: number, record?: Array<[startMs: number, latencyMs: number]>) => {
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          const start = Date.now();
          const began = performance.now();
          const reply = await post(agent, service.url, `/rpc/${method}`, key, bodies[next++ % bodies.length]!);
          if (reply.status !== 200) throw new Error(`${reply.status}: ${reply.body.slice(0, 200)}`);
          record?.push([start, performance.now() - began]);
        }
      }),
    );
  };
  await loop(15_000); // warm-up
  let recompute: QueuedRecompute | undefined;
  if (process.env.BENCH_RECOMPUTING === "1") recompute = await queueFullRecompute({ dataDir }, ids.organizationId);

  // When each output line arrived, read off every millisecond.
  const outputFrom = service.output.length;
  const arrivals: number[] = [];
  const watch = setInterval(() => {
    while (arrivals.length < service.output.length - outputFrom) arrivals.push(Date.now());
  }, 1);
  const record: Array<[number, number]> = [];
  const runStart = Date.now();
  const cpuBefore = service.sampleCpu();
  const threadsBefore = service.sampleThreadCpu();
  await loop(seconds * 1000, record);
  const cpuAfter = service.sampleCpu();
  const threadsAfter = service.sampleThreadCpu();
  clearInterval(watch);

  const sorted = record.map(([, ms]) => ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!.toFixed(1);
  console.log(`${record.length} requests, p50 ${at(0.5)} p90 ${at(0.9)} p99 ${at(0.99)} max ${at(1)} ms`);
  const perRequest = (name: string) => ((cpuAfter[name]! - cpuBefore[name]!) / record.length).toFixed(2);
  console.log(`CPU ms a request: service ${perRequest("service")}, database ${perRequest("database")}, load generator ${perRequest("loadGenerator")}`);
  // The service's share by thread: the API's own work apart from the matching thread's recomputes and
  // V8's helpers. Threads that used at least 0.01 ms a request, busiest first.
  const byThread = [...threadsAfter]
    .map(([name, ms]) => [name, (ms - (threadsBefore.get(name) ?? 0)) / record.length] as const)
    .filter(([, ms]) => ms >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  console.log(`  of the service's, by thread: ${byThread.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(", ")}`);
  const slow = new Map<number, { count: number; maxMs: number }>();
  for (const [start, ms] of record) {
    if (ms <= 100) continue;
    const bucket = Math.floor((start - runStart) / 50) * 50;
    const entry = slow.get(bucket) ?? { count: 0, maxMs: 0 };
    entry.count++;
    entry.maxMs = Math.max(entry.maxMs, ms);
    slow.set(bucket, entry);
  }
  if (recompute) {
    const { done, waiting } = await recompute.progress();
    console.log(`measured while recomputing ${recompute.postings} postings and ${recompute.profiles} profiles: ${done} finished, ${waiting} waiting`);
    await recompute.cancel();
  }
  console.log("requests over 100 ms, by when they started (ms into the run):");
  for (const [bucket, entry] of [...slow].sort((a, b) => a[0] - b[0])) console.log(`  +${bucket}: ${entry.count}, the longest ${entry.maxMs.toFixed(0)} ms`);
  console.log("the service's output during the run (ms into the run):");
  service.output.slice(outputFrom).forEach((line, index) => console.log(`  +${(arrivals[index] ?? Date.now()) - runStart}: ${line}`));
} finally {
  await service.stop();
}
