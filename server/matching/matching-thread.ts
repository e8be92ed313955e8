// The service's recomputes and the prepared candidates, in a thread of their own
// (matching-thread-worker.ts). On the API's thread, a recompute's scoring and passes over an
// organization's profiles ran there in slices of 10 to 25 ms, each delaying every request in flight,
// and the prepared candidates were most of its heap at the bench's large scale (about 190 MB of
// 52,800 profiles), which each full collection marked again on that thread. Here the API's thread
// keeps neither: its heap after a full collection went from about 190 to 45 MB, and GetCrewProfileCareer's
// longest calls from 194–259 to 90–182 ms (bench/README.md "The matching thread"). The thread follows
// the API's count of requests in flight (jobs/background-pace.ts), so its recomputes still yield to
// requests.
//
// main.ts starts it; the job handlers send it the match jobs (jobs/job-handlers.ts). Tests and the CLI
// recompute in their own thread, as before.
import { Worker } from "node:worker_threads";
import { requestsInFlightMemory } from "@/server/jobs/background-pace.js";
import { threadCalls, type ThreadReply } from "@/server/jobs/thread-calls.js";
import type { WarmupOutcome } from "./prepared-candidates-warmup.js";
import type { RecomputeOutcome } from "./recompute.js";

export interface MatchingThreadOptions {
  // The database the service uses (Database.url) and whether it is the embedded one.
  databaseUrl: string;
  sharedSession: boolean;
  requestsInFlight: SharedArrayBuffer;
}

export type MatchingOperation = { op: "posting" | "candidate"; organizationId: string; key: string } | { op: "warm" } | { op: "close" };
export type MatchingRequest = { id: number } & MatchingOperation;
export type MatchingReply = ThreadReply;

export interface MatchingThread {
  recomputePosting(organizationId: string, postingId: string): Promise<RecomputeOutcome>;
  recomputeCandidate(organizationId: string, profileId: string): Promise<RecomputeOutcome>;
  // Fills the prepared candidates of the organizations a posting's recompute will need
  // (prepared-candidates-warmup.ts).
  warm(): Promise<WarmupOutcome>;
  close(): Promise<void>;
}

export function startMatchingThread(database: { url: string; embedded: boolean }): MatchingThread {
  const workerOptions: MatchingThreadOptions = {
    databaseUrl: database.url,
    sharedSession: database.embedded,
    requestsInFlight: requestsInFlightMemory(),
  };
  const thread = threadCalls<MatchingReply>({
    name: "the matching thread",
    // Its own young generation: the service's 64 MB semi-spaces (package.json) are for the API's many
    // short-lived answers. The limit holds where the command line's semi-space flags do not override
    // it: the service changes them for new threads at start (main.ts).
    start: () =>
      new Worker(new URL("./matching-thread-boot.mjs", import.meta.url), {
        workerData: workerOptions,
        execArgv: [],
        resourceLimits: { maxYoungGenerationSizeMb: 16 },
      }),
  });
  // Started now for the warm-up, and again on the next request after it stopped (its candidates then
  // fill again).
  const request = <T>(operation: MatchingOperation) => thread.call<T>(operation, (reply) => threadError(reply.error!));
  thread.started();
  return {
    recomputePosting: (organizationId, key) => request({ op: "posting", organizationId, key }),
    recomputeCandidate: (organizationId, key) => request({ op: "candidate", organizationId, key }),
    warm: () => request({ op: "warm" }),
    async close() {
      const current = thread.current();
      if (!current) return;
      // Its connections end before the thread does; anything still running fails.
      await request({ op: "close" }).catch(() => undefined);
      thread.failAll(new Error("the matching thread was closed"));
      await current.terminate();
    },
  };
}

// The thread's error as this thread's: its first line the message, its stack the thread's (where it
// failed, and its cause), which the job queue keeps (jobs/error-text.ts).
function threadError(text: string): Error {
  const error = new Error(text.split("\n", 1)[0]!.replace(/^\w*Error: /, ""));
  error.stack = text;
  return error;
}
