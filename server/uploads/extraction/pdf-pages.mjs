// A PDF read for the document pipeline, inside the document worker (document-worker.mjs): each page's
// text pieces from its text layer, the pages with too little text to read drawn as PNGs for OCR (scans,
// or a page whose only text is a stamp), and on request the first page drawn small for its thumbnail
// when OCR did not draw it. pdf.js parses and draws in JavaScript (it decodes a scanned page's JPEG
// itself: a few hundred milliseconds a page), so on the service's own thread it held every API request
// for that long; here it takes the worker's low priority instead.
// Plain JavaScript for the worker thread; types in pdf-pages.d.mts.
import "./pdfjs-node20.mjs";
import { getDocumentProxy, renderPageAsImage } from "unpdf";

// A page with fewer characters than this in its text layer is read as an image.
const MIN_TEXT_CHARACTERS = 40;
// About 216 dpi: what the OCR models read best.
const OCR_SCALE = 3;

// A PDF the pipeline cannot read, with the reason a recruiter can act on (document-unreadable.ts on
// the service's side).
export class PdfUnreadable extends Error {
  constructor(reason, message) {
    super(message);
    this.name = "PdfUnreadable";
    this.reason = reason;
  }
}

const canvasImport = () => import("@napi-rs/canvas");

const characters = (pieces) => pieces.reduce((sum, piece) => sum + piece.text.replace(/\s/g, "").length, 0);

async function pageText(document, number) {
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const pieces = [];
  for (const item of content.items) {
    if (!("str" in item)) continue;
    const [, , , , x, baseline] = item.transform;
    const height = item.height || Math.abs(item.transform[3] ?? 10);
    // PDF y grows upwards from the page's foot; lines are read top down.
    pieces.push({ text: item.str, x, y: viewport.height - baseline - height / 2, width: item.width, height });
  }
  return pieces;
}

async function drawn(document, number, scale) {
  return Buffer.from(await renderPageAsImage(document, number, { canvasImport, scale }));
}

export async function readPdfPages(bytes, options = {}) {
  let document;
  try {
    document = await getDocumentProxy(bytes);
  } catch (error) {
    if (error?.name === "PasswordException") throw new PdfUnreadable("encrypted", "the PDF is encrypted (password protected): send it without a password");
    throw new PdfUnreadable("damaged", `the PDF cannot be read: it is damaged or cut short (${error?.message})`);
  }
  try {
    const pages = [];
    try {
      for (let number = 1; number <= document.numPages; number++) pages.push(await pageText(document, number));
    } catch (error) {
      throw new PdfUnreadable("damaged", `the PDF cannot be read: it is damaged or cut short (${error?.message})`);
    }
    const images = [];
    for (let index = 0; index < pages.length; index++) {
      if (characters(pages[index]) < MIN_TEXT_CHARACTERS) images.push({ page: index + 1, png: await drawn(document, index + 1, OCR_SCALE) });
    }
    let thumbnail;
    if (options.thumbnailLongSide && pages.length > 0 && images[0]?.page !== 1) {
      try {
        const { width, height } = (await document.getPage(1)).getViewport({ scale: 1 });
        thumbnail = await drawn(document, 1, options.thumbnailLongSide / Math.max(width, height));
      } catch {
        // A page whose text was read but whose drawing fails (a broken font or image in it) costs the
        // document its thumbnail, never its facts.
      }
    }
    return { pages, images, thumbnail };
  } finally {
    await document.cleanup();
  }
}
