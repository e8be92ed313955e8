// The service's job workers. A claim loop runs one job at a time (on the embedded database a second
// handler would mostly wait for the first), and the document pipeline's job runs for minutes (OCR of a
// batch of up to 200 files): behind it, a posting's recompute or a profile's search entry would wait
// for the whole batch. So the long kinds get a claim loop of their own, and every other kind (matching,
// search: what a recruiter waits for) keeps running while a batch is read.
import { PROCESS_UPLOAD_JOB } from "@/server/uploads/upload-job-kinds.js";
import type { JobHandlers } from "./job.js";
import { startJobWorker, type JobWorker, type JobWorkerOptions } from "./job-worker.js";

export const longJobKinds: readonly string[] = [PROCESS_UPLOAD_JOB];

// The short kinds' loop polls every 100 ms when idle, not the worker's 200 ms: a save made by another
// process (the crew CLI, a script on the database) waits for a poll before its search entry is
// rebuilt, and issue 16 asks a median save-to-searchable of 100 ms. Each idle poll is one prepared
// read (lookForWork); 50 ms polls cost the embedded database too much idle CPU (issue 16's note).
// The long kinds keep 200 ms: next to a batch's minutes, a poll's wait is nothing.
export const shortKindsPollIntervalMs = 100;

export function startJobWorkers(options: JobWorkerOptions, longKinds: readonly string[] = longJobKinds): JobWorker {
  const long: JobHandlers = {};
  const short: JobHandlers = {};
  for (const [kind, handler] of Object.entries(options.handlers)) (longKinds.includes(kind) ? long : short)[kind] = handler;
  const everyKind = Object.keys(options.handlers);
  const lanes = [
    { handlers: long, pollIntervalMs: options.pollIntervalMs },
    { handlers: short, pollIntervalMs: options.pollIntervalMs ?? shortKindsPollIntervalMs },
  ];
  const workers = lanes
    .filter((lane) => Object.keys(lane.handlers).length > 0)
    .map((lane) => startJobWorker({ ...options, handlers: lane.handlers, pollIntervalMs: lane.pollIntervalMs, otherKinds: everyKind }));
  return {
    wake: () => workers.forEach((worker) => worker.wake()),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
