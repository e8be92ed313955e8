// What a handler is given, and what it promises in return. See ARCHITECTURE.md, "Job queue".

export interface Job {
  id: number;
  kind: string;
  // What the job is about (a posting id, a document id...): with kind, the dedupe key.
  key: string;
  organizationId: string | null;
  // As first enqueued: a job deduped into a waiting one keeps that one's payload, so handlers read the
  // current state of what `key` names rather than trust a payload that may be older.
  payload: unknown;
  // 1 on the first run; more when an earlier run failed or its worker stopped mid-job.
  attempt: number;
}

export interface JobContext {
  // Aborted when the worker stops and its grace period is over, or when this run lost its lease (another
  // worker has taken the job). A handler that sees it should stop writing: its result will not count.
  signal: AbortSignal;
}

// Runs outside any transaction and writes in short transactions of its own. It must be idempotent:
// the queue runs a job at least once, and again after a crash, a lost lease or a failure.
// Throwing fails the run: it is retried with backoff, up to the worker's maxAttempts.
export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export type JobHandlers = Record<string, JobHandler>;
