// The text of a stored document, page by page, as lines a reader sees: the PDF's text layer where it
// has one, OCR where it has none (scans, photos, image-only PDFs). What the OCR saw of each page is
// kept with it (lines and their boxes), for the MRZ reader.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DocumentUnreadable } from "./document-unreadable.js";
import { imageForOcr } from "./image-for-ocr.js";
import type { OcrEngine, OcrLine } from "./ocr/ocr-engine.js";
import { openPdf, pageImage, pageNeedsOcr } from "./pdf-document.js";
import { visualLines, type TextPiece } from "./text-lines.js";

export interface PageText {
  lines: string[];
  // How the lines were read.
  method: "text-layer" | "ocr";
  // The OCR engine's own lines, when the page was read by OCR.
  ocr?: OcrLine[];
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/tiff", "image/webp"]);

function piecesOf(lines: readonly OcrLine[]): TextPiece[] {
  return lines
    .filter((line) => line.box && line.box.length === 4)
    .map((line) => {
      const xs = line.box!.map(([x]) => x);
      const ys = line.box!.map(([, y]) => y);
      const top = Math.min(...ys);
      const bottom = Math.max(...ys);
      return { text: line.text, x: Math.min(...xs), y: (top + bottom) / 2, width: Math.max(...xs) - Math.min(...xs), height: bottom - top };
    });
}

async function ocrPage(engine: OcrEngine, folder: string, source: Buffer): Promise<PageText> {
  const path = join(folder, `${randomUUID()}.png`);
  await imageForOcr(source, path);
  const ocr = await engine.read(path);
  const boxed = piecesOf(ocr);
  // Lines without boxes (none in practice) keep the engine's order.
  const lines = boxed.length === ocr.length ? visualLines(boxed) : ocr.map((line) => line.text);
  return { lines, method: "ocr", ocr };
}

export async function readFileText(bytes: Buffer, contentType: string, engine: OcrEngine): Promise<PageText[]> {
  if (bytes.length === 0) throw new DocumentUnreadable("empty", "the file is empty");
  const folder = await mkdtemp(join(tmpdir(), "crew-ocr-"));
  try {
    if (contentType === "application/pdf") {
      const pdf = await openPdf(bytes);
      const pages: PageText[] = [];
      for (let index = 0; index < pdf.pages.length; index++) {
        const lines = pdf.pages[index]!;
        if (!pageNeedsOcr(lines)) pages.push({ lines, method: "text-layer" });
        else pages.push(await ocrPage(engine, folder, await pageImage(pdf, index + 1)));
      }
      await pdf.document.cleanup();
      return pages;
    }
    if (IMAGE_TYPES.has(contentType)) {
      try {
        return [await ocrPage(engine, folder, bytes)];
      } catch (error) {
        if (error instanceof DocumentUnreadable) throw error;
        if ((error as Error).message.startsWith("OCR failed")) throw error;
        throw new DocumentUnreadable("damaged", `the image cannot be read: it is damaged or cut short (${(error as Error).message})`);
      }
    }
    throw new DocumentUnreadable("unsupported", `the file is ${contentType || "of an unknown type"}: the pipeline reads PDF, JPEG, PNG, TIFF, WebP and HEIC`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
