// The OCR engine on generated scans (test-documents/): a seaman's book page turned 2.5 degrees keeps its
// table's rows level and its columns apart (in the service's detector bands and in narrower ones), and
// a passport page turned 3 degrees inside an image-only PDF gives both MRZ rows whole, the run of
// fillers the detector misses included; the reader waits for its turn between model runs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { degrade } from "../../test-documents/degrade.js";
import { passportImage } from "../../test-documents/passport-image.js";
import { generatePerson } from "../../test-documents/person.js";
import { seamansBookImage } from "../../test-documents/seamans-book-image.js";
import { imageForOcr } from "../image-for-ocr.js";
import { readFileText } from "../read-file-text.js";
import { visualLines } from "../text-lines.js";
import { createDocumentEngine, type OcrLine } from "../document-engine.js";
import { createPageReader } from "./read-page-image.mjs";

const engine = createDocumentEngine();
const folder = await mkdtemp(join(tmpdir(), "crew-ocr-test-"));
afterAll(async () => {
  await engine.close();
  await rm(folder, { recursive: true, force: true });
});

async function askewBookPage() {
  const person = generatePerson("ocr-engine-book", {});
  const book = await seamansBookImage(person);
  const scan = await degrade(book.bytes, [
    { kind: "rotate", degrees: 2.5 },
    { kind: "jpeg", quality: 75 },
  ]);
  const path = join(folder, "book.png");
  await imageForOcr(Buffer.from(scan.bytes), path);
  return { book, path };
}
// One page for the tests that read it.
const bookPage = askewBookPage();

function expectEveryRecordInItsRow(book: Awaited<ReturnType<typeof seamansBookImage>>, lines: OcrLine[]) {
  const rows = visualLines(lines.map((line) => ({ text: line.text, ...line.upright! })));
  for (const record of book.fields.seaService!) {
    const row = rows.find((text) => text.includes(record.from.text));
    // Its sign-on and sign-off each a cell of the rank's row (a tonnage and the rank may stand too
    // close for a column's gap: the career reader parts those by what they say).
    expect(row?.split("  ")).toEqual(expect.arrayContaining([record.from.text, ...(record.to.value ? [record.to.text] : [])]));
    expect(row).toContain(record.rankText.split(" (")[0]);
  }
}

describe("the OCR engine", () => {
  it("reads a seaman's book page scanned askew row by row, each row's cells apart", async () => {
    const { book, path } = await bookPage;
    expectEveryRecordInItsRow(book, await engine.ocr(path));
  });

  it("reads every row of a page read in detector bands whose edges cross the rows", async () => {
    // Bands of 256 rows (the service's are 512): most of the table's rows lie across or near an edge.
    const { book, path } = await bookPage;
    const readPage = await createPageReader({ bandRows: 256 });
    expectEveryRecordInItsRow(book, (await readPage(path)).lines);
  });

  // The document worker's turn pauses for the API's requests (document-worker.mjs): the reader must not
  // run its next model while a turn is still held.
  it("runs no model while the turn after the last one is held, and reads the page the same", async () => {
    const { book, path } = await bookPage;
    let turns = 0;
    let held = true;
    let release = () => {};
    const readPage = await createPageReader({
      turn: (stepStarted) => {
        turns++;
        expect(stepStarted).toBeLessThanOrEqual(performance.now());
        return held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    });
    const reading = readPage(path);
    await expect.poll(() => turns).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(turns).toBe(1);
    held = false;
    release();
    expectEveryRecordInItsRow(book, (await reading).lines);
    // A turn after every model run: the detector's bands and each line the recogniser read.
    expect(turns).toBeGreaterThan(book.fields.seaService!.length);
  });

  it("reads both MRZ rows of a passport turned 3 degrees in an image-only PDF", async () => {
    const person = generatePerson("ocr-engine-passport", {});
    const passport = await passportImage(person);
    const scan = await degrade(passport.bytes, [{ kind: "rotate", degrees: 3 }, { kind: "scanPdf" }]);
    const [page] = await readFileText(Buffer.from(scan.bytes), "application/pdf", engine);
    const texts = page!.ocr!.map((line) => line.text.replace(/\s/g, ""));
    for (const line of passport.fields.mrz!.lines) expect(texts).toContain(line);
  });
});
