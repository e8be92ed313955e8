// An uploaded photo or scan made ready for the OCR engine: turned upright by its EXIF orientation,
// flattened onto white, and written as a PNG of at most 2,400 pixels on its long side (PaddleOCR's
// detector scales pages down to about a thousand pixels anyway; larger only costs time).
import sharp from "sharp";

// libvips keeps the results of recent operations (up to 50 MB) for a caller that repeats them; every
// document is new, so it only held memory (21 MB lower peak over a pile's pages read in one process,
// issue 15). The setting is the process's, for every thread that uses sharp.
sharp.cache(false);

const MAX_SIDE = 2400;

export async function imageForOcr(input: Buffer | string, outputPath: string): Promise<void> {
  await sharp(input, { failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .png()
    .toFile(outputPath);
}
