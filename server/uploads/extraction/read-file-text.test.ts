// Reading a document's text: a PDF's text layer as lines with its table columns apart, OCR for a photo
// and for a scanned page inside an image-only PDF, the first page's thumbnail, and the reasons a file
// cannot be read.
import { readFile } from "node:fs/promises";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DocumentUnreadable } from "./document-unreadable.js";
import { createDocumentEngine } from "./document-engine.js";
import { readDocument, readFileText } from "./read-file-text.js";

const engine = createDocumentEngine();
afterAll(() => engine.close());

const OCR_B = new URL("../test-documents/fonts/OCRB.otf", import.meta.url).pathname;
const MRZ = ["P<PHLSANTOS<<JUAN<DELA<CRUZ<<<<<<<<<<<<<<<<<", "P1234567<8PHL8503144M3001012<<<<<<<<<<<<<<02"];

async function tablePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const row = (y: number, cells: string[]) => cells.forEach((cell, index) => page.drawText(cell, { x: 50 + index * 110, y, size: 10, font }));
  page.drawText("SEA SERVICE", { x: 50, y: 760, size: 14, font });
  row(730, ["Rank", "Vessel", "Type", "From", "To"]);
  row(712, ["2/O", "MV Ocean Star", "Bulk Carrier", "03/2019", "11/2020"]);
  row(694, ["3/O", "MT Sea Pearl", "Product Tanker", "01/2017", "08/2018"]);
  return Buffer.from(await document.save());
}

async function mrzImage(): Promise<Buffer> {
  const markup = `<span foreground="black">${MRZ.map((line) => line.replace(/</g, "&lt;")).join("\n")}</span>`;
  return sharp({ text: { text: markup, fontfile: OCR_B, font: "OCR-B", dpi: 300, rgba: true } })
    .flatten({ background: "#ffffff" })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: "#ffffff" })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe("readFileText", () => {
  it("reads a PDF's text layer as lines, each table row on one line with its cells apart", async () => {
    const pages = await readFileText(await tablePdf(), "application/pdf", engine);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.method).toBe("text-layer");
    expect(pages[0]!.lines).toEqual([
      "SEA SERVICE",
      "Rank  Vessel  Type  From  To",
      "2/O  MV Ocean Star  Bulk Carrier  03/2019  11/2020",
      "3/O  MT Sea Pearl  Product Tanker  01/2017  08/2018",
    ]);
  });

  it("reads a photo and a scanned page of an image-only PDF with OCR, MRZ lines included", async () => {
    const photo = await mrzImage();
    const fromPhoto = await readFileText(photo, "image/jpeg", engine);
    expect(fromPhoto[0]!.method).toBe("ocr");
    expect(fromPhoto[0]!.lines.map((line) => line.replace(/\s/g, "").toUpperCase())).toEqual(MRZ);

    const document = await PDFDocument.create();
    const image = await document.embedJpg(photo);
    document.addPage([595, 842]).drawImage(image, { x: 40, y: 500, width: 515, height: (515 * image.height) / image.width });
    const scan = await readFileText(Buffer.from(await document.save()), "application/pdf", engine);
    expect(scan[0]!.method).toBe("ocr");
    expect(scan[0]!.lines.map((line) => line.replace(/\s/g, "").toUpperCase())).toEqual(MRZ);
  }, 60_000);

  it("makes the first page's thumbnail, 320 px WebP: a text PDF's page drawn small, a photo as the OCR saw it", async () => {
    const size = async (webp: Buffer | undefined) => {
      const { format, width, height } = await sharp(webp!).metadata();
      return [format, width, height];
    };
    const pdf = await readDocument(await tablePdf(), "application/pdf", engine, { thumbnail: true });
    // A4 portrait.
    expect(await size(pdf.thumbnail)).toEqual(["webp", 226, 320]);
    // The page is white with dark text at the top: drawn, not blank.
    const { channels } = await sharp(pdf.thumbnail!).extract({ left: 0, top: 0, width: 226, height: 80 }).stats();
    expect(channels[0]!.min).toBeLessThan(128);

    // A phone photo stored on its side with an EXIF orientation: the thumbnail is upright, as OCR read it.
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#dde3ea" } })
      .composite([{ input: await mrzImage(), left: 40, top: 1000 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await size((await readDocument(photo, "image/jpeg", engine, { thumbnail: true })).thumbnail)).toEqual(["webp", 240, 320]);
    // Only when asked: the bench reads text alone.
    expect((await readDocument(await tablePdf(), "application/pdf", engine)).thumbnail).toBeUndefined();
  }, 60_000);

  it("says why a file cannot be read: empty, cut short, not a document type it reads", async () => {
    const reasons = async (bytes: Buffer, type: string) => {
      try {
        await readFileText(bytes, type, engine);
        return "read";
      } catch (error) {
        return error instanceof DocumentUnreadable ? error.reason : String(error);
      }
    };
    const pdf = await tablePdf();
    expect(await reasons(Buffer.alloc(0), "application/pdf")).toBe("empty");
    expect(await reasons(pdf.subarray(0, Math.floor(pdf.length / 3)), "application/pdf")).toBe("damaged");
    expect(await reasons((await mrzImage()).subarray(0, 200), "image/jpeg")).toBe("damaged");
    expect(await reasons(await readFile(new URL(import.meta.url).pathname), "text/plain")).toBe("unsupported");
  }, 60_000);
});
