// Requests first. The job queue's handlers run in the service's process, on the event loop that answers
// requests, and a recompute at the bench's large scale is mostly work of that one thread (scoring 52,800
// candidates, reading and writing thousands of rows). Measured with every match being recomputed, the
// recompute took about half of the thread and the reads waited for it (bench/README.md "What a
// recompute holds"). So long background work calls backgroundTurn() between its steps: with no request
// in flight it goes on at once; with requests in flight it pauses for four times the length of the
// step it just did (background-turn.mjs has the rule), so that it takes at most a fifth of the thread
// while someone waits for an answer, and all of it otherwise.
import type { FastifyInstance } from "fastify";
import { turnAfterStep } from "./background-turn.mjs";

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

// Lets the event loop run what waits, then pauses while requests are in flight (background-turn.mjs).
// `stepStarted` is when the step just done began (performance.now()).
export function backgroundTurn(stepStarted: number): Promise<void> {
  return turnAfterStep(stepStarted, inFlight);
}
