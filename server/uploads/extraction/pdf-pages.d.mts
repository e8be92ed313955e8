import type { TextPiece } from "./text-lines.js";
export type PdfUnreadableReason = "encrypted" | "damaged";
export class PdfUnreadable extends Error {
  readonly reason: PdfUnreadableReason;
  constructor(reason: PdfUnreadableReason, message: string);
}
export interface PdfPages {
  // Each page's pieces of text from its text layer.
  pages: TextPiece[][];
  // The pages read as images (too little text), drawn as PNGs at about 216 dpi, in page order.
  images: { page: number; png: Uint8Array }[];
  // The first page drawn with its long side thumbnailLongSide pixels, when asked for and OCR did not
  // draw it (absent when its drawing failed).
  thumbnail?: Uint8Array;
}
export function readPdfPages(bytes: Uint8Array, options?: { thumbnailLongSide?: number }): Promise<PdfPages>;
