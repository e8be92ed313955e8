// The worker: claims due jobs of the kinds it has handlers for, runs each handler outside any
// transaction while renewing the job's lease, and records the outcome. Any number of workers, in one
// process or several on one PostgreSQL, share the queue: claims skip locked rows, and a job whose
// worker stopped mid-run is claimed again once its lease runs out. See ARCHITECTURE.md, "Job queue".
import type { Db } from "@/server/db/database.js";
import { defaultBackoffMs } from "./backoff.js";
import { errorText } from "./error-text.js";
import type { Job, JobHandlers } from "./job.js";
import {
  claimDueJob,
  claimExpiredJob,
  lookForWork,
  deleteFinishedJobs,
  markJobDone,
  markJobFailed,
  renewLease,
  retryJobLater,
  waitingKindsOtherThan,
  type ClockAt,
} from "./job-queries.js";
import { kindsInTurn } from "./kind-turns.js";
import { WakeUp } from "./wake-up.js";

// pino (Fastify's app.log) and console both fit.
export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: JobHandlers;
  // Jobs run at once by this worker. One by default: on the embedded database every statement shares
  // one session, and a second handler mostly waits for the first.
  concurrency?: number;
  // How often an idle worker looks for due jobs. There is no LISTEN/NOTIFY: see ARCHITECTURE.md.
  pollIntervalMs?: number;
  // How long a claim holds a job without renewal; renewed every third of it while the handler runs.
  // A job whose worker died runs again after at most this long.
  leaseMs?: number;
  // Runs of one job, counting runs whose worker died, before it is marked failed.
  maxAttempts?: number;
  // The wait after the given number of failed attempts.
  backoffMs?: (failedAttempts: number) => number;
  // Kinds another worker of this service handles (job-workers.ts): not reported as waiting without a
  // handler.
  otherKinds?: readonly string[];
  // Retention of finished jobs, checked every housekeepingIntervalMs (with the waiting kinds nobody handles).
  keepDoneMs?: number;
  keepFailedMs?: number;
  housekeepingIntervalMs?: number;
  // How long stop() waits for running handlers before giving up on them.
  stopTimeoutMs?: number;
  // Tests only: the worker's clock. By default every instant is the database's now().
  now?: () => Date;
  log?: JobLog;
}

export interface JobWorker {
  // Look for due jobs now rather than at the next poll (after committing work this process queued).
  wake(): void;
  // Claims nothing more and waits (at most stopTimeoutMs) for running handlers to finish and be recorded.
  // A handler still running then is left as it is: its lease runs out and another worker runs it again.
  stop(): Promise<void>;
}

