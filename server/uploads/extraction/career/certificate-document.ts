// A document that is one certificate (a certificate of competency or proficiency, a training or
// medical certificate, a seaman's book, a passport): which certificate it is, its number, when it was
// issued and until when it is valid, and the state that issued it, from its labelled fields.

import type { Line } from "./document-text.js";
import type { CertificateRecord, DocumentKind } from "./document-reading.js";
import type { DateOrder } from "./date-order.js";
import { readCertificateName, type CertificateNameReading } from "./certificate-names.js";
import { readCertificateDetails } from "./certificate-details.js";
import { buildCertificate, UNLIMITED, type CertificateParts } from "./certificate-record.js";
import { findCountryIn, readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import type { LabelPair } from "./label-pairs.js";
import { findDocumentNumber, isHeaderLine } from "./document-fields.js";

const NUMBER_LABELS = new Set([
  "certificateno",
  "certificatenumber",
  "certno",
  "no",
  "number",
  "documentno",
  "documentnumber",
  "serialno",
  "passportno",
  "passportnumber",
  "bookno",
]);
const ISSUED_LABELS = new Set(["dateofissue", "issuedate", "issued", "issuedon", "dateissued", "dateofexamination", "examinationdate"]);
const EXPIRY_LABELS = new Set(["validuntil", "validtill", "validto", "dateofexpiry", "expirydate", "expires", "expiry", "validity"]);
const ISSUER_LABELS = new Set(["issuedby", "authority", "issuingauthority", "placeofissue", "issuingcountry", "issuingstate"]);

const FIXED_CODES: Partial<Record<DocumentKind, { code: string; name: string }>> = {
  passport: { code: "id_passport", name: "Passport" },
  seamans_book: { code: "id_seamans_book", name: "Seaman's book" },
};

// The certificate the document is: a line that is a certificate's name or printed code, else the
// names and STCW regulations in its lines.
function certificateNameOf(
  lines: readonly Line[],
  kind: DocumentKind,
  department: string | undefined,
): { reading: CertificateNameReading; line: Line } | undefined {
  const context = { certificateContext: true, department };
  for (const line of lines) {
    for (const cell of line.cells) {
      const stripped = cell.text.replace(/^\(|\)$/g, "").trim();
      const reading = readCertificateName(stripped, context);
      if (reading && reading.written.length >= stripped.length - 2 && (kind !== "medical" || reading.code.startsWith("med_"))) return { reading, line };
    }
  }
  for (const line of lines) {
    const reading = readCertificateName(line.text, context);
    if (reading && (kind !== "medical" || reading.code.startsWith("med_"))) return { reading, line };
  }
  return undefined;
}

export function readDocumentCertificate(
  lines: readonly Line[],
  pairs: readonly LabelPair[],
  kind: DocumentKind,
  context: { dateOrder: DateOrder; today: string; department?: string },
): { record?: CertificateRecord; problem?: { line: Line; reason: string } } {
  if (lines.length === 0) return {};
  const fixed = FIXED_CODES[kind];
  const named = fixed ? undefined : certificateNameOf(lines, kind, context.department);
  if (!fixed && !named) return { problem: { line: lines[0]!, reason: "the certificate's name is not one we know" } };
  const parts: CertificateParts = {
    lines: named ? [named.line] : [],
    nameText: fixed?.name ?? named!.reading.written,
    name: fixed ? { code: fixed.code, written: fixed.name, reasoning: [`the document is a ${fixed.name.toLowerCase()}`], start: 0, end: 0 } : named!.reading,
    reasoning: [],
  };
  const take = (pair: LabelPair) => parts.lines.push(...pair.lines);
  // A book's or a passport's number is under its own label too ("SIRB No.", "Passport No.").
  const ownNumberField = kind === "seamans_book" ? "seamansBookNumber" : kind === "passport" ? "passportNumber" : undefined;
  for (const pair of pairs) {
    if ((NUMBER_LABELS.has(pair.key) || pair.field === ownNumberField) && !parts.number) {
      const number = findDocumentNumber(pair.value, context.today);
      if (number) {
        parts.number = number;
        parts.reasoning.push(`number under the label '${pair.label}'`);
        take(pair);
      }
    } else if (ISSUED_LABELS.has(pair.key) && !parts.issued) {
      parts.issued = findDates(pair.value, context.today)[0];
      if (parts.issued) take(pair);
    } else if (EXPIRY_LABELS.has(pair.key) && !parts.expires && !parts.unlimitedText) {
      parts.expires = findDates(pair.value, context.today)[0];
      if (!parts.expires && UNLIMITED.test(pair.value)) parts.unlimitedText = pair.value;
      if (parts.expires || parts.unlimitedText) take(pair);
    } else if (ISSUER_LABELS.has(pair.key) && !parts.issuerText) {
      parts.issuerText = pair.value;
      take(pair);
    }
  }
  // Dates written with their words in one line: "ISSUED 12 MAR 2019  VALID UNTIL 11 MAR 2029".
  for (const line of lines) {
    if (parts.issued && (parts.expires || parts.unlimitedText) && parts.number) break;
    if (!/\b(issu|valid|expir|no\b)/i.test(line.text)) continue;
    const details = readCertificateDetails(line.text, context.today);
    let used = false;
    if (!parts.issued && details.issued && /issu/i.test(line.text)) [parts.issued, used] = [details.issued, true];
    if (!parts.expires && !parts.unlimitedText && details.expires && /valid|expir/i.test(line.text)) [parts.expires, used] = [details.expires, true];
    if (!parts.expires && !parts.unlimitedText && details.unlimitedText) [parts.unlimitedText, used] = [details.unlimitedText, true];
    // A number on a line about another document (the holder's seaman's book) is not this one's.
    const otherDocument = !fixed && /passport|seam[ae]n|book|sirb|cdc/i.test(line.text);
    if (!parts.number && !otherDocument && details.number && findDocumentNumber(details.number, context.today)) {
      [parts.number, used] = [findDocumentNumber(details.number, context.today), true];
    }
    if (used) parts.lines.push(line);
  }
  // The issuing state: an issuer field, or the state the document is headed with.
  if (!parts.issuerText || !(readCountry(parts.issuerText) ?? findCountryIn(parts.issuerText))) {
    const header = lines.slice(0, 4).find((line) => isHeaderLine(line) && findCountryIn(line.text));
    if (header) {
      parts.issuerText = header.text;
      parts.lines.push(header);
    }
  }
  if (parts.lines.length === 0) parts.lines.push(lines[0]!);
  const built = buildCertificate(parts, context.dateOrder);
  if ("record" in built) return { record: built.record };
  return { problem: { line: parts.lines[0]!, reason: built.problem } };
}
