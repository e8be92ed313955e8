// The OCR engine in a worker thread (ocr-engine.ts starts it): PaddleOCR's PP-OCRv4 detection and
// recognition models through @gutenye/ocr-node (ONNX, on the CPU), loaded once, read from the npm
// package, never from a CDN. Plain JavaScript, so that the worker needs no TypeScript loader wherever
// it is started from (the service, the tests, the bench). One image at a time: it is CPU-bound, and
// the machine has two cores, one of which serves the API.
import { parentPort } from "node:worker_threads";
import Ocr from "@gutenye/ocr-node";

const engine = Ocr.create();

parentPort.on("message", async ({ id, path }) => {
  try {
    const ocr = await engine;
    const lines = await ocr.detect(path);
    parentPort.postMessage({ id, lines: lines.map((line) => ({ text: line.text, confidence: line.mean, box: line.box ?? null })) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
