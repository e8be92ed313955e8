import { fileTypeFromBuffer } from "file-type";
import { parse } from "mrz";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { certificateImage } from "./certificate-document.js";
import { degrade } from "./degrade.js";
import { idCardImage } from "./id-card-image.js";
import { passportImage, PASSPORT_HEIGHT, PASSPORT_WIDTH } from "./passport-image.js";
import { pdfTextRuns } from "./pdf-text.js";
import { generatePerson } from "./person.js";
import { seamansBookImage } from "./seamans-book-image.js";

// Dark pixels in a horizontal band of an image: the drawn MRZ lines must really be there.
async function darkPixels(image: Uint8Array, top: number, height: number): Promise<number> {
  const { data } = await sharp(image).extract({ left: 0, top, width: PASSPORT_WIDTH, height }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 100).length;
}

describe("passportImage", () => {
  it("is a 300 dpi PNG of a TD3 data page whose MRZ is valid and matches the person", async () => {
    const person = generatePerson(12);
    const page = await passportImage(person);
    expect((await fileTypeFromBuffer(page.bytes))?.mime).toBe("image/png");
    const metadata = await sharp(page.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.density]).toEqual([PASSPORT_WIDTH, PASSPORT_HEIGHT, 300]);

    const mrz = page.fields.mrz!;
    expect(mrz.lines.every((line) => line.length === 44)).toBe(true);
    const parsed = parse(mrz.lines);
    expect(parsed.valid).toBe(true);
    expect(parsed.fields.documentNumber).toBe(person.passport.number);
    expect(page.fields.documents![0]!.number).toBe(person.passport.number);
    expect(page.fields.identity!.dateOfBirth).toBe(person.dateOfBirth);
    expect(page.fields.identity!.nationality).toBe(person.nationality);

    // Both MRZ lines are inked (880-940 and 960-1020), the gap between them is not.
    expect(await darkPixels(page.bytes, 885, 45)).toBeGreaterThan(5_000);
    expect(await darkPixels(page.bytes, 965, 45)).toBeGreaterThan(5_000);
    expect(await darkPixels(page.bytes, 935, 25)).toBeLessThan(200);
  });

  it("is byte-identical for the same person, different for another", async () => {
    const [first, second, other] = await Promise.all([passportImage(generatePerson(5)), passportImage(generatePerson(5)), passportImage(generatePerson(6))]);
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    expect(Buffer.from(first.bytes).equals(Buffer.from(other.bytes))).toBe(false);
  });

  it("prints the visual-zone names the OCR-B font can draw, and the MRZ transliteration", async () => {
    const person = generatePerson("de", { nationality: "DE" });
    person.name = { surname: "Müller", givenNames: "Jörg", middleName: null };
    const page = await passportImage(person);
    expect(page.fields.identity!.surname).toBe("MÜLLER");
    expect(page.fields.mrz!.lines[0]).toMatch(/^P<D<<MUELLER<<JOERG</);
  });
});

describe("other image documents", () => {
  it("draws a TD1 identity card with a valid three-line MRZ", async () => {
    const card = await idCardImage(generatePerson("card", { nationality: "RO", withIdCard: true }));
    expect((await fileTypeFromBuffer(card.bytes))?.mime).toBe("image/png");
    expect(card.fields.mrz!.lines.map((line) => line.length)).toEqual([30, 30, 30]);
    expect(parse(card.fields.mrz!.lines).valid).toBe(true);
    expect(card.fields.documents![0]!.type).toBe("id_card");
  });

  it("draws a seaman's book page whose records are the person's latest contracts, oldest first, at day precision", async () => {
    const person = generatePerson(21);
    const page = await seamansBookImage(person);
    expect((await fileTypeFromBuffer(page.bytes))?.mime).toBe("image/png");
    const records = page.fields.seaService!;
    expect(records.length).toBe(Math.min(4, person.seaService.length));
    expect(records.map((record) => record.from.value)).toEqual(
      person.seaService
        .slice(0, 4)
        .reverse()
        .map((record) => record.signOn),
    );
    expect(records.every((record) => record.from.precision === "day")).toBe(true);
  });

  it("draws a certificate scan at 150 dpi with its certificate in the truth", async () => {
    const person = generatePerson(8);
    const scan = await certificateImage(person, person.certificates[0]!);
    expect((await sharp(scan.bytes).metadata()).density).toBe(150);
    expect(scan.fields.certificates![0]!.number).toBe(person.certificates[0]!.number);
  });
});

describe("degrade", () => {
  it("makes each degradation as its truth names it", async () => {
    const page = (await passportImage(generatePerson(3))).bytes;

    const jpeg = await degrade(page, [{ kind: "jpeg", quality: 40 }]);
    expect((await fileTypeFromBuffer(jpeg.bytes))?.mime).toBe("image/jpeg");
    expect(jpeg.bytes.length).toBeLessThan(page.length);

    const low = await degrade(page, [{ kind: "lowResolution", dpi: 140 }]);
    expect(low.width).toBe(Math.round((PASSPORT_WIDTH * 140) / 300));
    expect((await sharp(low.bytes).metadata()).density).toBe(140);

    const rotated = await degrade(page, [{ kind: "rotate", degrees: 2 }]);
    expect(rotated.width).toBeGreaterThan(PASSPORT_WIDTH);
    expect(rotated.height).toBeGreaterThan(PASSPORT_HEIGHT);

    const blurred = await degrade(page, [{ kind: "blur", sigma: 1.5 }]);
    expect(await darkPixels(blurred.bytes, 885, 45)).toBeLessThan(await darkPixels(page, 885, 45));

    const noisy = await degrade(page, [{ kind: "noise", sigma: 16, seed: 1 }]);
    const again = await degrade(page, [{ kind: "noise", sigma: 16, seed: 1 }]);
    const otherNoise = await degrade(page, [{ kind: "noise", sigma: 16, seed: 2 }]);
    expect(Buffer.from(noisy.bytes).equals(Buffer.from(again.bytes))).toBe(true);
    expect(Buffer.from(noisy.bytes).equals(Buffer.from(otherNoise.bytes))).toBe(false);
    const { data } = await sharp(noisy.bytes).extract({ left: 0, top: 1030, width: 200, height: 20 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data).size).toBeGreaterThan(20);
  });

  it("wraps a page in an image-only A4 PDF with no text layer", async () => {
    const page = (await passportImage(generatePerson(4))).bytes;
    const scan = await degrade(page, [{ kind: "rotate", degrees: 1 }, { kind: "jpeg", quality: 60 }, { kind: "scanPdf" }]);
    expect((await fileTypeFromBuffer(scan.bytes))?.mime).toBe("application/pdf");
    const document = await PDFDocument.load(scan.bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    expect((await pdfTextRuns(scan.bytes)).flat()).toEqual([]);
    const images = document.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    expect(images).toHaveLength(1);
    await expect(degrade(page, [{ kind: "scanPdf" }, { kind: "blur", sigma: 1 }])).rejects.toThrow(/last/);
  });
});
