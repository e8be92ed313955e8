// STCW certificate documents: a certificate of competency, proficiency or training as a one-page text
// PDF (as administrations and training centres issue them electronically) or as a scanned image.
import { formatDay } from "./dates.js";
import type { GeneratedDocument } from "./generated-document.js";
import { visualZoneDate } from "./identity-forms.js";
import { renderCanvas, type TextItem } from "./image-canvas.js";
import { nationalityOf } from "./nationalities.js";
import { ocrbCharacterWidth, wrapMonospaced } from "./ocrb-metrics.js";
import { createPdf, PdfFlow } from "./pdf-flow.js";
import type { HeldCertificate, Person } from "./person-types.js";
import { createRandom } from "./random.js";
import { rect, signature, stamp } from "./svg-shapes.js";
import { toOcrb, toWinAnsi } from "./text-forms.js";
import type { DocumentFields } from "./truth-types.js";

const CONVENTION = "International Convention on Standards of Training, Certification and Watchkeeping for Seafarers, 1978, as amended";

function titleOf(held: HeldCertificate): string {
  if (held.value.startsWith("coc_") || held.value.startsWith("coe_")) return "CERTIFICATE OF COMPETENCY";
  if (held.value.startsWith("cop_")) return "CERTIFICATE OF PROFICIENCY";
  if (held.value.startsWith("med_")) return "MEDICAL FITNESS CERTIFICATE";
  return "CERTIFICATE OF TRAINING";
}

function statementOf(held: HeldCertificate): string {
  const regulation = /^STCW ([IVX]+\/[\d-]+)/.exec(held.code)?.[1];
  if (held.value.startsWith("coc_")) {
    return `has been found duly qualified in accordance with the provisions of regulation ${regulation ?? held.code} of the above Convention and has been found competent to serve in the following capacity, subject to any limitations indicated:`;
  }
  if (regulation)
    return `has successfully completed approved training and met the standard of competence specified in regulation ${regulation} of the above Convention in:`;
  return "has successfully completed the following course of training:";
}

// Certificates print the full name given names first, in capitals: "JUAN CARLO REYES DELA CRUZ".
function holderName(person: Person): string {
  const { surname, givenNames, middleName } = person.name;
  return [givenNames, middleName, surname].filter(Boolean).join(" ").toUpperCase();
}

function truthFor(person: Person, held: HeldCertificate, fold: (text: string) => string, nameText: string): DocumentFields {
  return {
    identity: {
      surname: fold(person.name.surname.toUpperCase()),
      givenNames: fold(person.name.givenNames.toUpperCase()),
      fullName: fold(holderName(person)),
      middleName: person.name.middleName ? fold(person.name.middleName.toUpperCase()) : null,
      dateOfBirth: person.dateOfBirth,
      nationality: person.nationality,
      sex: null,
      placeOfBirth: null,
    },
    certificates: [
      { value: held.value, code: held.code, nameText: fold(nameText), number: held.number, issueDate: held.issueDate, expiryDate: held.expiryDate },
    ],
  };
}

export async function certificatePdf(person: Person, held: HeldCertificate, referenceDate: string): Promise<GeneratedDocument> {
  const random = createRandom(`certificate-pdf/${person.seed}/${held.value}`);
  const nationality = nationalityOf(person.nationality);
  const day = (iso: string) => formatDay(iso, "dd MON yyyy");
  const document = await createPdf({ title: `${titleOf(held)} ${held.number}`, author: held.issuedBy, date: referenceDate });
  const flow = await PdfFlow.create(document, random.pick(["times", "helvetica"] as const), { margin: 64 });

  flow.centered(nationality.stateName, { size: 13, bold: true }, 2);
  flow.centered(held.issuedBy, { size: 11 }, 18);
  flow.centered(titleOf(held), { size: 20, bold: true, color: [0.12, 0.2, 0.38] }, 6);
  flow.centered(`issued under the provisions of the ${CONVENTION}`, { size: 9.5 }, 18);
  flow.centered("This is to certify that", { size: 11 }, 4);
  flow.centered(holderName(person), { size: 16, bold: true }, 4);
  flow.centered(statementOf(held), { size: 10.5 }, 10);
  flow.centered(held.label, { size: 14, bold: true }, 4);
  flow.centered(`(${held.code})`, { size: 10.5 }, 20);
  flow.grid(
    [
      ["Date of birth", day(person.dateOfBirth)],
      ["Nationality", nationality.demonym],
      ["Certificate No.", held.number],
      ["Date of issue", day(held.issueDate)],
      ["Valid until", held.expiryDate ? day(held.expiryDate) : "Unlimited"],
    ],
    1,
    11,
  );
  flow.space(40);
  flow.paragraph("______________________________", { size: 10 }, 260, 0);
  flow.paragraph("Duly authorised official", { size: 9 }, 260, 0);

  return {
    kind: "certificate",
    bytes: await document.save(),
    mediaType: "application/pdf",
    variant: "stcw-pdf",
    textLayer: true,
    dateOrder: "dmy",
    fields: truthFor(person, held, toWinAnsi, held.label),
  };
}

