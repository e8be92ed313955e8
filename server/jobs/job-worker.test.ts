// The worker on one database: runs and records jobs, reruns a key enqueued while it ran, keeps
// run_after order within a kind and takes kinds in turn, retries with backoff then fails, stops
// cleanly, reports kinds it cannot run, and deletes finished jobs past retention. Clocks are
// injected: nothing here sleeps through a backoff.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { enqueue } from "./enqueue.js";
import type { Job } from "./job.js";
import { deferred, jobsOfKind, openTestDb, pause, recordingLog, TestClock, uniqueKind, waitFor } from "./job-test-support.js";
import { startJobWorker, type JobWorker, type JobWorkerOptions } from "./job-worker.js";

const { db, close } = openTestDb();
afterAll(close);

const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function start(options: Omit<JobWorkerOptions, "db">): JobWorker {
  const worker = startJobWorker({ db, pollIntervalMs: 10, log: recordingLog(), ...options });
  workers.push(worker);
  return worker;
}

const states = async (kind: string) => (await jobsOfKind(db, kind)).map((job) => job.state);

describe("the job worker", () => {
  it("runs a job with its key, organization and payload, then marks it done", async () => {
    const kind = uniqueKind("run");
    const organization = await createOrganization(db);
    const seen: Job[] = [];
    start({ handlers: { [kind]: async (job) => void seen.push(job) } });
    await enqueue(db, { kind, key: "p1", organizationId: organization.id, payload: { why: "test" } });
    await waitFor(async () => (await states(kind))[0] === "done", "the job to be done");
    expect(seen).toMatchObject([{ kind, key: "p1", organizationId: organization.id, payload: { why: "test" }, attempt: 1 }]);
    const [job] = await jobsOfKind(db, kind);
    expect(job).toMatchObject({ attempts: 1, leasedUntil: null, lastError: null });
    expect(job!.finishedAt).toBeInstanceOf(Date);
  });

  it("runs a key enqueued while it runs once more, after the running job, never beside it", async () => {
    const kind = uniqueKind("rerun");
    const release = deferred();
    const runs: number[] = [];
    let active = 0;
    let overlapped = false;
    const log = recordingLog();
    // Two slots: the second would take the twin at once if the claim allowed it.
    start({
      log,
      concurrency: 2,
      handlers: {
        [kind]: async (job) => {
          overlapped ||= active > 0;
          active++;
          runs.push(job.id);
          if (runs.length === 1) await release.promise;
          active--;
        },
      },
    });
    const first = await enqueue(db, { kind, key: "posting" });
    await waitFor(() => runs.length === 1, "the first run");
    const second = await enqueue(db, { kind, key: "posting" });
    expect(await enqueue(db, { kind, key: "posting" })).toBe(second);
    await pause(100);
    expect(runs).toEqual([first]);
    expect(await states(kind)).toEqual(["running", "waiting"]);
    release.resolve();
    await waitFor(async () => (await states(kind)).every((state) => state === "done"), "both runs");
    expect(runs).toEqual([first, second]);
    expect(overlapped).toBe(false);
    // The claim skipped the twin: it never tried and hit the one-running-per-key index.
    expect(log.lines.filter((line) => line.startsWith("error"))).toEqual([]);
  });

  it("takes due jobs in run_after order, and a future one only when it is due", async () => {
    const kind = uniqueKind("order");
    const clock = new TestClock();
    const now = Date.now();
    await enqueue(db, { kind, key: "third", runAfter: new Date(now - 1_000) });
    await enqueue(db, { kind, key: "first", runAfter: new Date(now - 3_000) });
    await enqueue(db, { kind, key: "later", runAfter: new Date(now + 3_600_000) });
    await enqueue(db, { kind, key: "second", runAfter: new Date(now - 2_000) });
    const order: string[] = [];
    start({ now: clock.now, handlers: { [kind]: async (job) => void order.push(job.key) } });
    await waitFor(() => order.length === 3, "the three due jobs");
    await pause(100);
    expect(order).toEqual(["first", "second", "third"]);
    clock.advance(3_600_000);
    await waitFor(() => order.length === 4, "the job once due");
    expect(order[3]).toBe("later");
  });

  it("takes kinds in turn: a backlog of one kind does not hold up a job of another queued after it", async () => {
    const search = uniqueKind("backlog");
    const matching = uniqueKind("recompute");
    const now = Date.now();
    for (let i = 0; i < 20; i++) await enqueue(db, { kind: search, key: `profile-${i}`, runAfter: new Date(now - 60_000 + i) });
    await enqueue(db, { kind: matching, key: "posting", runAfter: new Date(now - 1_000) });
    const order: string[] = [];
    start({ handlers: { [search]: async (job) => void order.push(job.key), [matching]: async (job) => void order.push(job.key) } });
    await waitFor(() => order.length === 21, "every job");
    // The posting's recompute runs first or second, whichever kind the worker starts with; the backlog
    // keeps its own order.
    expect(order.indexOf("posting")).toBeLessThanOrEqual(1);
    expect(order.filter((key) => key !== "posting")).toEqual(Array.from({ length: 20 }, (_, i) => `profile-${i}`));
  });

  it("retries a failing job after its backoff, keeps the error, and fails it after maxAttempts", async () => {
    const kind = uniqueKind("retry");
    const clock = new TestClock();
    let runs = 0;
    const worker = start({
      now: clock.now,
      maxAttempts: 3,
      backoffMs: (failed) => failed * 60_000,
      handlers: {
        [kind]: async () => {
          runs++;
          throw new Error(`the extractor is down (run ${runs})`);
        },
      },
    });
    await enqueue(db, { kind, key: "doc" });
    await waitFor(() => runs === 1, "the first attempt");
    await waitFor(async () => (await jobsOfKind(db, kind))[0]!.state === "waiting", "the retry to be scheduled");
    let [job] = await jobsOfKind(db, kind);
    expect(job).toMatchObject({ attempts: 1, leasedUntil: null });
    expect(job!.lastError).toContain("the extractor is down (run 1)");
    expect(job!.runAfter.getTime() - clock.now().getTime()).toBeGreaterThan(55_000);
    // Not before the backoff is over.
    await pause(100);
    expect(runs).toBe(1);
    clock.advance(61_000);
    worker.wake();
    await waitFor(async () => runs === 2 && (await jobsOfKind(db, kind))[0]!.state === "waiting", "the second attempt");
    [job] = await jobsOfKind(db, kind);
    expect(job!.runAfter.getTime() - clock.now().getTime()).toBeGreaterThan(115_000);
    clock.advance(121_000);
    await waitFor(async () => (await jobsOfKind(db, kind))[0]!.state === "failed", "the job to fail");
    [job] = await jobsOfKind(db, kind);
    expect(runs).toBe(3);
    expect(job).toMatchObject({ attempts: 3, leasedUntil: null });
    expect(job!.lastError).toContain("the extractor is down (run 3)");
    expect(job!.finishedAt).toBeInstanceOf(Date);
    clock.advance(3_600_000);
    await pause(100);
    expect(runs).toBe(3);
  });

  it("succeeds on a later attempt and keeps the earlier error for the record", async () => {
    const kind = uniqueKind("recover");
    let runs = 0;
    start({
      backoffMs: () => 0,
      handlers: {
        [kind]: async () => {
          if (++runs === 1) throw new Error("transient");
        },
      },
    });
    await enqueue(db, { kind, key: "k" });
    await waitFor(async () => (await states(kind))[0] === "done", "the second attempt to succeed");
    expect(await jobsOfKind(db, kind)).toMatchObject([{ attempts: 2, lastError: expect.stringContaining("transient") }]);
  });

  it("folds a failed run into the twin enqueued while it ran: one job waits, after the backoff", async () => {
    const kind = uniqueKind("fold");
    const clock = new TestClock();
    const release = deferred();
    let runs = 0;
    start({
      now: clock.now,
      backoffMs: () => 60_000,
      handlers: {
        [kind]: async () => {
          if (++runs > 1) return;
          await release.promise;
          throw new Error("first run failed");
        },
      },
    });
    await enqueue(db, { kind, key: "k" });
    await waitFor(() => runs === 1, "the first run");
    const twin = await enqueue(db, { kind, key: "k" });
    release.resolve();
    await waitFor(async () => (await jobsOfKind(db, kind)).length === 1, "the failed run to fold into its twin");
    const [job] = await jobsOfKind(db, kind);
    expect(job).toMatchObject({ id: twin, state: "waiting", attempts: 0, lastError: expect.stringContaining("first run failed") });
    expect(job!.runAfter.getTime() - clock.now().getTime()).toBeGreaterThan(55_000);
    clock.advance(61_000);
    await waitFor(async () => (await states(kind))[0] === "done", "the twin to run");
    expect(runs).toBe(2);
  });

  it("stop() waits for the running handler and records it", async () => {
    const kind = uniqueKind("stop");
    const release = deferred();
    let started = false;
    const worker = startJobWorker({
      db,
      pollIntervalMs: 10,
      log: recordingLog(),
      handlers: {
        [kind]: async () => {
          started = true;
          await release.promise;
        },
      },
    });
    await enqueue(db, { kind, key: "k" });
    await waitFor(() => started, "the handler to start");
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await pause(100);
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(await states(kind)).toEqual(["done"]);
    // Stopped means stopped: nothing more is claimed.
    await enqueue(db, { kind, key: "after" });
    await pause(100);
    expect(await states(kind)).toEqual(["done", "waiting"]);
  });

  it("stop() gives up on a handler past stopTimeoutMs: aborts it and records nothing, so the lease runs out", async () => {
    const kind = uniqueKind("stop-timeout");
    const log = recordingLog();
    let signal: AbortSignal | undefined;
    const never = deferred();
    const worker = startJobWorker({
      db,
      pollIntervalMs: 10,
      stopTimeoutMs: 100,
      log,
      handlers: {
        [kind]: async (_job, context) => {
          signal = context.signal;
          await never.promise;
        },
      },
    });
    await enqueue(db, { kind, key: "k" });
    await waitFor(() => signal !== undefined, "the handler to start");
    await worker.stop();
    expect(signal!.aborted).toBe(true);
    never.resolve();
    await pause(50);
    expect(await states(kind)).toEqual(["running"]);
    expect(log.lines.some((line) => line.includes("still running"))).toBe(true);
  });

  it("leaves a kind it has no handler for waiting, and says so once", async () => {
    const kind = uniqueKind("handled");
    const orphan = uniqueKind("orphan");
    const log = recordingLog();
    start({ log, housekeepingIntervalMs: 10, handlers: { [kind]: async () => {} } });
    await enqueue(db, { kind: orphan, key: "k" });
    await waitFor(() => log.lines.some((line) => line.includes(`"${orphan}"`)), "the orphan kind to be reported");
    await pause(100);
    expect(log.lines.filter((line) => line.includes(`"${orphan}"`))).toHaveLength(1);
    expect(await states(orphan)).toEqual(["waiting"]);
  });

  it("deletes finished jobs past retention, failed ones kept longer than done ones", async () => {
    const kind = uniqueKind("retention");
    const finishedDaysAgo: Record<string, number | null> = { "done-now": 0, "done-2d": 2, "failed-2d": 2, "failed-400d": 400, waiting: null };
    for (const key of Object.keys(finishedDaysAgo)) await enqueue(db, { kind, key });
    // Aged by hand, and only this test's rows: other tests' finished jobs finished just now, so the
    // housekeeping below leaves them alone.
    for (const [key, days] of Object.entries(finishedDaysAgo)) {
      if (days === null) continue;
      await db.execute(sql`
        UPDATE "jobs" SET "state" = ${key.startsWith("done") ? "done" : "failed"}, "finished_at" = now() - make_interval(days => ${days}::int)
        WHERE "kind" = ${kind} AND "key" = ${key}`);
    }
    start({ keepDoneMs: 86_400_000, keepFailedMs: 300 * 86_400_000, housekeepingIntervalMs: 10, handlers: {} });
    await waitFor(async () => (await jobsOfKind(db, kind)).length === 3, "retention");
    expect((await jobsOfKind(db, kind)).map((job) => job.key)).toEqual(["done-now", "failed-2d", "waiting"]);
  });
});
