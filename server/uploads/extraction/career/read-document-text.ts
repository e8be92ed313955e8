// Reads a seafarer's identity, sea service and certificates from a document's text (issue 15, the
// document pipeline). The text is what the pipeline got from the file: the PDF's text layer put back
// into visual lines, or OCR of a scan or photo; table cells are apart by two or more spaces, a tab or
// a rule. Pure: the same pages and day give the same reading.
//
// How a document is read, each reader taking the cells it reads so that no other reads them again:
//   1. tables: a header row of sea-service or certificate columns, and the rows under it;
//   2. rows of a table whose header was not read (a rank and dates among cells);
//   3. contracts told in sentences;
//   4. contracts laid out as blocks of lines (a rank heading and a period);
//   5. certificates listed outside tables (bullets, sidebars, rows without a header);
//   6. what the document is (document-kind.ts), then whom it names (identity.ts);
//   7. for a document that is one certificate (a certificate, a medical, a book, a passport), that
//      certificate from its labelled fields.
// Dates whose day/month order is open are decided for the whole document (date-order.ts).

import type { Cell, Line } from "./document-text.js";
import { DocumentText } from "./document-text.js";
import type { CertificateRecord, DocumentReading, ReadOptions, SeaServiceRecord, UnreadableLine } from "./document-reading.js";
import { readCertificateItems } from "./certificate-items.js";
import { readCertificateTable } from "./certificate-table.js";
import { readDocumentCertificate } from "./certificate-document.js";
import { findCountryIn, readCountry } from "./countries.js";
import { DateOrder } from "./date-order.js";
import { findRangesIn } from "./date-ranges.js";
import { findDates } from "./dates.js";
import { documentKind } from "./document-kind.js";
import { readIdentity } from "./identity.js";
import { findLabelPairs } from "./label-pairs.js";
import { cutHard, paragraphsOf, sentencesOf } from "./passages.js";
import { departmentOfTexts } from "./rank-names.js";
import { blockServiceParts } from "./sea-service-blocks.js";
import { headerlessRowParts } from "./sea-service-headerless-row.js";
import { proseServiceParts } from "./sea-service-prose.js";
import { buildServiceRecord } from "./sea-service-record.js";
import { readSeaServiceTable } from "./sea-service-table.js";
import { lineHeading, sectionsOf } from "./sections.js";
import { readHeaderRow } from "./table-headers.js";

export type { DocumentReading } from "./document-reading.js";

const SINGLE_CERTIFICATE_KINDS = new Set(["certificate", "medical", "passport", "seamans_book"]);

