// SearchJobPostings one query at a time on the demo data (issue 16's first budget, at demo scale):
// starts the service on a temporary data directory (the demo is seeded, and the service's job worker
// indexes its postings), waits with WaitForSearchSync until every posting of the first organization is
// searchable, then sends each query in turn and reports p50/p99 latency and the CPU the service and
// the embedded database spent per query, and WaitForSearchSync on an id already synced. Not measured
// here: save-to-searchable (the API has no posting write; it needs a write from the bench itself).
//   node --import tsx bench/search-latency.ts   (BENCH_SEARCH_ROUNDS, default 40 rounds of every query)
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DemoOrganizationIds } from "@/server/demo/demo-ids.js";
import { post } from "./load.js";
import { crewOk, startService } from "./service.js";

const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
const queries: Record<string, unknown>[] = [
  { query: "" },
  { query: "engineer" },
  { query: "cheif enginer" },
  { query: "bulk carier" },
  { query: "3/O" },
  { query: "VLCC" },
  { query: "AB tanker", states: ["JOB_POSTING_STATE_OPEN"] },
  { query: "chief officer lng", languagesIso6393: ["eng"], slot2FilterValue: ["deck"] },
  { query: '"crew change"' },
  { query: "master", perPage: "100" },
];

const dataDir = mkdtempSync(join(tmpdir(), "crew-search-bench-"));
const service = await startService({ dataDir }, { timeoutSeconds: 600 });
try {
  const ids = (JSON.parse((await crewOk({ dataDir }, ["demo", "ids"])).stdout) as { organizations: DemoOrganizationIds[] }).organizations[0]!;
  const key = (await crewOk({ dataDir }, ["keys", "create", "--org", ids.organizationId, "--label", "bench"])).stdout.trim();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = async (path: string, body: unknown) => {
    const reply = await post(agent, service.url, `/rpc/${path}`, key, JSON.stringify(body));
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
    return reply;
  };
  // The index is built by the service's job worker after the seed: wait for it, 100 ids a call.
  const syncStarted = performance.now();
  for (let i = 0; i < ids.jobPostingIds.length; i += 100) {
    for (;;) {
      const reply = await call("rpc.v1.OrganizationService/WaitForSearchSync", { jobPostingIds: ids.jobPostingIds.slice(i, i + 100) });
      if ((JSON.parse(reply.body) as { synced: boolean }).synced) break;
    }
  }
  console.log(`${ids.jobPostingIds.length} postings searchable ${((performance.now() - syncStarted) / 1000).toFixed(1)} s after the service answered`);

  const measure = async (name: string, path: string, bodies: unknown[]) => {
    for (const body of bodies) await call(path, body); // warm-up
    const times: number[] = [];
    const before = service.sampleCpu();
    for (let round = 0; round < rounds; round++) {
      for (const body of bodies) {
        const started = performance.now();
        await call(path, body);
        times.push(performance.now() - started);
      }
    }
    const after = service.sampleCpu();
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    const perQuery = (which: string) => ((after[which]! - before[which]!) / times.length).toFixed(2);
    console.log(
      `${name}: ${times.length} calls, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(2)} ms; ` +
        `CPU per call: service ${perQuery("service")} ms, database ${perQuery("database")} ms`,
    );
  };
  const search = (body: Record<string, unknown>) => ({ organizationId: ids.organizationId, ...body });
  await measure("SearchJobPostings, all queries", "rpc.v1.OrganizationService/SearchJobPostings", queries.map(search));
  for (const body of queries) await measure(`  ${JSON.stringify(body)}`, "rpc.v1.OrganizationService/SearchJobPostings", [search(body)]);
  await measure("WaitForSearchSync, one synced id", "rpc.v1.OrganizationService/WaitForSearchSync", [{ jobPostingIds: [ids.jobPostingIds[0]] }]);
  agent.destroy();
} finally {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
