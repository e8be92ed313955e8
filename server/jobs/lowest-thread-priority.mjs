// The lowest scheduling priority for the calling thread (Linux: a thread is its own task, and
// /proc/thread-self names it): when the API's requests and a worker thread want the same core, the
// requests go first, and the worker takes what they leave. Elsewhere, or where it is not allowed, the
// thread runs as it is. Plain JavaScript: the worker threads call it before any TypeScript loads.
//
// Nice 19 gives the thread the smallest share of a busy core. With `{ idle: true }` the thread also
// runs under SCHED_IDLE ("lower even than nice 19", sched(7)): switched out for any other thread that
// wakes on its core. A read crosses from the service to the database and back several times, and
// measured during an upload batch, GetJobPosting at 32 connections answered at p99 59-67 ms with both
// against 72-74 at nice 19 alone (bench/README.md "Reads during a batch"). Only for a thread that never
// holds the embedded database's one session: the matching thread writes inside transactions, and a
// thread switched out there would keep every request waiting for the session. With the matching
// thread under SCHED_IDLE, 13 of 27 reads kept their budgets during a full recompute at the large
// scale, and 30 recomputes were done; at nice 19, in the run after, 17 and 40. Node has no call for a scheduling
// policy, so util-linux's `chrt` sets it (Debian's base system has it); without `chrt` the thread
// keeps nice 19. Threads it starts later inherit both.
import { execFileSync } from "node:child_process";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

export function lowestThreadPriority({ idle = false } = {}) {
  let threadId;
  try {
    threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  } catch {
    return; // Not Linux.
  }
  if (!Number.isInteger(threadId) || threadId <= 0) return;
  try {
    setPriority(threadId, 19);
  } catch {
    // Not permitted.
  }
  if (!idle) return;
  try {
    execFileSync("chrt", ["--idle", "--pid", "0", String(threadId)], { stdio: "ignore", timeout: 5_000 });
  } catch {
    // No chrt, or not permitted: nice 19 alone.
  }
}
