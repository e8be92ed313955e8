// The service's two claim loops: a long job (the document pipeline's, minutes per batch) never holds
// the other kinds behind it, long jobs still run one at a time, and neither loop reports the other's
// kinds as having no handler.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { enqueue } from "./enqueue.js";
import { deferred, jobsOfKind, openTestDb, pause, recordingLog, uniqueKind, waitFor } from "./job-test-support.js";
import type { JobWorker } from "./job-worker.js";
import { startJobWorkers } from "./job-workers.js";

const { db, close } = openTestDb();
afterAll(close);

const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const states = async (kind: string) => (await jobsOfKind(db, kind)).map((job) => job.state);

describe("the service's job workers", () => {
  it("run a short job while a long one runs, and long ones one at a time", async () => {
    const long = uniqueKind("long");
    const short = uniqueKind("short");
    const release = deferred();
    let longRunning = 0;
    let longOverlapped = false;
    const log = recordingLog();
    const workersStarted = startJobWorkers(
      {
        db,
        pollIntervalMs: 10,
        housekeepingIntervalMs: 10,
        log,
        handlers: {
          [long]: async () => {
            longOverlapped ||= longRunning > 0;
            longRunning++;
            await release.promise;
            longRunning--;
          },
          [short]: async () => {},
        },
      },
      [long],
    );
    workers.push(workersStarted);
    await enqueue(db, { kind: long, key: "batch-1" });
    await enqueue(db, { kind: long, key: "batch-2" });
    await waitFor(async () => (await states(long)).includes("running"), "the first long job to start");
    await enqueue(db, { kind: short, key: "posting" });
    // The short job is done while the long one still runs.
    await waitFor(async () => (await states(short))[0] === "done", "the short job to be done beside the long one");
    expect((await states(long)).sort()).toEqual(["running", "waiting"]);
    release.resolve();
    await waitFor(async () => (await states(long)).every((state) => state === "done"), "both long jobs to be done");
    expect(longOverlapped).toBe(false);
    await pause(50);
    // (Other test files' kinds may wait on the shared database: only these two count.)
    expect(log.lines.filter((line) => line.includes("no handler") && (line.includes(long) || line.includes(short)))).toEqual([]);
  });
});
