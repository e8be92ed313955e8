// A small load generator on keep-alive loopback connections, until `maxRequests` are done or
// `maxSeconds` have passed. Closed loop by default: `concurrency` workers, each sending its next request
// as soon as the last one answered, so the service is always saturated; latency from write to the last
// byte read. Open loop with `ratePerSecond`: requests due at even intervals whatever the answers, at
// most `concurrency` outstanding, each one's latency counted from when it was due (so a request that
// waited for a free connection counts its wait: no coordinated omission), as callers who do not wait
// for each other load a service.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { readCpuTimes, stealPercent } from "./steal.js";

export interface LoadOptions {
  url: string; // http://127.0.0.1:port
  path: string; // /rpc/<service>/<Method>
  key: string;
  bodies: string[]; // JSON request bodies, used round-robin
  concurrency: number;
  maxRequests: number;
  maxSeconds: number;
  warmup: number; // requests sent (and not measured) before the run
  // Open loop: this many requests a second, due at even intervals (see the header).
  ratePerSecond?: number;
  // CPU milliseconds used so far by each process of interest (see service.ts); sampled around the run.
  sampleCpu?: () => Record<string, number>;
}

export interface LoadResult {
  requests: number;
  errors: number;
  errorSample?: string;
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  // CPU time each sampled process spent per answered request during the run. Unlike latency under a
  // closed loop, this barely moves with what else the machine is doing.
  cpuMsPerRequest?: Record<string, number>;
  // The machine's CPU time stolen by the hypervisor during the run, in percent (steal.ts).
  stealPercent?: number;
}

// What the service's real callers accept: connect-node's client asks for gzip and brotli, browsers
// for those and more. BENCH_ACCEPT_ENCODING="" measures uncompressed answers.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, br";

export interface Reply {
  status: number;
  body: string;
}

export function post(agent: http.Agent, url: string, path: string, key: string | undefined, body: string): Promise<Reply> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Connect-Protocol-Version": "1",
          ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}),
          "Content-Length": Buffer.byteLength(body),
          ...(key ? { Authorization: `Bearer ${key}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        // Decoded only when read: turning a large (or compressed) body into a string can cost the load
        // generator more CPU than the service spent answering. A compressed answer is decompressed then.
        response.on("end", () => {
          const encoding = response.headers["content-encoding"];
          let text: string | undefined;
          resolve({
            status: response.statusCode ?? 0,
            get body() {
              const raw = Buffer.concat(chunks);
              return (text ??= (encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw).toString("utf8"));
            },
          });
        });
        response.on("error", reject);
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error("no answer within 60 s")));
    request.on("error", reject);
    request.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency, maxFreeSockets: options.concurrency });
  try {
    let next = 0;
    const bodyFor = () => options.bodies[next++ % options.bodies.length]!;
    // Warm-up: opens the connections and the server's caches and JIT; not measured.
    const warmupWorkers = Math.min(options.concurrency, Math.max(1, options.warmup));
    let warmupLeft = options.warmup;
    const warmupUntil = performance.now() + (options.maxSeconds * 1000) / 2;
    await Promise.all(
      Array.from({ length: warmupWorkers }, async () => {
        while (warmupLeft-- > 0 && performance.now() < warmupUntil) await post(agent, options.url, options.path, options.key, bodyFor());
      }),
    );

    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    let errorSample: string | undefined;
    let issued = 0;
    const cpuBefore = options.sampleCpu?.();
    const machineBefore = readCpuTimes();
    const started = performance.now();
    const stopAt = started + options.maxSeconds * 1000;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (issued < options.maxRequests && performance.now() < stopAt) {
          const index = issued++;
          const body = bodyFor();
          let t0 = performance.now();
          if (options.ratePerSecond) {
            const due = started + (index * 1000) / options.ratePerSecond;
            if (due >= stopAt) break;
            if (due > t0) await new Promise((resolve) => setTimeout(resolve, due - t0));
            t0 = due;
          }
          try {
            const reply = await post(agent, options.url, options.path, options.key, body);
            latencies.push(performance.now() - t0);
            statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
            if (reply.status !== 200) {
              errors++;
              errorSample ??= `${reply.status} ${reply.body.slice(0, 200)}`;
            }
          } catch (error) {
            errors++;
            statuses.network = (statuses.network ?? 0) + 1;
            errorSample ??= (error as Error).message;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = options.sampleCpu?.();
    const machineAfter = readCpuTimes();
    const cpuMsPerRequest =
      cpuBefore && cpuAfter && latencies.length > 0
        ? Object.fromEntries(Object.keys(cpuAfter).map((name) => [name, ((cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0)) / latencies.length]))
        : undefined;
    latencies.sort((a, b) => a - b);
    const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length);
    return {
      requests: latencies.length + (statuses.network ?? 0),
      errors,
      errorSample,
      statuses,
      seconds,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      mean,
      cpuMsPerRequest,
      stealPercent: stealPercent(machineBefore, machineAfter),
    };
  } finally {
    agent.destroy();
  }
}
