import { fileTypeFromBuffer } from "file-type";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { certificatePdf } from "./certificate-document.js";
import { CV_LAYOUTS, cvPdf } from "./cv-pdf.js";
import { formatDay, type DayStyle } from "./dates.js";
import { pdfText } from "./pdf-text.js";
import { generatePerson } from "./person.js";
import { expectedTexts, readPrintedDate, squash } from "./truth-checks.js";
import type { PrintedDate } from "./truth-types.js";

// Text PDFs are checked by reading their text back: the page content streams decompressed and their
// text operators decoded (pdf-text.ts). We keep the streams compressed, as real CVs have them, so the
// check also proves that what a reader decompresses is what the truth says.
const SEEDS = [1, 2, 5, 11, 23, 40];
const DAY_STYLES: DayStyle[] = ["dd.mm.yyyy", "dd/mm/yyyy", "mm/dd/yyyy", "yyyy-mm-dd", "dd-Mon-yyyy", "dd MON yyyy"];

describe("cvPdf", () => {
  for (const layout of CV_LAYOUTS) {
    it(`writes a ${layout} CV whose extracted text shows every value of its truth`, async () => {
      for (const seed of SEEDS) {
        const person = generatePerson(seed);
        const cv = await cvPdf(person, layout);
        expect((await fileTypeFromBuffer(cv.bytes))?.mime).toBe("application/pdf");
        const document = await PDFDocument.load(cv.bytes);
        expect(document.getPageCount()).toBeGreaterThan(0);

        const text = squash(await pdfText(cv.bytes));
        for (const expected of expectedTexts(cv.fields)) expect(text, `${layout} ${seed}: ${expected}`).toContain(squash(expected));
        // The date of birth is printed in one of the usual forms.
        const birth = person.dateOfBirth;
        const forms = [
          ...DAY_STYLES.map((style) => formatDay(birth, style)),
          `${Number(birth.slice(8))} ${new Date(`${birth}T00:00:00Z`).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${birth.slice(0, 4)}`,
        ];
        expect(
          forms.some((form) => text.includes(squash(form))),
          `${layout} ${seed}: date of birth ${birth}`,
        ).toBe(true);

        expect(cv.fields.seaService).toHaveLength(person.seaService.length);
        expect(cv.fields.certificates).toHaveLength(person.certificates.length);
      }
    });

    it(`gives ${layout} dates whose printed text denotes their value and precision`, async () => {
      for (const seed of SEEDS) {
        const cv = await cvPdf(generatePerson(seed), layout);
        for (const record of cv.fields.seaService!) {
          const dates: PrintedDate[] = [record.from, ...(record.to.value === null ? [] : [record.to as PrintedDate])];
          for (const date of dates) expect(readPrintedDate(date.text, date.precision, cv.dateOrder), `${layout} ${seed}: "${date.text}"`).toBe(date.value);
          if (layout === "sea-service-record") expect(record.from.precision).not.toBe("day");
        }
      }
    });
  }

  it("is byte-identical for the same person", async () => {
    for (const layout of CV_LAYOUTS) {
      const [first, second] = await Promise.all([cvPdf(generatePerson(9), layout), cvPdf(generatePerson(9), layout)]);
      expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    }
  });

  it("folds what the standard fonts cannot print, and says so in the truth", async () => {
    const person = generatePerson("pl", { nationality: "PL" });
    person.name = { surname: "Wiśniewski", givenNames: "Paweł", middleName: null };
    const cv = await cvPdf(person, "free-text");
    expect(cv.fields.identity?.surname).toBe("Wisniewski");
    expect(cv.fields.identity?.givenNames).toBe("Pawel");
    const text = await pdfText(cv.bytes);
    expect(text).toContain("Pawel Wisniewski");
    expect(text).not.toContain("Wiśniewski");
  });

  it("is caught by the text check when the truth is wrong (the check can fail)", async () => {
    const cv = await cvPdf(generatePerson(1), "bio-data");
    const text = squash(await pdfText(cv.bytes));
    expect(text).not.toContain(squash(`${cv.fields.identity!.surname}X`));
    expect(readPrintedDate("03/04/2019", "day", "mdy")).toBe("2019-03-04");
    expect(readPrintedDate("03/04/2019", "day", "dmy")).toBe("2019-04-03");
    expect(readPrintedDate("Mar-19", "month", "dmy")).toBe("2019-03");
  });
});

describe("certificatePdf", () => {
  it("prints the holder, the certificate's number and dates as text", async () => {
    for (const seed of SEEDS) {
      const person = generatePerson(seed);
      const held = person.certificates[0]!;
      const document = await certificatePdf(person, held, "2026-03-01");
      const text = squash(await pdfText(document.bytes));
      for (const expected of expectedTexts(document.fields)) expect(text, expected).toContain(squash(expected));
      expect(text).toContain(squash(formatDay(held.issueDate, "dd MON yyyy")));
      if (held.expiryDate) expect(text).toContain(squash(formatDay(held.expiryDate, "dd MON yyyy")));
      expect(document.fields.certificates![0]!.value).toBe(held.value);
    }
  });
});