const pauseAfterDatabaseErrorMs = 1_000;

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers } = options;
  const kinds = Object.keys(handlers);
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const keepDoneMs = options.keepDoneMs ?? 24 * 3600_000;
  const keepFailedMs = options.keepFailedMs ?? 14 * 24 * 3600_000;
  const housekeepingIntervalMs = options.housekeepingIntervalMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const log = options.log ?? console;
  const clock = (): ClockAt => options.now?.();

  const polls = new WakeUp();
  const housekeepingPause = new WakeUp();
  // The runs in progress, to abort them and stop renewing their leases if stop() gives up on them.
  const running = new Map<number, { controller: AbortController; lease: { stop(): void } }>();
  const kindsReported = new Set<string>();
  // The kind of the last job claimed: kinds take turns (kind-turns.ts).
  let servedLast: string | undefined;
  let stopping = false;
  // Set when stop() gave up waiting: runs that end afterwards record nothing (the database may be closing).
  let abandoned = false;

  async function claimNext(): Promise<Job | undefined> {
    const now = clock();
    // A cheap look first: most polls of an idle worker find nothing, and most that find work find no
    // lease run out.
    const work = await lookForWork(db, { kinds, now });
    const expired = work.expired ? await claimExpiredJob(db, { kinds, leaseMs, now }) : undefined;
    if (expired) return expired;
    // A kind the look saw may have nothing left to claim (another worker took it, or its due jobs
    // wait for their running twins): the next kind in turn is tried.
    for (const kind of kindsInTurn(kinds, work.dueKinds, servedLast)) {
      const job = await claimDueJob(db, { kind, leaseMs, now });
      if (job) {
        servedLast = kind;
        return job;
      }
    }
    return undefined;
  }

  async function claimLoop() {
    while (!stopping) {
      let job: Job | undefined;
      try {
        job = await claimNext();
      } catch (error) {
        log.error(`job queue: could not claim a job: ${errorText(error)}`);
        await polls.sleep(pauseAfterDatabaseErrorMs);
        continue;
      }
      if (job) await run(job);
      else await polls.sleep(pollIntervalMs);
    }
  }

  async function run(job: Job) {
    const name = `job ${job.id} (${job.kind} ${job.key}, attempt ${job.attempt})`;
    if (job.attempt > maxAttempts) {
      // Only a job whose worker died on its last attempt gets here (a handler that kills its process).
      await record(name, () => markJobFailed(db, job, `attempt ${job.attempt - 1} of ${maxAttempts} did not finish: its worker stopped`, clock()));
      return;
    }
    const controller = new AbortController();
    const lease = keepLease(job, controller);
    running.set(job.id, { controller, lease });
    let outcome: { failed: false } | { failed: true; error: unknown } = { failed: false };
    try {
      await handlers[job.kind]!(job, { signal: controller.signal });
    } catch (error) {
      outcome = { failed: true, error };
    } finally {
      lease.stop();
      running.delete(job.id);
    }
    if (abandoned) return;
    if (!outcome.failed) await record(name, () => markJobDone(db, job, clock()));
    else await record(name, () => recordFailure(name, job, outcome.error));
  }

  async function recordFailure(name: string, job: Job, failure: unknown): Promise<boolean> {
    const error = errorText(failure);
    if (job.attempt >= maxAttempts) {
      log.error(`job queue: ${name} failed, no attempt left: ${error}`);
      return markJobFailed(db, job, error, clock());
    }
    const delayMs = backoffMs(job.attempt);
    log.warn(`job queue: ${name} failed, next attempt in ${delayMs} ms: ${error}`);
    // A twin enqueued between the statement's snapshot and its write trips the unique index; the next
    // try sees it and folds into it.
    for (let tries = 1; ; tries++) {
      try {
        return await retryJobLater(db, job, { error, delayMs, now: clock() });
      } catch (writeError) {
        if (tries >= 3 || !isUniqueViolation(writeError)) throw writeError;
      }
    }
  }

  // Writes a run's outcome. False from the write: the run had lost its lease and another run owns the job.
  async function record(name: string, write: () => Promise<boolean>) {
    try {
      if (!(await write())) log.warn(`job queue: ${name} lost its lease before it finished; its outcome is dropped (another run owns the job)`);
    } catch (error) {
      log.error(`job queue: could not record the end of ${name}; it runs again when its lease runs out: ${errorText(error)}`);
    }
  }

  function keepLease(job: Job, controller: AbortController) {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const renew = async () => {
      try {
        if (!(await renewLease(db, job, { leaseMs, now: clock() }))) {
          if (!stopped) controller.abort(new Error("this run lost its lease: another worker has taken the job"));
          return;
        }
      } catch (error) {
        // Keep trying: if the database stays away past the lease, another worker reruns the job.
        log.warn(`job queue: could not renew the lease of job ${job.id}: ${errorText(error)}`);
      }
      if (!stopped) timer = setTimeout(() => void renew(), leaseMs / 3);
    };
    timer = setTimeout(() => void renew(), leaseMs / 3);
    return {
      stop() {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }

  async function housekeep() {
    try {
      const deleted = await deleteFinishedJobs(db, { keepDoneMs, keepFailedMs, now: clock() });
      if (deleted > 0) log.info(`job queue: deleted ${deleted} finished job(s) past retention`);
      for (const kind of await waitingKindsOtherThan(db, [...kinds, ...(options.otherKinds ?? [])])) {
        if (kindsReported.has(kind)) continue;
        kindsReported.add(kind);
        log.warn(`job queue: jobs of kind "${kind}" are waiting and this worker has no handler for them; they stay waiting`);
      }
    } catch (error) {
      log.error(`job queue: housekeeping failed: ${errorText(error)}`);
    }
  }

  async function housekeepingLoop() {
    while (!stopping) {
      await housekeep();
      await housekeepingPause.sleep(housekeepingIntervalMs);
    }
  }

  const loops = [housekeepingLoop(), ...Array.from({ length: kinds.length > 0 ? (options.concurrency ?? 1) : 0 }, () => claimLoop())];
  let stopped: Promise<void> | undefined;

  return {
    wake: () => polls.wake(),
    stop() {
      stopped ??= (async () => {
        stopping = true;
        polls.wake();
        housekeepingPause.wake();
        let timer: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          Promise.all(loops).then(() => true),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), stopTimeoutMs))),
        ]);
        clearTimeout(timer);
        if (finished) return;
        abandoned = true;
        log.warn(`job queue: stopped with ${running.size} job(s) still running after ${stopTimeoutMs} ms; each runs again when its lease runs out`);
        for (const { controller, lease } of running.values()) {
          lease.stop();
          controller.abort(new Error("the worker stopped"));
        }
      })();
      return stopped;
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
