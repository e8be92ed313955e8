// HEIC photos (what phones take): sharp's prebuilt build has no HEVC decoder, so the pixels come from
// heic-decode in a worker thread of their own (heic-worker.mjs), and sharp takes them from there as raw
// RGBA. The rest of the pipeline then reads the photo as it reads a PNG.
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { DocumentUnreadable } from "./document-unreadable.js";

interface Decoded {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function decodeInWorker(bytes: Buffer): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    // One worker per photo: HEIC photos are few next to the rest of a pile, and a worker that exits
    // hands libheif's memory (a 12-megapixel photo decodes to 48 MB) back at once.
    const worker = new Worker(new URL("./heic-worker.mjs", import.meta.url), { workerData: bytes, execArgv: [] });
    worker.once("message", (message: Partial<Decoded> & { error?: string }) => {
      if (message.error !== undefined || !message.data)
        reject(new DocumentUnreadable("damaged", `the HEIC photo cannot be read: it is damaged or cut short (${message.error ?? "no image"})`));
      else resolve(message as Decoded);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the HEIC decoder stopped (exit code ${code})`)));
  });
}

// The photo as a PNG (lossless, quickly compressed: it is read once, by the OCR's image preparation).
export async function heicAsPng(bytes: Buffer): Promise<Buffer> {
  const { width, height, data } = await decodeInWorker(bytes);
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
