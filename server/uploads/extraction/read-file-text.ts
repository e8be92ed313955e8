// The text of a stored document, page by page, as lines a reader sees: the PDF's text layer where it
// has one, OCR where it has none (scans, photos, image-only PDFs). What the OCR saw of each page is
// kept with it (lines and their boxes), for the MRZ reader and the face crop. On request, the first
// page's thumbnail too, made from the image already drawn for OCR where there is one.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DocumentUnreadable } from "./document-unreadable.js";
import { heicAsPng } from "./heic.js";
import { imageForOcr } from "./image-for-ocr.js";
import type { DocumentEngine, OcrLine } from "./document-engine.js";
import { visualLines, type TextPiece } from "./text-lines.js";
import { THUMBNAIL_LONG_SIDE, thumbnailOf } from "./thumbnail.js";

export interface PageText {
  lines: string[];
  // How the lines were read.
  method: "text-layer" | "ocr";
  // The OCR engine's own lines, when the page was read by OCR.
  ocr?: OcrLine[];
  // The page as the OCR engine saw it (a PNG: the boxes of `ocr` are in its pixels), kept only for the
  // pages ReadOptions.keepPageImage asks for: a page image is megabytes, and only an identity
  // document's photo page needs it again.
  image?: Buffer;
}

export interface ReadOptions {
  // Make the first page's thumbnail (thumbnail.ts).
  thumbnail?: boolean;
  // Whether to keep an OCR'd page's image (PageText.image), given what the OCR read on it.
  keepPageImage?: (page: PageText) => boolean;
}

export interface DocumentRead {
  pages: PageText[];
  // The first page's thumbnail (WebP), when asked for.
  thumbnail?: Buffer;
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/tiff", "image/webp", "image/heic"]);

function piecesOf(lines: readonly OcrLine[]): TextPiece[] {
  return lines
    .filter((line) => line.upright || (line.box && line.box.length === 4))
    .map((line) => {
      // The engine's upright box where it gives one: rows stay level on a page scanned askew.
      if (line.upright) return { text: line.text, ...line.upright };
      const xs = line.box!.map(([x]) => x);
      const ys = line.box!.map(([, y]) => y);
      const top = Math.min(...ys);
      const bottom = Math.max(...ys);
      return { text: line.text, x: Math.min(...xs), y: (top + bottom) / 2, width: Math.max(...xs) - Math.min(...xs), height: bottom - top };
    });
}

// Reads one page image with the OCR engine; `pageImagePath` is where the image it read is kept until
// the document has been read (its thumbnail and face crop come from it).
async function ocrPage(engine: DocumentEngine, source: Buffer, pageImagePath: string, options: ReadOptions): Promise<PageText> {
  await imageForOcr(source, pageImagePath);
  const ocr = await engine.ocr(pageImagePath);
  const boxed = piecesOf(ocr);
  // Lines without boxes (none in practice) keep the engine's order.
  const lines = boxed.length === ocr.length ? visualLines(boxed) : ocr.map((line) => line.text);
  const page: PageText = { lines, method: "ocr", ocr };
  if (options.keepPageImage?.(page)) page.image = await readFile(pageImagePath);
  return page;
}

// A drawn page as the worker sent it (a Uint8Array over its moved buffer), as a Buffer without a copy.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function readPdf(bytes: Buffer, engine: DocumentEngine, folder: string, options: ReadOptions): Promise<DocumentRead> {
  const pdf = await engine.readPdf(bytes, { thumbnailLongSide: options.thumbnail ? THUMBNAIL_LONG_SIDE : undefined });
  const images = new Map(pdf.images.map((image) => [image.page, asBuffer(image.png)]));
  const pages: PageText[] = [];
  let thumbnailSource: Buffer | string | undefined = pdf.thumbnail && asBuffer(pdf.thumbnail);
  for (let index = 0; index < pdf.pages.length; index++) {
    const image = images.get(index + 1);
    if (!image) {
      pages.push({ lines: visualLines(pdf.pages[index]!), method: "text-layer" });
      continue;
    }
    const path = join(folder, `${randomUUID()}.png`);
    pages.push(await ocrPage(engine, image, path, options));
    // The thumbnail of a first page read by OCR comes from the image OCR read.
    if (index === 0) thumbnailSource = path;
  }
  if (!options.thumbnail || pages.length === 0 || thumbnailSource === undefined) return { pages };
  try {
    return { pages, thumbnail: await thumbnailOf(thumbnailSource) };
  } catch {
    return { pages };
  }
}

async function readImage(bytes: Buffer, contentType: string, engine: DocumentEngine, folder: string, options: ReadOptions): Promise<DocumentRead> {
  const path = join(folder, `${randomUUID()}.png`);
  let page: PageText;
  try {
    const source = contentType === "image/heic" ? await heicAsPng(bytes) : bytes;
    page = await ocrPage(engine, source, path, options);
  } catch (error) {
    if (error instanceof DocumentUnreadable) throw error;
    if ((error as Error).message.startsWith("OCR failed")) throw error;
    throw new DocumentUnreadable("damaged", `the image cannot be read: it is damaged or cut short (${(error as Error).message})`);
  }
  return { pages: [page], thumbnail: options.thumbnail ? await thumbnailOf(path) : undefined };
}

export async function readDocument(bytes: Buffer, contentType: string, engine: DocumentEngine, options: ReadOptions = {}): Promise<DocumentRead> {
  if (bytes.length === 0) throw new DocumentUnreadable("empty", "the file is empty");
  if (contentType !== "application/pdf" && !IMAGE_TYPES.has(contentType)) {
    throw new DocumentUnreadable("unsupported", `the file is ${contentType || "of an unknown type"}: the pipeline reads PDF, JPEG, PNG, TIFF, WebP and HEIC`);
  }
  const folder = await mkdtemp(join(tmpdir(), "crew-ocr-"));
  try {
    return contentType === "application/pdf" ? await readPdf(bytes, engine, folder, options) : await readImage(bytes, contentType, engine, folder, options);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// The pages' text alone (the accuracy bench).
export async function readFileText(bytes: Buffer, contentType: string, engine: DocumentEngine): Promise<PageText[]> {
  return (await readDocument(bytes, contentType, engine)).pages;
}
