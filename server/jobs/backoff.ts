// How long a failed job waits before its next attempt: doubling from 5 s, at most 10 minutes, so a
// dependency that is down for a while is not hammered, and a brief hiccup costs seconds.
export function defaultBackoffMs(failedAttempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failedAttempts - 1), 10 * 60_000);
}