export function readDocumentText(pages: string[][], options: ReadOptions): DocumentReading {
  const { today } = options;
  const text = new DocumentText(pages);
  const lines = text.lines;
  const dateOrder = new DateOrder(lines.flatMap((line) => findDates(line.text, today)));
  const pairs = findLabelPairs(lines);
  // The nationality decides how an ambiguous date reads when nothing else does (date-order.ts).
  const nationality = pairs.filter((pair) => pair.field === "nationality").map((pair) => readCountry(pair.value) ?? findCountryIn(pair.value))[0];
  dateOrder.setNationality(nationality?.alpha2);
  const department = departmentOfTexts(lines.flatMap((line) => line.cells.map((cell) => cell.text)));
  const sectionOf = sectionsOf(lines, (line) => !!readHeaderRow(line));

  const claimed = new Set<Cell>();
  const claim = (line: Line) => line.cells.forEach((cell) => claimed.add(cell));
  const isFree = (line: Line) => line.cells.every((cell) => !claimed.has(cell));
  const service = { dateOrder, today };
  let seaService: SeaServiceRecord[] = [];
  let certificates: CertificateRecord[] = [];
  const unreadable: UnreadableLine[] = [];
  const serviceProblem = (line: Line, reason: string, snippet = line.text): UnreadableLine => ({
    section: "sea_service",
    page: line.page,
    line: line.index,
    snippet,
    reason,
  });
  let seaServiceTable = false;

  // 1. Tables.
  for (let position = 0; position < lines.length; position++) {
    const header = isFree(lines[position]!) ? readHeaderRow(lines[position]!) : undefined;
    if (header?.kind === "sea_service") {
      const reading = readSeaServiceTable(lines, position, header.columns, service);
      seaServiceTable = true;
      seaService.push(...reading.records);
      unreadable.push(...reading.unreadable);
      reading.lines.forEach(claim);
    } else if (header?.kind === "certificates") {
      const reading = readCertificateTable(lines, position, header.columns, { ...service, department });
      certificates.push(...reading.records);
      unreadable.push(...reading.unreadable);
      reading.lines.forEach(claim);
    }
  }

  // 2. Rows of a table whose header was not read.
  for (const line of lines.filter(isFree)) {
    const parts = headerlessRowParts(line, today);
    if (!parts) continue;
    const built = buildServiceRecord(parts, service);
    if ("record" in built) seaService.push(built.record);
    else unreadable.push(serviceProblem(line, built.problem));
    claim(line);
  }

  // 3. Contracts told in sentences. A "sentence" with two periods is two sentences whose end the
  // abbreviation rule missed.
  const paragraphs = paragraphsOf(lines.filter(isFree), (line) => line.cells.length > 1 || !!lineHeading(line));
  for (const sentence of paragraphs.flatMap(sentencesOf).flatMap((found) => (findRangesIn(found.text, today).length > 1 ? cutHard(found) : [found]))) {
    const parts = proseServiceParts(sentence, today);
    if (!parts) continue;
    const built = buildServiceRecord(parts, service);
    if ("record" in built) seaService.push(built.record);
    else if (sectionOf(sentence.lines[0]!) === "sea_service") unreadable.push(serviceProblem(sentence.lines[0]!, built.problem, sentence.text));
    sentence.lines.forEach(claim);
  }

  // 4. Contracts laid out as blocks of lines. What they take leaves the other column of a two-column
  // page whole for the certificates read next.
  for (const block of blockServiceParts(openLines(lines, claimed), today)) {
    const built = buildServiceRecord(block.parts, service);
    if (!("record" in built)) continue;
    seaService.push(built.record);
    block.cells.forEach((cell) => claimed.add(cell));
  }

  // 5. Certificates outside tables.
  const items = readCertificateItems(openLines(lines, claimed), sectionOf, { ...service, department, claimed });
  certificates.push(...items.records);
  unreadable.push(...items.unreadable);

  // 6. What the document is, and whom it names.
  const { kind, reasoning: kindReasoning } = documentKind({
    lines: text.pages.flat(),
    seaServiceRecords: seaService.length,
    seaServiceTable,
    certificateRecords: certificates.length,
    identityLabels: pairs.filter((pair) => pair.field !== "other" && pair.field !== "documentNumber").length,
  });
  // A document about no seafarer: whatever names and dates it holds are no one's career.
  if (kind === "other") return { kind, kindReasoning, identity: {}, seaService: [], certificates: [], unreadable: [] };
  const identity = readIdentity(lines, { kind, today, dateOrder });

  // 7. A document that is one certificate.
  if (SINGLE_CERTIFICATE_KINDS.has(kind)) {
    certificates = [];
    const single = readDocumentCertificate(lines, pairs, kind, { ...service, department });
    if (single.record) certificates.push(single.record);
    else if (single.problem) {
      const { line, reason } = single.problem;
      unreadable.push({ section: "certificates", page: line.page, line: line.index, snippet: line.text, reason });
    }
  }

  seaService = markLatestOpenContract(dedupe(seaService, recordKey));
  certificates = dedupe(certificates, certificateKey);
  // Sorted, so that the order of the document's rows does not matter.
  seaService.sort((a, b) => (a.from?.date ?? "").localeCompare(b.from?.date ?? "") || (a.to?.date ?? "9999").localeCompare(b.to?.date ?? "9999"));
  certificates.sort((a, b) => a.code.localeCompare(b.code) || (a.number ?? "").localeCompare(b.number ?? ""));
  unreadable.sort((a, b) => a.page - b.page || a.line - b.line);
  return { kind, kindReasoning, identity, seaService, certificates, unreadable };
}

// The lines with the cells no reader has taken; lines left empty are dropped, so that the lines of
// one column of a two-column page follow each other.
function openLines(lines: readonly Line[], claimed: ReadonlySet<Cell>): Line[] {
  return lines.flatMap((line) => {
    const cells = line.cells.filter((cell) => !claimed.has(cell));
    if (cells.length === 0) return [];
    return [cells.length === line.cells.length ? line : { ...line, cells }];
  });
}

const recordKey = (record: SeaServiceRecord) => [record.rank, record.vesselName?.toUpperCase(), record.from?.date, record.to?.date, record.ongoing].join("|");
const certificateKey = (record: CertificateRecord) => [record.code, record.number, record.issueDate?.date].join("|");

function dedupe<T>(records: readonly T[], key: (record: T) => string): T[] {
  const seen = new Set<string>();
  return records.filter((record) => {
    const value = key(record);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

// A latest contract with no sign-off date (an empty "To" cell, an unstamped line in a seaman's book)
// is the one the seafarer is on now. An earlier one without an end stays open-ended, unknown.
function markLatestOpenContract(records: SeaServiceRecord[]): SeaServiceRecord[] {
  const latest = records.reduce<SeaServiceRecord | undefined>(
    (best, record) => (!best || (record.from?.date ?? "") > (best.from?.date ?? "") ? record : best),
    undefined,
  );
  if (latest && !latest.to && !latest.ongoing) {
    latest.ongoing = true;
    latest.evidence.reasoning.push("the latest contract has no sign-off date: still on board");
  }
  return records;
}
