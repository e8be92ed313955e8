// The pause background work takes between its steps (background-pace.ts says why): with no request in
// flight, none; with requests in flight, four times the length of the step just done, so that the work
// takes at most a fifth of its thread while someone waits for an answer, and never more than 100 ms,
// so that a step that ran long does not stall the work for seconds. It never stops altogether: work
// under constant load still finishes. Plain JavaScript: the document worker, which runs without a
// TypeScript loader, takes its turns here too.

const maxPauseMs = 100;

// The pause after a step of `stepMs`.
export function pauseAfterStep(stepMs, requests) {
  return requests > 0 ? Math.min(maxPauseMs, 4 * stepMs) : 0;
}

// Lets the thread's event loop run what waits, then pauses while the count in `inFlight` (shared
// memory the API's thread keeps) is above zero. `stepStarted` is when the step just done began
// (performance.now()).
export async function turnAfterStep(stepStarted, inFlight) {
  const stepMs = performance.now() - stepStarted;
  await new Promise((resolve) => setImmediate(resolve));
  const pauseMs = pauseAfterStep(stepMs, Atomics.load(inFlight, 0));
  if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
