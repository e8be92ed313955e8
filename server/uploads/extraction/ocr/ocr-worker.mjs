// The OCR engine in a worker thread (ocr-engine.ts starts it): PaddleOCR's PP-OCRv4 detection and
// recognition models on the CPU (read-page-image.mjs), loaded once. Plain JavaScript, so that the
// worker needs no TypeScript loader wherever it is started from (the service, the tests, the bench).
// One image at a time: it is CPU-bound, and the machine has two cores, one of which serves the API.
import { parentPort } from "node:worker_threads";
import { createPageReader } from "./read-page-image.mjs";

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
