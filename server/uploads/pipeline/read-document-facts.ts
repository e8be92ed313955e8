// ReadFacts for the job (process-upload.ts): a stored file's bytes from the file store, its text
// (extraction/read-file-text.ts: text layer or OCR), the MRZ of any page, and the career reader's
// reading, as the facts the writer stores. Beside the file, in the store, its thumbnail and, for a
// passport, the holder's face cropped from the photo page (derived-files.ts). `today` is the day the
// job runs (two-digit years and "present" are judged against it).
import { buffer } from "node:stream/consumers";
import { readDocumentText } from "../extraction/career/read-document-text.js";
import { readMrz } from "../extraction/mrz/read-mrz.js";
import type { MrzReading } from "../extraction/mrz/mrz-reading.js";
import type { DocumentEngine } from "../extraction/document-engine.js";
import { readDocument, type PageText } from "../extraction/read-file-text.js";
import type { FileStore } from "../file-store.js";
import type { ReadFacts } from "../process-upload.js";
import { storeFace, storeThumbnail } from "./derived-files.js";
import { documentFactsFromReading, type MrzOnPage } from "./document-facts-from-reading.js";

export function readDocumentFacts(deps: { store: FileStore; ocr: DocumentEngine; today?: () => string }): ReadFacts {
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  return async (file) => {
    const bytes = await buffer(await deps.store.read(file.storageKey));
    const day = today();
    // Each page's MRZ, read once: while the page is read (so that only a page with a TD3 zone, a
    // passport's photo page, keeps its image for the face crop) and for the facts after.
    const mrzOfPage = new Map<PageText, MrzReading | undefined>();
    const mrzOf = (page: PageText) => {
      if (!mrzOfPage.has(page)) {
        // The engine's own lines: the MRZ's two or three rows, each as it was read.
        const text = (page.ocr?.map((line) => line.text) ?? page.lines).join("\n");
        mrzOfPage.set(page, readMrz(text, { today: day }));
      }
      return mrzOfPage.get(page);
    };
    const { pages, thumbnail } = await readDocument(bytes, file.contentType, deps.ocr, {
      thumbnail: true,
      keepPageImage: (page) => mrzOf(page)?.format === "TD3",
    });
    let mrz: MrzOnPage | undefined;
    pages.forEach((page, index) => {
      const found = mrz ? undefined : mrzOf(page);
      if (found) mrz = { page: index, mrz: found };
    });
    const reading = readDocumentText(
      pages.map((page) => page.lines),
      { today: day },
    );
    const facts = documentFactsFromReading(reading, mrz, pages.length);
    if (thumbnail) facts.thumbnail = await storeThumbnail(deps.store, file, thumbnail);
    if (mrz && facts.kind === "passport") facts.face = await storeFace(deps.store, file, mrz, pages[mrz.page]!);
    return facts;
  };
}
