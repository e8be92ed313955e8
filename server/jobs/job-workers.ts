// The service's job workers. A claim loop runs one job at a time (on the embedded database a second
// handler would mostly wait for the first), and the document pipeline's job runs for minutes (OCR of a
// batch of up to 200 files): behind it, a posting's recompute or a profile's search entry would wait
// for the whole batch. So the long kinds get a claim loop of their own, and every other kind (matching,
// search: what a recruiter waits for) keeps running while a batch is read.
import { PROCESS_UPLOAD_JOB } from "@/server/uploads/upload-job-kinds.js";
import type { JobHandlers } from "./job.js";
import { startJobWorker, type JobWorker, type JobWorkerOptions } from "./job-worker.js";

export const longJobKinds: readonly string[] = [PROCESS_UPLOAD_JOB];

export function startJobWorkers(options: JobWorkerOptions, longKinds: readonly string[] = longJobKinds): JobWorker {
  const lanes: JobHandlers[] = [{}, {}];
  for (const [kind, handler] of Object.entries(options.handlers)) lanes[longKinds.includes(kind) ? 0 : 1]![kind] = handler;
  const everyKind = Object.keys(options.handlers);
  const workers = lanes
    .filter((handlers) => Object.keys(handlers).length > 0)
    .map((handlers) => startJobWorker({ ...options, handlers, otherKinds: everyKind }));
  return {
    wake: () => workers.forEach((worker) => worker.wake()),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
