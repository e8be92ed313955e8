import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { parse } from "mrz";
import { PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { objectKey, rc4, standardSecurity } from "./pdf-encryption.js";
import { pdfText } from "./pdf-text.js";
import { mixedPile, type Pile, type PileFile } from "./pile.js";
import { expectedTexts, squash } from "./truth-checks.js";

let pile: Pile;
const only = (predicate: (file: PileFile) => boolean) => {
  const found = pile.files.filter(predicate);
  expect(found).toHaveLength(1);
  return found[0]!;
};

beforeAll(async () => {
  pile = await mixedPile(7, { people: 4 });
}, 60_000);

describe("mixedPile", () => {
  it("holds files that are what their truth says they are", async () => {
    expect(pile.files.length).toBeGreaterThanOrEqual(20);
    for (const file of pile.files) {
      expect((await fileTypeFromBuffer(file.bytes))?.mime ?? null, file.name).toBe(file.truth.mediaType);
      expect(file.truth.size).toBe(file.bytes.length);
      expect(file.truth.sha256).toBe(createHash("sha256").update(file.bytes).digest("hex"));
    }
    expect(new Set(pile.files.map((file) => file.name.toLowerCase())).size).toBe(pile.files.length);
  });

  it("gives each person a CV, an identity document and a certificate, and lists them", () => {
    for (const person of pile.truth.people) {
      const kinds = pile.files.filter((file) => file.truth.personId === person.id).map((file) => file.truth.kind);
      expect(kinds, person.id).toContain("cv");
      expect(
        kinds.some((kind) => kind === "passport" || kind === "id_card"),
        person.id,
      ).toBe(true);
      expect(kinds, person.id).toContain("certificate");
      expect([...person.files].sort()).toEqual(
        pile.files
          .filter((file) => file.truth.personId === person.id)
          .map((file) => file.name)
          .sort(),
      );
    }
  });

  it("has two different people with the same printed name", () => {
    const [first, second] = pile.truth.people;
    expect(first!.sameNameAs).toEqual([second!.id]);
    expect([first!.surname, first!.givenNames]).toEqual([second!.surname, second!.givenNames]);
    expect(first!.dateOfBirth).not.toBe(second!.dateOfBirth);
    expect(first!.passportNumber).not.toBe(second!.passportNumber);
    const cvs = pile.files.filter((file) => file.truth.kind === "cv" && [first!.id, second!.id].includes(file.truth.personId ?? ""));
    // Both CVs print the same name (in each layout's case and charset); the people differ.
    expect(cvs).toHaveLength(2);
    const [one, other] = cvs.map((file) => file.truth.fields.identity!);
    expect([one!.surname.toUpperCase(), one!.givenNames.toUpperCase()]).toEqual([other!.surname.toUpperCase(), other!.givenNames.toUpperCase()]);
    expect(one!.dateOfBirth).not.toBe(other!.dateOfBirth);
  });

  it("uses every CV layout, every degradation and a TD1 card", () => {
    const variants = new Set(pile.files.map((file) => file.truth.variant));
    for (const layout of ["bio-data", "free-text", "sea-service-record", "two-column", "td3", "td1", "stcw-pdf", "stcw-scan", "record-page"])
      expect(variants).toContain(layout);
    const degradations = new Set(pile.files.flatMap((file) => file.truth.degradations.map((degradation) => degradation.kind)));
    expect([...degradations].sort()).toEqual(["blur", "jpeg", "lowResolution", "noise", "rotate", "scanPdf"]);
  });

  it("has MRZ truths that parse as valid", () => {
    const withMrz = pile.files.filter((file) => file.truth.fields.mrz);
    expect(withMrz.length).toBeGreaterThanOrEqual(5);
    for (const file of withMrz) expect(parse(file.truth.fields.mrz!.lines).valid, file.name).toBe(true);
  });

  it("has text PDFs whose text shows their truth", async () => {
    for (const file of pile.files.filter((candidate) => candidate.truth.textLayer && candidate.truth.personId)) {
      const text = squash(await pdfText(file.bytes));
      for (const expected of expectedTexts(file.truth.fields)) expect(text, `${file.name}: ${expected}`).toContain(squash(expected));
    }
  });

  it("has an invoice that belongs to nobody", async () => {
    const invoice = only((file) => file.truth.kind === "invoice");
    expect(invoice.truth).toMatchObject({ personId: null, noPersonReason: "unrelated", sourcePersonId: null, fields: {} });
    const text = await pdfText(invoice.bytes);
    expect(text).toContain("INVOICE");
    for (const person of pile.truth.people) expect(text).not.toContain(person.surname);
  });

  it("has an encrypted CV that pdf-lib refuses and the password opens", async () => {
    const locked = only((file) => file.truth.noPersonReason === "encrypted");
    expect(locked.truth.personId).toBeNull();
    await expect(PDFDocument.load(locked.bytes)).rejects.toThrow(/encrypted/);

    const document = await PDFDocument.load(locked.bytes, { ignoreEncryption: true });
    const trailerId = Buffer.from(document.context.trailerInfo.ID!.toString().match(/<([0-9a-f]+)>/i)![1]!, "hex");
    const content = document.context.lookup(document.getPage(0).node.get(PDFName.of("Contents"))) as PDFRawStream;
    const owner = pile.truth.people.find((person) => person.id === locked.truth.sourcePersonId)!;
    expect(Buffer.from(content.contents).toString("latin1")).not.toContain(owner.passportNumber);

    const security = standardSecurity(locked.truth.password!, `owner-${pile.truth.seed}`, -44, trailerId);
    const plain = rc4(objectKey(security.fileKey, 5, 0), content.contents).toString("latin1");
    expect(plain).toContain(owner.passportNumber);
    const wrong = standardSecurity("not-the-password", `owner-${pile.truth.seed}`, -44, trailerId);
    expect(rc4(objectKey(wrong.fileKey, 5, 0), content.contents).toString("latin1")).not.toContain(owner.passportNumber);
  });

  it("has a PDF cut in half, an empty file and a PNG named .pdf", async () => {
    const truncated = only((file) => file.truth.noPersonReason === "truncated");
    expect(Buffer.from(truncated.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(Buffer.from(truncated.bytes).toString("latin1")).not.toContain("%%EOF");
    await expect(PDFDocument.load(truncated.bytes)).rejects.toThrow();
    expect(truncated.truth.sourcePersonId).not.toBeNull();

    const empty = only((file) => file.truth.noPersonReason === "empty");
    expect(empty.bytes.length).toBe(0);
    expect(empty.truth.mediaType).toBeNull();

    const misnamed = only((file) => file.truth.misnamed);
    expect(misnamed.name).toMatch(/\.pdf$/);
    expect((await fileTypeFromBuffer(misnamed.bytes))?.mime).toBe("image/png");
    expect(misnamed.truth.personId).not.toBeNull();
  });

  it("is byte-identical for the same seed", async () => {
    const again = await mixedPile(7, { people: 4 });
    expect(again.files.map((file) => [file.name, file.truth.sha256])).toEqual(pile.files.map((file) => [file.name, file.truth.sha256]));
    expect(again.truth).toEqual(pile.truth);
  }, 60_000);
});
