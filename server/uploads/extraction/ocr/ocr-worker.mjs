// The OCR engine in a worker thread (ocr-engine.ts starts it): PaddleOCR's PP-OCRv4 detection and
// recognition models on the CPU (read-page-image.mjs), loaded once. Plain JavaScript, so that the
// worker needs no TypeScript loader wherever it is started from (the service, the tests, the bench).
// One image at a time: it is CPU-bound, and the machine has two cores, one of which serves the API.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { createPageReader } from "./read-page-image.mjs";

// The lowest scheduling priority for this thread (Linux: a thread is its own task, and
// /proc/thread-self names it): when the API's requests and the OCR want the same core, the requests
// go first, and the OCR takes what they leave. Elsewhere, or where it is not allowed, it runs as is.
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 19);
} catch {
  // Not Linux, or not permitted: the OCR runs at the service's priority.
}

const reader = createPageReader();

parentPort.on("message", async ({ id, path }) => {
  try {
    const read = await reader;
    const { lines } = await read(path);
    parentPort.postMessage({ id, lines });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
