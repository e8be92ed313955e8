// A PDF's pages as text lines (its text layer), and a page as an image when it has no text to read (a
// scan). A PDF that cannot be opened fails with the reason a recruiter can act on: encrypted, damaged
// or cut short, empty.
import "./pdfjs-node20.js";
import { getDocumentProxy, renderPageAsImage } from "unpdf";
import { visualLines, type TextPiece } from "./text-lines.js";
import { DocumentUnreadable } from "./document-unreadable.js";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface PdfPages {
  document: PdfDocument;
  // Each page's lines from its text layer; [] for a page without one.
  pages: string[][];
}

// A page with fewer characters than this in its text layer is read as an image (a scan, or a page
// whose only text is a stamp).
const MIN_TEXT_CHARACTERS = 40;

export async function openPdf(bytes: Uint8Array): Promise<PdfPages> {
  if (bytes.length === 0) throw new DocumentUnreadable("empty", "the file is empty");
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") throw new DocumentUnreadable("encrypted", "the PDF is encrypted (password protected): send it without a password");
    throw new DocumentUnreadable("damaged", `the PDF cannot be read: it is damaged or cut short (${(error as Error).message})`);
  }
  const pages: string[][] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const pieces: TextPiece[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [, , , , x, baseline] = item.transform as number[];
        const height = item.height || Math.abs((item.transform as number[])[3] ?? 10);
        // PDF y grows upwards from the page's foot; lines are read top down.
        pieces.push({ text: item.str, x: x!, y: viewport.height - baseline! - height / 2, width: item.width, height });
      }
      pages.push(visualLines(pieces));
    }
  } catch (error) {
    throw new DocumentUnreadable("damaged", `the PDF cannot be read: it is damaged or cut short (${(error as Error).message})`);
  }
  return { document, pages };
}

export function pageNeedsOcr(lines: readonly string[]): boolean {
  return lines.join("").replace(/\s/g, "").length < MIN_TEXT_CHARACTERS;
}

// A page drawn as a PNG at about 216 dpi, for OCR.
export async function pageImage(pdf: PdfPages, pageNumber: number): Promise<Buffer> {
  const png = await renderPageAsImage(pdf.document, pageNumber, { canvasImport: () => import("@napi-rs/canvas"), scale: 3 });
  return Buffer.from(png);
}

// A page drawn with its long side `longSide` pixels: a thumbnail of a page that was not drawn for OCR.
export async function smallPageImage(pdf: PdfPages, pageNumber: number, longSide: number): Promise<Buffer> {
  const page = await pdf.document.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = longSide / Math.max(width, height);
  const png = await renderPageAsImage(pdf.document, pageNumber, { canvasImport: () => import("@napi-rs/canvas"), scale });
  return Buffer.from(png);
}
