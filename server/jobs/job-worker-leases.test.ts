// Leases and concurrency: a job whose worker died is taken again once its lease runs out (and failed
// when that was its last attempt), a run that lost its lease cannot record an outcome, a long handler
// keeps its lease, and two workers on their own pools (two service processes) never run one job twice
// nor one key twice at once.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { enqueue } from "./enqueue.js";
import { claimDueJob } from "./job-queries.js";
import { deferred, jobsOfKind, openTestDb, pause, recordingLog, TestClock, uniqueKind, waitFor } from "./job-test-support.js";
import { startJobWorker, type JobWorker, type JobWorkerOptions } from "./job-worker.js";

const main = openTestDb();
const db = main.db;
const pools = [main];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function start(options: Partial<JobWorkerOptions> & Pick<JobWorkerOptions, "handlers">): JobWorker {
  const worker = startJobWorker({ db, pollIntervalMs: 10, log: recordingLog(), ...options });
  workers.push(worker);
  return worker;
}

// A process that claimed the job and died: the claim is made, and nothing ever finishes or renews it.
async function claimAndDie(kind: string) {
  const job = await claimDueJob(db, { kind, leaseMs: 30_000, now: undefined });
  expect(job).toBeDefined();
  return job!;
}

describe("leases", () => {
  it("takes a crashed worker's job again once its lease runs out, and not before", async () => {
    const kind = uniqueKind("crash");
    await enqueue(db, { kind, key: "k" });
    await claimAndDie(kind);
    const clock = new TestClock();
    const attempts: number[] = [];
    start({ now: clock.now, handlers: { [kind]: async (job) => void attempts.push(job.attempt) } });
    await pause(100);
    expect(attempts).toEqual([]);
    clock.advance(31_000);
    await waitFor(async () => (await jobsOfKind(db, kind))[0]!.state === "done", "the job to run again");
    expect(attempts).toEqual([2]);
    expect(await jobsOfKind(db, kind)).toMatchObject([{ attempts: 2, lastError: expect.stringContaining("attempt 1 did not finish") }]);
  });

  it("fails a job whose worker died on its last attempt, without running it again", async () => {
    const kind = uniqueKind("crash-last");
    await enqueue(db, { kind, key: "k" });
    await claimAndDie(kind);
    const clock = new TestClock();
    clock.advance(31_000);
    let ran = false;
    start({ now: clock.now, maxAttempts: 1, handlers: { [kind]: async () => void (ran = true) } });
    await waitFor(async () => (await jobsOfKind(db, kind))[0]!.state === "failed", "the job to fail");
    expect(ran).toBe(false);
    expect(await jobsOfKind(db, kind)).toMatchObject([{ lastError: expect.stringContaining("did not finish") }]);
  });

  it("drops the outcome of a run that lost its lease to another worker", async () => {
    const kind = uniqueKind("lost");
    const release = deferred();
    const slowLog = recordingLog();
    let slowStarted = false;
    start({
      log: slowLog,
      handlers: {
        [kind]: async () => {
          slowStarted = true;
          await release.promise;
        },
      },
    });
    await enqueue(db, { kind, key: "k" });
    await waitFor(() => slowStarted, "the slow run");
    // Another process whose clock is past the lease: to it, the first worker has died.
    const clock = new TestClock();
    clock.advance(31_000);
    let fastRuns = 0;
    start({ now: clock.now, handlers: { [kind]: async () => void fastRuns++ } });
    await waitFor(async () => (await jobsOfKind(db, kind))[0]!.state === "done", "the second run");
    release.resolve();
    await waitFor(() => slowLog.lines.some((line) => line.includes("lost its lease")), "the slow run to notice");
    expect(fastRuns).toBe(1);
    expect(await jobsOfKind(db, kind)).toMatchObject([{ state: "done", attempts: 2 }]);
  });

  it("renews the lease while a handler runs longer than it", async () => {
    const kind = uniqueKind("renew");
    let runs = 0;
    start({
      leaseMs: 200,
      handlers: {
        [kind]: async () => {
          runs++;
          await pause(700);
        },
      },
    });
    // A second worker, ready to take the job the moment its lease runs out.
    start({ leaseMs: 200, handlers: { [kind]: async () => void runs++ } });
    await enqueue(db, { kind, key: "k" });
    await waitFor(async () => (await jobsOfKind(db, kind))[0]!.state === "done", "the long run", 5_000);
    expect(runs).toBe(1);
    expect(await jobsOfKind(db, kind)).toMatchObject([{ attempts: 1 }]);
  });
});

describe("a twin committed while a failed run is requeued", () => {
  // On PostgreSQL the requeue waits on the twin's uncommitted row in the unique index, then fails with a
  // unique violation, and the worker tries again and folds into it. On the embedded database the
  // requeue simply waits for the transaction and sees the twin.
  it("folds the failed run into the twin rather than losing either", async () => {
    const kind = uniqueKind("twin-race");
    const fail = deferred();
    let runs = 0;
    const log = recordingLog();
    start({
      log,
      backoffMs: () => 60_000,
      handlers: {
        [kind]: async () => {
          runs++;
          await fail.promise;
          throw new Error("failed while the twin was being written");
        },
      },
    });
    await enqueue(db, { kind, key: "k" });
    await waitFor(() => runs === 1, "the run");
    let twin = 0;
    await db.transaction(async (tx) => {
      twin = await enqueue(tx, { kind, key: "k" });
      fail.resolve();
      await pause(150);
    });
    await waitFor(async () => (await jobsOfKind(db, kind)).length === 1, "the failed run to fold");
    expect(await jobsOfKind(db, kind)).toMatchObject([{ id: twin, state: "waiting", lastError: expect.stringContaining("twin was being written") }]);
    expect(log.lines.filter((line) => line.startsWith("error"))).toEqual([]);
  });
});

describe("two workers on their own pools", () => {
  it("run every job exactly once and never one key twice at once, while keys are enqueued again", async () => {
    const kind = uniqueKind("race");
    const runsByJob = new Map<number, number>();
    const activeKeys = new Set<string>();
    const overlaps: string[] = [];
    const handler = async (job: { id: number; key: string }) => {
      if (activeKeys.has(job.key)) overlaps.push(job.key);
      activeKeys.add(job.key);
      runsByJob.set(job.id, (runsByJob.get(job.id) ?? 0) + 1);
      await pause(Math.random() * 5);
      activeKeys.delete(job.key);
    };
    for (let i = 0; i < 2; i++) {
      const own = openTestDb();
      pools.push(own);
      start({ db: own.db, concurrency: 2, handlers: { [kind]: handler } });
    }
    const keys = Array.from({ length: 20 }, (_, i) => `posting-${i}`);
    for (const key of keys) await enqueue(db, { kind, key });
    // Inputs keep changing while the workers run: each write queues its key again.
    for (let i = 0; i < 60; i++) {
      await enqueue(db, { kind, key: keys[Math.floor(Math.random() * keys.length)]! });
      if (i % 10 === 0) await pause(5);
    }
    await waitFor(async () => (await jobsOfKind(db, kind)).every((job) => job.state === "done"), "every job", 15_000);
    const jobs = await jobsOfKind(db, kind);
    expect(jobs.length).toBeGreaterThanOrEqual(keys.length);
    expect(jobs.map((job) => runsByJob.get(job.id))).toEqual(jobs.map(() => 1));
    expect([...runsByJob.keys()].sort((a, b) => a - b)).toEqual(jobs.map((job) => job.id));
    expect(overlaps).toEqual([]);
  });
});
