// Background work yields to requests: the service counts its requests in flight, the clients that
// went away included, and a step of background work is followed by a pause only while one is in flight.
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { countRequestsInFlight, followRequestsInFlight, requestsInFlight, requestsInFlightMemory } from "./background-pace.js";
import { pauseAfterStep, turnAfterStep } from "./background-turn.mjs";
import { deferred, waitFor } from "./job-test-support.js";

const answer = deferred();
const held = deferred();
const app = Fastify({ forceCloseConnections: true });
countRequestsInFlight(app);
app.get("/slow", async () => {
  await answer.promise;
  return { ok: true };
});
// Answers only when the test has seen its client go away.
app.get("/held", async () => {
  await held.promise;
  return {};
});
const url = await app.listen({ port: 0, host: "127.0.0.1" });
afterAll(() => app.close());

describe("background pace", () => {
  it("counts a request from its arrival to the end of its answer", async () => {
    expect(requestsInFlight()).toBe(0);
    const reply = fetch(`${url}/slow`);
    await waitFor(() => requestsInFlight() === 1, "the request to arrive");
    answer.resolve();
    expect((await reply).status).toBe(200);
    await waitFor(() => requestsInFlight() === 0, "the count to go back to zero");
  });

  it("stops counting a request whose client went away before the answer", async () => {
    const client = new AbortController();
    const reply = fetch(`${url}/held`, { signal: client.signal }).catch((error: Error) => error);
    await waitFor(() => requestsInFlight() === 1, "the request to arrive");
    client.abort();
    expect(await reply).toBeInstanceOf(Error);
    await waitFor(() => requestsInFlight() === 0, "the count to go back to zero");
    held.resolve();
  });

  // The matching thread (matching/matching-thread.ts) follows the API thread's count this way.
  it("reads the count another thread keeps, from the memory it shares", () => {
    const own = requestsInFlightMemory();
    const other = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    followRequestsInFlight(other);
    try {
      expect(requestsInFlight()).toBe(0);
      Atomics.store(new Int32Array(other), 0, 2);
      expect(requestsInFlight()).toBe(2);
      expect(requestsInFlightMemory()).toBe(other);
    } finally {
      followRequestsInFlight(own);
    }
    expect(requestsInFlightMemory()).toBe(own);
    expect(requestsInFlight()).toBe(0);
  });

  it("pauses four times the step while requests are in flight, at most 100 ms, and not at all otherwise", () => {
    expect(pauseAfterStep(10, 0)).toBe(0);
    expect(pauseAfterStep(10, 1)).toBe(40);
    expect(pauseAfterStep(60, 3)).toBe(100);
  });
});

// The document worker takes its turns with turnAfterStep directly, on the count's shared memory.
describe("a turn after a step", () => {
  it("pauses while the shared count has requests in flight, and goes on once the step's pause is over", async () => {
    const count = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    Atomics.store(count, 0, 1);
    const stepStarted = performance.now() - 30;
    await turnAfterStep(stepStarted, count);
    // Four times a 30 ms step, at most 100 ms: the pause is measured from the turn's start.
    expect(performance.now() - stepStarted).toBeGreaterThanOrEqual(30 + 99);
  });
});
