// Requests first. The job queue's handlers run in the service's process, on the event loop that answers
// requests, and a recompute at the bench's large scale is mostly work of that one thread (scoring 52,800
// candidates, reading and writing thousands of rows). Measured with every match being recomputed, the
// recompute took about half of the thread and the reads waited for it (bench/README.md "What a
// recompute holds"). So long background work calls backgroundTurn() between its steps: with no request
// in flight it goes on at once; with requests in flight it pauses for four times the length of the
// step it just did, so that it takes at most a fifth of the thread while someone waits for an answer,
// and all of it otherwise. It never stops altogether: a recompute under constant load still finishes.
import type { FastifyInstance } from "fastify";

// The count lives in shared memory, so that the matching thread (matching-thread.ts), whose
// recomputes are background work too, reads the count the API's thread keeps.
let inFlight = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));

// Counts the service's requests from their arrival to the end of their answer (or the client going
// away). main.ts calls it on the API's instance; without it (tests, the CLI) background work never pauses.
export function countRequestsInFlight(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    Atomics.add(inFlight, 0, 1);
    reply.raw.once("close", () => Atomics.sub(inFlight, 0, 1));
    done();
  });
}

export function requestsInFlight(): number {
  return Atomics.load(inFlight, 0);
}

// The count's memory, for another thread of the process to follow with followRequestsInFlight.
export function requestsInFlightMemory(): SharedArrayBuffer {
  return inFlight.buffer as SharedArrayBuffer;
}

// In another thread: pause for the requests the given memory counts (requestsInFlightMemory).
export function followRequestsInFlight(memory: SharedArrayBuffer): void {
  inFlight = new Int32Array(memory);
}

// A longest pause, so that a step that ran long (a page read behind a slow statement) does not stall
// the work for seconds.
const maxPauseMs = 100;

// The pause after a step of `stepMs`: none with no request in flight.
export function pauseAfterStep(stepMs: number, requests: number): number {
  return requests > 0 ? Math.min(maxPauseMs, 4 * stepMs) : 0;
}

// Lets the event loop run what waits, then pauses while requests are in flight. `stepStarted` is when
// the step just done began (performance.now()).
export async function backgroundTurn(stepStarted: number): Promise<void> {
  const stepMs = performance.now() - stepStarted;
  await new Promise((resolve) => setImmediate(resolve));
  const pauseMs = pauseAfterStep(stepMs, requestsInFlight());
  if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
