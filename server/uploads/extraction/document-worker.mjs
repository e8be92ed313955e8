// The document worker: the pipeline's CPU-heavy reading, off the service's event loop, in one worker
// thread that document-engine.ts starts. Two operations: "ocr" reads a page image with PaddleOCR's
// PP-OCRv4 detection and recognition models (read-page-image.mjs, loaded on first use), and "pdf" reads
// a PDF's text layer and draws the pages OCR needs (pdf-pages.mjs). Plain JavaScript, so that the worker
// needs no TypeScript loader wherever it is started from (the service, the tests, the bench).
// One request at a time, in the order they came: each is CPU-bound, and the machine has two cores, one
// of which serves the API.
import { parentPort, workerData } from "node:worker_threads";
import { turnAfterStep } from "../../jobs/background-turn.mjs";
import { lowestThreadPriority } from "../../jobs/lowest-thread-priority.mjs";
import { createPageReader } from "./ocr/read-page-image.mjs";
import { readPdfPages } from "./pdf-pages.mjs";

// The lowest scheduling priority for this thread, SCHED_IDLE included (it holds no database session):
// the API's requests go first.
lowestThreadPriority({ idle: true });
// Requests first, beyond the scheduler: even at the lowest priority, OCR on the second core took a
// fifth or more of the reads' throughput on this two-core machine, so between model runs the reader
// pauses while the service has requests in flight (bench/README.md "Reads during a batch").
const inFlight = new Int32Array(workerData.requestsInFlight);
const turn = (stepStarted) => turnAfterStep(stepStarted, inFlight);

let pageReader;
const operations = {
  async ocr({ path }) {
    pageReader ??= createPageReader({ turn });
    const { lines } = await (await pageReader)(path);
    return { result: lines };
  },
  async pdf({ bytes, thumbnailLongSide }) {
    const read = await readPdfPages(bytes, { thumbnailLongSide });
    // The drawn pages move to the service's thread rather than being copied.
    const transfer = [...read.images.map((image) => image.png.buffer), ...(read.thumbnail ? [read.thumbnail.buffer] : [])];
    return { result: read, transfer: [...new Set(transfer)] };
  },
};

let queue = Promise.resolve();
parentPort.on("message", (message) => {
  queue = queue.then(async () => {
    try {
      const { result, transfer } = await operations[message.op](message);
      parentPort.postMessage({ id: message.id, result }, transfer ?? []);
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error), reason: error?.reason });
    }
  });
});
