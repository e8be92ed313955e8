// A document's thumbnail: its first page, WebP, 320 pixels on its long side (the dashboard shows it at
// about 100 px wide, so this stays sharp on a 3x screen), at a quality where a page of text weighs 5 to
// 15 KB. Made from the page image the pipeline already has (the one drawn for OCR, or a PDF page drawn
// small for it: pdf-document.ts), never from the original again.
import sharp from "sharp";

export const THUMBNAIL_LONG_SIDE = 320;

export async function thumbnailOf(pageImage: Buffer | string): Promise<Buffer> {
  return sharp(pageImage)
    .flatten({ background: "#ffffff" })
    .resize({ width: THUMBNAIL_LONG_SIDE, height: THUMBNAIL_LONG_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70, effort: 2 })
    .toBuffer();
}
