// The matching thread's side (matching-thread.ts starts it): recomputes and the prepared candidates'
// warm-up, on a connection pool of its own to the service's database, with the prepared candidates and
// postings in this thread's heap. Requests run as they come: the job worker sends one job at a time, and the
// warm-up at start runs beside it (the cache fills each organization once, whoever asks first).
import { parentPort, workerData } from "node:worker_threads";
import { drizzle } from "drizzle-orm/node-postgres";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import { followRequestsInFlight } from "@/server/jobs/background-pace.js";
import { describeError } from "@/server/jobs/error-text.js";
import { createPreparedCandidatesCache } from "./prepared-candidates-cache.js";
import { warmPreparedCandidates } from "./prepared-candidates-warmup.js";
import { createPreparedPostingsCache } from "./prepared-postings-cache.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "./recompute.js";
import type { MatchingReply, MatchingRequest, MatchingThreadOptions } from "./matching-thread.js";

const options = workerData as MatchingThreadOptions;
// A recompute reads its inputs with a few statements at once (recompute.ts); more connections would
// only wait for the embedded database's one session.
const pool = createPool(options.databaseUrl, { sharedSession: options.sharedSession, max: 4 });
const db = drizzle(pool, { schema });
const candidates = createPreparedCandidatesCache();
const postings = createPreparedPostingsCache();
followRequestsInFlight(options.requestsInFlight);
// Closing stops the warm-up between organizations, as the service's shutdown did before the thread.
const closing = new AbortController();

async function run(request: MatchingRequest): Promise<unknown> {
  switch (request.op) {
    case "posting":
      return recomputePostingMatches(db, request.organizationId, request.key, { candidates });
    case "candidate":
      return recomputeCandidateMatches(db, request.organizationId, request.key, { postings });
    case "warm":
      return warmPreparedCandidates(db, candidates, { signal: closing.signal });
    case "close":
      closing.abort();
      await pool.end();
      return null;
  }
}

parentPort!.on("message", (request: MatchingRequest) => {
  run(request).then(
    (result) => parentPort!.postMessage({ id: request.id, result } satisfies MatchingReply),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: describeError(error) } satisfies MatchingReply),
  );
});
