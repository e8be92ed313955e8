// OCR off the service's event loop: one worker thread (ocr-worker.mjs) that reads one image at a time,
// started on first use and kept. Images are read from a file path (the engine opens files itself).
import { Worker } from "node:worker_threads";

export interface OcrLine {
  text: string;
  // The recognizer's mean character confidence, 0 to 1.
  confidence: number;
  // The line's four corners in image pixels (clockwise from top left), when the detector gave them.
  box: [number, number][] | null;
  // The same box in the page's upright frame (the page's skew taken out: a page scanned 3 degrees
  // askew has its rows level here): left edge, vertical centre, width, height. Where the line sits in
  // reading order (text-lines.ts).
  upright?: { x: number; y: number; width: number; height: number };
}

export interface OcrEngine {
  read(imagePath: string): Promise<OcrLine[]>;
  close(): Promise<void>;
}

type Pending = { resolve: (lines: OcrLine[]) => void; reject: (error: Error) => void };

export function createOcrEngine(): OcrEngine {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  };
  const started = () => {
    if (worker) return worker;
    // A young generation of its own size: the service's --min/max-semi-space-size (64 MB, for the API's
    // many short-lived answers) would apply to this thread too, where the big buffers are the ONNX
    // runtime's and the images', outside V8's heap; 120 MiB of peak memory for nothing (issue 15).
    const created = new Worker(new URL("./ocr-worker.mjs", import.meta.url), { execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 16 } });
    created.on("message", (message: { id: number; lines?: OcrLine[]; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(`OCR failed: ${message.error}`));
      else waiting.resolve(message.lines ?? []);
    });
    created.on("error", (error) => failAll(error));
    created.on("exit", (code) => failAll(new Error(`the OCR worker stopped (exit code ${code})`)));
    // An idle worker does not keep the process alive.
    created.unref();
    worker = created;
    return created;
  };
  return {
    read(imagePath) {
      const id = next++;
      return new Promise<OcrLine[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const current = started();
        current.ref();
        current.postMessage({ id, path: imagePath });
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
