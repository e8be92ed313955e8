// The holder's face cropped from a passport's photo page (portrait-box.ts finds where it is), as a JPEG
// for the profile's face image. A crop whose pixels hardly vary is blank (a page whose portrait was
// cut off, a photocopy that lost it) and is no face.
import sharp from "sharp";
import type { OcrLine } from "./document-engine.js";
import { locatePortrait, type Box, type RawImage } from "./portrait-box.js";

export interface FaceCrop {
  jpeg: Buffer;
  // In the page image's pixels.
  box: Box;
  reasoning: string[];
}

// The dashboard shows a face at most 160 px wide (the profile's header, on a 3x screen at most 480).
const MAX_SIDE = 480;
// Below this standard deviation of brightness (0 to 255) the crop is one flat colour. A drawn
// silhouette on its backdrop is about 30, a photograph 40 to 70; paper with a scan's noise about 5.
const MIN_BRIGHTNESS_DEVIATION = 12;

function brightnessDeviation(pixels: Buffer, channels: number): number {
  let sum = 0;
  let squares = 0;
  const count = pixels.length / channels;
  for (let at = 0; at < pixels.length; at += channels) {
    // Rec. 601 luma; a grey image has one channel.
    const luma = channels >= 3 ? 0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]! : pixels[at]!;
    sum += luma;
    squares += luma * luma;
  }
  const mean = sum / count;
  return Math.sqrt(Math.max(0, squares / count - mean * mean));
}

export async function cropFace(pageImage: Buffer, ocr: readonly OcrLine[]): Promise<FaceCrop | undefined> {
  // Decoded once: the search and the crop read the same pixels.
  const decoded = await sharp(pageImage).raw().toBuffer({ resolveWithObject: true });
  const page: RawImage = { data: decoded.data, width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const portrait = await locatePortrait(page, ocr);
  if (!portrait) return undefined;
  const { box } = portrait;
  const { data, info } = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels } })
    .extract(box)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const deviation = brightnessDeviation(data, info.channels);
  if (deviation < MIN_BRIGHTNESS_DEVIATION) return undefined;
  const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return {
    jpeg,
    box,
    reasoning: [...portrait.reasoning, `The crop is not blank: its brightness varies by ${deviation.toFixed(0)} (standard deviation, 0 to 255).`],
  };
}
