// Degradations of an image document, as phones and office scanners make them: sensor noise, blur,
// heavy JPEG compression, low resolution, a page placed slightly askew, and last, optionally, the page
// wrapped in an image-only PDF. Applied in the order given. Noise comes from our own seeded random
// source, so the same seed gives the same pixels.
import sharp from "sharp";
import { DEFAULT_REFERENCE_DATE } from "./dates.js";
import { createRandom } from "./random.js";
import { scanPdf } from "./scan-pdf.js";
import type { Degradation, MediaType } from "./truth-types.js";

export interface DegradedDocument {
  bytes: Uint8Array;
  mediaType: MediaType;
  // The image's size and resolution (inside the PDF, for a scan PDF).
  width: number;
  height: number;
  dpi: number;
}

async function addNoise(image: Buffer, sigma: number, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = createRandom(`noise/${seed}`);
  for (let index = 0; index < data.length; index++) {
    data[index] = Math.max(0, Math.min(255, Math.round(data[index]! + random.gaussian(0, sigma))));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

export async function degrade(image: Uint8Array, degradations: readonly Degradation[]): Promise<DegradedDocument> {
  const scanIndex = degradations.findIndex((degradation) => degradation.kind === "scanPdf");
  if (scanIndex !== -1 && scanIndex !== degradations.length - 1) throw new Error("scanPdf must be the last degradation");
  const metadata = await sharp(image).metadata();
  let dpi = metadata.density ?? 300;
  let current: Buffer = Buffer.from(image);
  let jpegQuality: number | null = null;

  for (const degradation of degradations) {
    switch (degradation.kind) {
      case "noise":
        current = await addNoise(current, degradation.sigma, degradation.seed);
        break;
      case "blur":
        current = await sharp(current).blur(degradation.sigma).png().toBuffer();
        break;
      case "lowResolution": {
        const { width } = await sharp(current).metadata();
        current = await sharp(current)
          .resize({ width: Math.round((width! * degradation.dpi) / dpi), kernel: "lanczos3" })
          .png()
          .toBuffer();
        dpi = degradation.dpi;
        break;
      }
      case "rotate":
        // The page turned on the glass: the corners it uncovers are the scanner's white lid.
        current = await sharp(current).rotate(degradation.degrees, { background: "#fdfdfd" }).png().toBuffer();
        break;
      case "jpeg":
        // Encoded at the end; a later step would otherwise re-encode the JPEG.
        jpegQuality = degradation.quality;
        break;
      case "scanPdf":
        break;
    }
  }

  const output = sharp(current).withDensity(dpi);
  const bytes = jpegQuality === null ? await output.png().toBuffer() : await output.jpeg({ quality: jpegQuality }).toBuffer();
  const { width, height } = await sharp(bytes).metadata();
  const imageResult = { bytes, mediaType: jpegQuality === null ? ("image/png" as const) : ("image/jpeg" as const), width: width!, height: height!, dpi };
  if (scanIndex === -1) return imageResult;
  return { ...imageResult, bytes: await scanPdf(imageResult, DEFAULT_REFERENCE_DATE), mediaType: "application/pdf" };
}
