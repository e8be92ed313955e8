// The face cropped from a passport's photo page: on generated data pages, clean and degraded as phones
// and scanners make them, the crop covers the portrait the generator drew (its box is known); a page
// without an MRZ has no face, and neither has a passport page whose portrait is missing.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { degrade } from "../test-documents/degrade.js";
import { PASSPORT_PORTRAIT, passportImage } from "../test-documents/passport-image.js";
import { generatePerson } from "../test-documents/person.js";
import { seamansBookImage } from "../test-documents/seamans-book-image.js";
import type { Degradation } from "../test-documents/truth-types.js";
import { cropFace } from "./face-crop.js";
import { imageForOcr } from "./image-for-ocr.js";
import { createDocumentEngine } from "./document-engine.js";
import type { Box } from "./portrait-box.js";

const engine = createDocumentEngine();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "face-crop-test-"));
});
afterAll(async () => {
  await engine.close();
  await rm(folder, { recursive: true, force: true });
});

// A page as the pipeline has it when it crops: the image drawn for OCR, and what the OCR read on it.
async function readPage(bytes: Uint8Array) {
  const path = join(folder, `${randomUUID()}.png`);
  await imageForOcr(Buffer.from(bytes), path);
  return { image: await readFile(path), ocr: await engine.ocr(path) };
}

function intersectionOverUnion(a: Box, b: Box): number {
  const width = Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left));
  const height = Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));
  const overlap = width * height;
  return overlap / (a.width * a.height + b.width * b.height - overlap);
}

const scaled = (box: Box, factor: number): Box => ({ left: box.left * factor, top: box.top * factor, width: box.width * factor, height: box.height * factor });

describe("cropFace", () => {
  const cases: { name: string; seed: number; degradations: Degradation[]; scale: number }[] = [
    { name: "a clean scan", seed: 1, degradations: [], scale: 1 },
    {
      name: "a noisy phone photo saved as JPEG 40",
      seed: 2,
      degradations: [
        { kind: "noise", sigma: 14, seed: 7 },
        { kind: "jpeg", quality: 40 },
      ],
      scale: 1,
    },
    { name: "a 140 dpi scan", seed: 3, degradations: [{ kind: "lowResolution", dpi: 140 }], scale: 140 / 300 },
    { name: "a blurred scan", seed: 4, degradations: [{ kind: "blur", sigma: 1.1 }], scale: 1 },
  ];
  for (const { name, seed, degradations, scale } of cases) {
    it(`crops the portrait from ${name}`, async () => {
      const clean = await passportImage(generatePerson(seed));
      const bytes = degradations.length === 0 ? clean.bytes : (await degrade(clean.bytes, degradations)).bytes;
      const page = await readPage(bytes);
      const face = await cropFace(page.image, page.ocr);
      expect(face, "a face").toBeDefined();
      expect(intersectionOverUnion(face!.box, scaled(PASSPORT_PORTRAIT, scale))).toBeGreaterThanOrEqual(0.6);
      const jpeg = await sharp(face!.jpeg).metadata();
      expect(jpeg.format).toBe("jpeg");
      expect(face!.reasoning.join(" ")).toMatch(/machine-readable zone.*ICAO 9303.*not blank/);
    }, 60_000);
  }

  it("finds no face on a page without an MRZ (a seaman's book page)", async () => {
    const page = await readPage((await seamansBookImage(generatePerson(5))).bytes);
    expect(await cropFace(page.image, page.ocr)).toBeUndefined();
  }, 60_000);

  it("finds no face on a passport page whose portrait is missing", async () => {
    const passport = await passportImage(generatePerson(6));
    // The portrait painted over with the page's own colour, taken just right of it.
    const { left, top, width, height } = PASSPORT_PORTRAIT;
    const [r, g, b] = (
      await sharp(passport.bytes)
        .extract({ left: left + width + 8, top, width: 1, height: 1 })
        .raw()
        .toBuffer()
    ).subarray(0, 3);
    const patch = await sharp({ create: { width: width + 4, height: height + 4, channels: 3, background: { r: r!, g: g!, b: b! } } })
      .png()
      .toBuffer();
    const blanked = await sharp(passport.bytes)
      .composite([{ input: patch, left: left - 2, top: top - 2 }])
      .png()
      .toBuffer();
    const page = await readPage(blanked);
    expect(await cropFace(page.image, page.ocr)).toBeUndefined();
  }, 60_000);
});
