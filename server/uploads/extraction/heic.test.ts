// A phone's HEIC photo of a passport page is read like the JPEG of the same page: the same MRZ, the
// same passport number. The photo is a fixture made once with libheif's heif-enc (test-documents/
// fixtures/README.md): sharp's prebuilt build cannot encode HEVC, and CI machines have only Node.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { generatePerson } from "../test-documents/person.js";
import { passportImage } from "../test-documents/passport-image.js";
import { DocumentUnreadable } from "./document-unreadable.js";
import { readMrz } from "./mrz/read-mrz.js";
import { createDocumentEngine } from "./document-engine.js";
import { readDocument, type PageText } from "./read-file-text.js";

const engine = createDocumentEngine();
afterAll(() => engine.close());

const HEIC = new URL("../test-documents/fixtures/passport-seed-4.heic", import.meta.url);
const mrzOf = (page: PageText) => readMrz(page.ocr!.map((line) => line.text).join("\n"), { today: "2026-11-26" });

describe("HEIC photos", () => {
  it("reads a HEIC passport photo as it reads the JPEG of the same page: its MRZ, and a thumbnail", async () => {
    const person = generatePerson(4);
    const heic = await readFile(HEIC);
    const jpeg = await sharp((await passportImage(person)).bytes)
      .jpeg({ quality: 85 })
      .toBuffer();

    const fromHeic = await readDocument(heic, "image/heic", engine, { thumbnail: true });
    const fromJpeg = await readDocument(jpeg, "image/jpeg", engine);
    expect(fromHeic.pages).toHaveLength(1);
    const heicMrz = mrzOf(fromHeic.pages[0]!);
    expect(heicMrz?.valid).toBe(true);
    expect(heicMrz?.documentNumber).toBe(person.passport.number);
    expect(heicMrz?.lines).toEqual(mrzOf(fromJpeg.pages[0]!)?.lines);
    const thumbnail = await sharp(fromHeic.thumbnail!).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", 320, 226]);
  }, 60_000);

  it("says a HEIC photo cut short is damaged", async () => {
    const heic = await readFile(HEIC);
    const error = await readDocument(heic.subarray(0, 4_000), "image/heic", engine).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentUnreadable);
    expect((error as DocumentUnreadable).reason).toBe("damaged");
  }, 30_000);
});
