// "Scan to PDF": an image placed on an A4 page of a PDF with no text layer, as office scanners and phone
// scanning apps send documents. A reader finds no text in it and must render the page and OCR it.
import { A4, createPdf } from "./pdf-flow.js";

export interface ScannedImage {
  bytes: Uint8Array;
  mediaType: "image/png" | "image/jpeg";
  width: number;
  height: number;
  dpi: number;
}

export async function scanPdf(image: ScannedImage, date: string): Promise<Uint8Array> {
  const document = await createPdf({ title: "Scanned document", date });
  const page = document.addPage(A4);
  const embedded = image.mediaType === "image/png" ? await document.embedPng(image.bytes) : await document.embedJpg(image.bytes);
  // Placed at its true size (points = pixels / dpi × 72), near the top-left corner as a scanner does,
  // and shrunk only if it would not fit.
  const natural = { width: (image.width / image.dpi) * 72, height: (image.height / image.dpi) * 72 };
  const scale = Math.min(1, (A4[0] - 40) / natural.width, (A4[1] - 40) / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  page.drawImage(embedded, { x: 20, y: A4[1] - 20 - height, width, height });
  return document.save();
}
