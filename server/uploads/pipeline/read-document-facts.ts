// ReadFacts for the job (process-upload.ts): a stored file's bytes from the file store, its text
// (extraction/read-file-text.ts: text layer or OCR), the MRZ of any page, and the career reader's
// reading, as the facts the writer stores. `today` is the day the job runs (two-digit years and
// "present" are judged against it).
import type { Readable } from "node:stream";
import { readDocumentText } from "../extraction/career/read-document-text.js";
import { readMrz } from "../extraction/mrz/read-mrz.js";
import type { OcrEngine } from "../extraction/ocr/ocr-engine.js";
import { readFileText } from "../extraction/read-file-text.js";
import type { FileStore } from "../file-store.js";
import type { ReadFacts } from "../process-upload.js";
import { documentFactsFromReading, type MrzOnPage } from "./document-facts-from-reading.js";

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function readDocumentFacts(deps: { store: FileStore; ocr: OcrEngine; today?: () => string }): ReadFacts {
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  return async (file) => {
    const bytes = await bytesOf(deps.store.read(file.storageKey));
    const pages = await readFileText(bytes, file.contentType, deps.ocr);
    const day = today();
    let mrz: MrzOnPage | undefined;
    pages.forEach((page, index) => {
      if (mrz) return;
      // The engine's own lines: the MRZ's two or three rows, each as it was read.
      const text = (page.ocr?.map((line) => line.text) ?? page.lines).join("\n");
      const found = readMrz(text, { today: day });
      if (found) mrz = { page: index, mrz: found };
    });
    const reading = readDocumentText(
      pages.map((page) => page.lines),
      { today: day },
    );
    return documentFactsFromReading(reading, mrz, pages.length);
  };
}
