// Calls to a worker thread of the service (the matching thread, the document worker): each message
// carries an id, the thread answers `{ id, result }` or `{ id, error }`, and the caller gets a promise.
// A thread that stops fails every call still waiting, and the next call starts a new one: a crash of
// the thread costs its calls in flight, never the service.
import type { Worker } from "node:worker_threads";

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: string;
}

export interface ThreadCallsOptions {
  // Makes the thread (called on the first call, and on the first after it stopped).
  start: () => Worker;
  // What the thread is called in the error its calls fail with when it stops: "the document worker".
  name: string;
  // An idle thread does not keep the process alive (a CLI command may end while it waits for work).
  unrefWhenIdle?: boolean;
}

export interface ThreadCalls<Reply extends ThreadReply> {
  // Sends the message and waits for its reply; a reply with an error fails with toError's error.
  call<T>(message: object, toError: (reply: Reply) => Error): Promise<T>;
  // The thread, started if none runs.
  started(): Worker;
  // The thread that runs now, if any.
  current(): Worker | undefined;
  // Fails every waiting call with this error and forgets the thread (the caller ends it).
  failAll(error: Error): void;
}

type Pending<Reply> = { resolve: (result: unknown) => void; reject: (error: Error) => void; toError: (reply: Reply) => Error };

export function threadCalls<Reply extends ThreadReply>(options: ThreadCallsOptions): ThreadCalls<Reply> {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, Pending<Reply>>();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  };
  const started = () => {
    if (worker) return worker;
    const created = options.start();
    created.on("message", (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.error !== undefined) waiting.reject(waiting.toError(reply));
      else waiting.resolve(reply.result);
    });
    // Only while it is the current thread: a thread that ended late must not fail the calls of the
    // one started after it.
    created.on("error", (error) => {
      if (worker === created) failAll(error);
    });
    created.on("exit", (code) => {
      if (worker === created) failAll(new Error(`${options.name} stopped (exit code ${code})`));
    });
    if (options.unrefWhenIdle) created.unref();
    worker = created;
    return created;
  };
  const call = <T>(message: object, toError: (reply: Reply) => Error): Promise<T> => {
    const id = next++;
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject, toError });
      try {
        const thread = started();
        if (options.unrefWhenIdle) thread.ref();
        thread.postMessage({ ...message, id });
      } catch (error) {
        // No thread, or a message it cannot take (one that cannot be cloned): this call fails alone.
        pending.delete(id);
        throw error;
      }
    });
    if (!options.unrefWhenIdle) return answer;
    return answer.finally(() => {
      if (pending.size === 0) worker?.unref();
    });
  };
  return { call, started, current: () => worker, failAll };
}
