// The document pipeline's CPU-heavy reading off the service's event loop: one worker thread
// (document-worker.mjs), started on first use and kept, that takes one request at a time: OCR of a page
// image (read from a file path: the engine opens files itself) and the reading of a PDF (its text
// layer, and the pages OCR needs drawn).
import { Worker } from "node:worker_threads";
import { requestsInFlightMemory } from "@/server/jobs/background-pace.js";
import { threadCalls, type ThreadReply } from "@/server/jobs/thread-calls.js";
import { DocumentUnreadable } from "./document-unreadable.js";
import type { PdfPages, PdfUnreadableReason } from "./pdf-pages.mjs";

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

export interface DocumentEngine {
  // The lines OCR reads on an image file.
  ocr(imagePath: string): Promise<OcrLine[]>;
  // A PDF's pages (pdf-pages.d.mts); an encrypted or damaged PDF fails with DocumentUnreadable.
  readPdf(bytes: Uint8Array, options?: { thumbnailLongSide?: number }): Promise<PdfPages>;
  close(): Promise<void>;
}

type Reply = ThreadReply & { reason?: PdfUnreadableReason };

export function createDocumentEngine(): DocumentEngine {
  const thread = threadCalls<Reply>({
    name: "the document worker",
    // A young generation of its own size: the service's --min/max-semi-space-size (64 MB, for the API's
    // many short-lived answers) would apply to this thread too, where the big buffers are the ONNX
    // runtime's and the images', outside V8's heap; 120 MiB of peak memory for nothing (issue 15). The
    // limit holds only where the command line's semi-space flags do not override it: the service
    // changes them for new threads at start (main.ts).
    // The worker pauses between its model runs while the API's thread counts requests in flight
    // (jobs/background-turn.mjs), from the count's shared memory.
    start: () =>
      new Worker(new URL("./document-worker.mjs", import.meta.url), {
        execArgv: [],
        resourceLimits: { maxYoungGenerationSizeMb: 16 },
        workerData: { requestsInFlight: requestsInFlightMemory() },
      }),
    // Started on first use and kept; idle, it does not keep the process alive.
    unrefWhenIdle: true,
  });
  return {
    ocr: (path) => thread.call<OcrLine[]>({ op: "ocr", path }, (reply) => new Error(`OCR failed: ${reply.error}`)),
    readPdf: (bytes, options = {}) =>
      thread.call<PdfPages>({ op: "pdf", bytes, thumbnailLongSide: options.thumbnailLongSide }, (reply) =>
        reply.reason ? new DocumentUnreadable(reply.reason, reply.error!) : new Error(`reading the PDF failed: ${reply.error}`),
      ),
    async close() {
      const current = thread.current();
      thread.failAll(new Error("the document worker was closed"));
      if (current) await current.terminate();
    },
  };
}