// The same certificate scanned: A4 at 150 dpi, drawn in OCR-B with a border, signature and stamp.
export async function certificateImage(person: Person, held: HeldCertificate): Promise<GeneratedDocument> {
  const random = createRandom(`certificate-image/${person.seed}/${held.value}`);
  const nationality = nationalityOf(person.nationality);
  const width = 1240;
  const height = 1754;
  const center = (text: string, top: number, sizePt: number, color?: string): TextItem => {
    const characterWidth = ocrbCharacterWidth(sizePt, 150);
    return { text, left: Math.max(60, (width - toOcrb(text).length * characterWidth) / 2), top, sizePt, color };
  };
  const wrapped = (text: string, top: number, sizePt: number, perLine: number): TextItem[] =>
    wrapMonospaced(text, perLine).map((line, index) => center(line, top + index * sizePt * 3, sizePt));
  const field = (label: string, value: string, top: number): TextItem[] => [
    { text: label, left: 160, top, sizePt: 9, color: "#4a4a60" },
    { text: value, left: 560, top, sizePt: 11 },
  ];

  const statement = wrapped(statementOf(held), 770, 9, 62);
  const labelTop = 770 + statement.length * 27 + 30;
  const labelLines = wrapped(held.label, labelTop, 12, 48);
  const codeTop = labelTop + labelLines.length * 36 + 24;
  const texts: TextItem[] = [
    center(nationality.stateName, 110, 13, "#23314f"),
    center(held.issuedBy, 170, 10),
    center(titleOf(held), 280, 18, "#23314f"),
    ...wrapped(`issued under the provisions of the ${CONVENTION}`, 360, 8, 70),
    center("This is to certify that", 560, 10),
    { text: "SURNAME", left: 160, top: 640, sizePt: 8, color: "#4a4a60" },
    { text: person.name.surname.toUpperCase(), left: 160, top: 670, sizePt: 13 },
    { text: "GIVEN NAMES", left: 660, top: 640, sizePt: 8, color: "#4a4a60" },
    { text: [person.name.givenNames, person.name.middleName].filter(Boolean).join(" ").toUpperCase() || "-", left: 660, top: 670, sizePt: 13 },
    ...statement,
    ...labelLines,
    center(`(${held.code})`, codeTop, 10),
    ...field("DATE OF BIRTH", visualZoneDate(person.dateOfBirth), 1200),
    ...field("NATIONALITY", nationality.demonym.toUpperCase(), 1260),
    ...field("CERTIFICATE NO.", held.number, 1320),
    ...field("DATE OF ISSUE", visualZoneDate(held.issueDate), 1380),
    ...field("VALID UNTIL", held.expiryDate ? visualZoneDate(held.expiryDate) : "UNLIMITED", 1440),
  ];
  const shapes = [
    rect({ left: 40, top: 40, width: width - 80, height: height - 80 }, "none", "#8a7a4a", 10),
    rect({ left: 62, top: 62, width: width - 124, height: height - 124 }, "none", "#8a7a4a", 2),
    stamp(320, 1580, 90),
    signature(random, 760, 1540, 320, 80),
  ].join("");
  const bytes = await renderCanvas({ width, height, background: "#fbf8ef", shapes, texts, dpi: 150 });
  // The image has no middle-name field of its own: given names and middle name share the line.
  const fields = truthFor(person, held, toOcrb, held.label);
  delete fields.identity!.fullName;
  fields.identity!.givenNames = toOcrb([person.name.givenNames, person.name.middleName].filter(Boolean).join(" ").toUpperCase());
  fields.identity!.middleName = null;
  return { kind: "certificate", bytes, mediaType: "image/png", variant: "stcw-scan", textLayer: false, dateOrder: "dmy", fields };
}
