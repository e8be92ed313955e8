// The lowest scheduling priority for the calling thread (Linux: a thread is its own task, and
// /proc/thread-self names it): when the API's requests and a worker thread want the same core, the
// requests go first, and the worker takes what they leave. Elsewhere, or where it is not allowed, the
// thread runs as it is. Plain JavaScript: the worker threads call it before any TypeScript loads.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

export function lowestThreadPriority() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 19);
  } catch {
    // Not Linux, or not permitted.
  }
}
