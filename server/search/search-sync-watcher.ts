// Waits for records to become searchable, for every WaitForSearchSync call of the service at once: one
// loop asks the index which of all the waited-for records are still pending, one statement per turn
// whatever the number of callers (on the embedded database every statement takes the one session),
// and wakes each caller whose records are all synced. It runs only while someone waits.
import type { PostingIndex } from "./posting-index.js";
import type { RecordRef } from "./posting-search-repository.js";

export interface PendingRecords {
  postings: RecordRef[];
  profiles: RecordRef[];
}

export interface SearchSyncWatcher {
  // Resolves with what is still pending when everything is synced (nothing) or when `untilMs` (a
  // Date.now() instant) comes or `signal` aborts (what was pending at the last look).
  waitUntilSynced(records: PendingRecords, untilMs: number, signal: AbortSignal): Promise<PendingRecords>;
}

interface Waiter {
  pending: PendingRecords;
  settle(): void;
}

export function createSearchSyncWatcher(index: PostingIndex, options: { pollIntervalMs?: number } = {}): SearchSyncWatcher {
  const pollIntervalMs = options.pollIntervalMs ?? 20;
  const waiters = new Set<Waiter>();
  let looping = false;

  const key = (ref: RecordRef) => `${ref.organizationId} ${ref.id}`;

  async function loop() {
    looping = true;
    try {
      while (waiters.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
        if (waiters.size === 0) break;
        const asked = [...waiters];
        const unique = (refs: RecordRef[]) => [...new Map(refs.map((ref) => [key(ref), ref])).values()];
        let still: PendingRecords;
        try {
          still = await index.pending({
            postings: unique(asked.flatMap((waiter) => waiter.pending.postings)),
            profiles: unique(asked.flatMap((waiter) => waiter.pending.profiles)),
          });
        } catch {
          // The database is away for a moment: look again next turn; callers time out as usual.
          continue;
        }
        const postings = new Set(still.postings.map(key));
        const profiles = new Set(still.profiles.map(key));
        for (const waiter of asked) {
          waiter.pending = {
            postings: waiter.pending.postings.filter((ref) => postings.has(key(ref))),
            profiles: waiter.pending.profiles.filter((ref) => profiles.has(key(ref))),
          };
          if (waiter.pending.postings.length === 0 && waiter.pending.profiles.length === 0) waiter.settle();
        }
      }
    } finally {
      looping = false;
    }
  }

  return {
    async waitUntilSynced(records, untilMs, signal) {
      // A first look of its own: already synced records answer without waiting for the loop's turn.
      const pending = await index.pending(records);
      if ((pending.postings.length === 0 && pending.profiles.length === 0) || Date.now() >= untilMs || signal.aborted) return pending;
      return new Promise<PendingRecords>((resolve) => {
        const waiter: Waiter = {
          pending,
          settle: () => {
            clearTimeout(timer);
            signal.removeEventListener("abort", waiter.settle);
            waiters.delete(waiter);
            resolve(waiter.pending);
          },
        };
        const timer = setTimeout(waiter.settle, untilMs - Date.now());
        signal.addEventListener("abort", waiter.settle, { once: true });
        waiters.add(waiter);
        if (!looping) void loop();
      });
    },
  };
}
