// pglite-socket serves every connection from PGlite's one session, one protocol message at a time, and
// keeps a connection's messages together only inside an explicit transaction. An extended-protocol
// query (Parse, Bind, Describe, Execute, then Sync) is not one: between its messages another
// connection's could run, and they share the session's unnamed statement and portal. Connection B's
// Parse or Bind then replaces A's, and A's Execute runs B's query: wrong rows, or another
// organization's (pglite issue #1046). Measured here at the bench's large scale while the job queue
// recomputed matches: valid keys refused, existing records "not found", internal errors.
//
// This replaces the queue's scheduler on the server's one queue instance (pglite-socket 0.2.17; the
// class is not exported): a connection that has begun an extended query, or holds a transaction, has
// the session to itself until its Sync (or the transaction's end). A failed message no longer stops
// the queue for good, as the original's early return did.
import type { PGlite } from "@electric-sql/pglite";

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

// The queue manager's own fields, as pglite-socket 0.2.17 names them.
interface QueueManager {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Messages of the extended query protocol that leave the session holding the sender's unnamed
// statement or portal until its Sync: Parse, Bind, Describe, Execute, Close, Flush.
const OPENS_SEQUENCE = new Set(["P", "B", "D", "E", "C", "H"].map((letter) => letter.charCodeAt(0)));

export function keepExtendedQueriesTogether(server: { queryQueue: unknown }): void {
  const manager = server.queryQueue as QueueManager;
  if (!Array.isArray(manager.queue) || typeof manager.processQueue !== "function" || !("lastHandlerId" in manager)) {
    throw new Error("pglite-socket's query queue is not the one this patch knows (0.2.17): check protocol-queue.ts against the new version");
  }
  // The connection whose extended query is open (it sent Parse... but not yet Sync), if any.
  let openSequence: number | null = null;

  manager.processQueue = async function processQueue(this: QueueManager) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = openSequence ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const at = owner === null ? 0 : this.queue.findIndex((queued) => queued.handlerId === owner);
        // The owner's next message has not arrived yet: the others wait for it.
        if (at === -1) return;
        const next = this.queue.splice(at, 1)[0]!;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(next.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                next.onData(data);
              },
            }),
          );
        } catch (error) {
          openSequence = null;
          next.reject(error);
          continue;
        }
        openSequence = OPENS_SEQUENCE.has(next.message[0]!) ? next.handlerId : null;
        this.lastHandlerId = next.handlerId;
        next.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that goes away in the middle of an extended query frees the session.
  const clear = manager.clearQueueForHandler.bind(manager);
  manager.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (openSequence === handlerId) {
      openSequence = null;
      void manager.processQueue();
    }
  };
}
