// A certificate (or travel-document) table: rows of name / number / issued / expires / issuer under a
// header row. Every row whose name is a certificate we know becomes a certificate; a row we cannot
// read goes to the unreadable list with the reason.

import type { Cell, Line } from "./document-text.js";
import type { CertificateRecord, UnreadableLine } from "./document-reading.js";
import type { DateOrder } from "./date-order.js";
import { alignCells, IMPOSSIBLE } from "./align-cells.js";
import { readCertificateName, readRegulationOnly } from "./certificate-names.js";
import { buildCertificate, UNLIMITED, type CertificateParts } from "./certificate-record.js";
import { findCountryIn, readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import { lineHeading } from "./sections.js";
import { attachPieces, splitJoinedCells } from "./table-cells.js";
import { readHeaderRow, type CertificateConcept, type Column } from "./table-headers.js";

export interface CertificateTableReading {
  records: CertificateRecord[];
  unreadable: UnreadableLine[];
  lines: Line[];
}

const NUMBER = /^(?:No\.?\s*)?[A-Z0-9][A-Z0-9/ -]{2,}$/i;
const NOTHING = /^(?:-+|–|—|n\/?a|none|nil)$/i;

function certificateFit(cell: Cell, concept: CertificateConcept, today: string, department: string | undefined): number {
  const dates = findDates(cell.text, today);
  const text = cell.text.trim();
  switch (concept) {
    case "index":
      return /^\d{1,3}\.?$/.test(text) ? 3 : IMPOSSIBLE - 1;
    case "name": {
      if (dates.length > 0 && dates[0]!.text.length > text.length / 2) return IMPOSSIBLE - 1;
      const name = readCertificateName(text, { certificateContext: true, department });
      if (name) return name.written.length >= text.length - 8 ? 10 : 6;
      return /\p{L}{3,}/u.test(text) ? 1 : IMPOSSIBLE - 1;
    }
    case "regulation":
      return readRegulationOnly(text) ? 8 : -3;
    case "number":
      if (NOTHING.test(text)) return 1;
      return dates.length === 0 && NUMBER.test(text) && (text.match(/\d/g) ?? []).length >= 3 ? 6 : IMPOSSIBLE - 1;
    case "issued":
      return dates.length === 1 ? 10 : NOTHING.test(text) ? 1 : IMPOSSIBLE - 1;
    case "expires":
      return dates.length === 1 || UNLIMITED.test(text) ? 10 : NOTHING.test(text) ? 5 : IMPOSSIBLE - 1;
    case "issuer":
      if (dates.length > 0) return IMPOSSIBLE - 1;
      return readCountry(text) || findCountryIn(text) ? 5 : /\p{L}{2,}/u.test(text) ? 2 : -3;
    case "ignored":
      return 0;
  }
}

function unreadableOf(line: Line, reason: string): UnreadableLine {
  return { section: "certificates", page: line.page, line: line.index, snippet: line.text, reason };
}

interface RowCell {
  concept?: CertificateConcept;
  text: string;
}

// A wrapped piece of a certificate row: the rest of its name when that makes the name one we know
// ("Proficiency in Survival Craft and" / "Rescue Boats"), else the rest of its issuer ("Harbourside
// Maritime Training" / "Centre").
function continuationScore(cell: RowCell, piece: string, department: string | undefined): number {
  const context = { certificateContext: true, department };
  if (cell.concept === "name") {
    const before = readCertificateName(cell.text, context);
    const whole = (text: string) => {
      const reading = readCertificateName(text, context);
      return reading && reading.written.length >= text.length - 2 ? reading : undefined;
    };
    return !whole(cell.text) && whole(`${cell.text} ${piece}`) ? 8 : !before && readCertificateName(`${cell.text} ${piece}`, context) ? 6 : -1;
  }
  if (cell.concept === "issuer") return /\p{L}{2,}/u.test(piece) ? 3 : -1;
  return -1;
}

export function readCertificateTable(
  lines: readonly Line[],
  headerAt: number,
  columns: readonly Column<CertificateConcept>[],
  context: { dateOrder: DateOrder; today: string; department?: string },
): CertificateTableReading {
  const reading: CertificateTableReading = { records: [], unreadable: [], lines: [lines[headerAt]!] };
  const { today, department } = context;
  const rows: { lines: Line[]; cells: RowCell[] }[] = [];
  for (let position = headerAt + 1; position < lines.length; position++) {
    const line = lines[position]!;
    if (readHeaderRow(line) || (line.cells.length <= 2 && lineHeading(line))) break;
    if (line.cells.length === 1 && line.text.split(/\s+/).length > 8) break;
    const cells = splitJoinedCells(line.cells, columns.length, today);
    const assigned = alignCells(cells, columns, (cell, concept) => certificateFit(cell, concept, today, department));
    const rowCells = cells.map((cell, index) => ({ concept: assigned[index]?.concept, text: cell.text.trim() }));
    const describes = rowCells.some(
      (cell) => (cell.concept === "number" && !NOTHING.test(cell.text)) || findDates(cell.text, today).length > 0 || UNLIMITED.test(cell.text),
    );
    const previous = rows.at(-1);
    if (!describes && previous) {
      // The wrapped rest of the row above.
      const pieces = line.cells.map((cell) => cell.text);
      attachPieces(previous.cells, pieces, (cell, piece) => continuationScore(cell, piece, department)).forEach((cell, index) => {
        if (cell) cell.text = `${cell.text} ${pieces[index]}`;
      });
      previous.lines.push(line);
      reading.lines.push(line);
      continue;
    }
    if (!describes) {
      if (line.cells.length < 2) break;
      continue;
    }
    rows.push({ lines: [line], cells: rowCells });
    reading.lines.push(line);
  }
  for (const row of rows) {
    const parts: CertificateParts = { lines: row.lines, nameText: "", reasoning: [] };
    for (const { concept, text } of row.cells) {
      if (concept === "name") parts.nameText = text;
      else if (concept === "regulation") parts.name = readRegulationOnly(text);
      else if (concept === "number" && !NOTHING.test(text)) parts.number = text;
      else if (concept === "issued") parts.issued = findDates(text, today)[0];
      else if (concept === "expires") {
        parts.expires = findDates(text, today)[0];
        if (!parts.expires && UNLIMITED.test(text)) parts.unlimitedText = text;
        if (!parts.expires && NOTHING.test(text)) parts.reasoning.push(`expiry written as '${text}': none given`);
      } else if (concept === "issuer") parts.issuerText = text;
    }
    if (parts.nameText === "") parts.nameText = row.cells[0]!.text;
    const regulation = parts.name;
    parts.name = readCertificateName(parts.nameText, { certificateContext: true, department }) ?? regulation;
    const built = buildCertificate(parts, context.dateOrder);
    if ("record" in built) reading.records.push(built.record);
    else reading.unreadable.push(unreadableOf(row.lines[0]!, built.problem));
  }
  return reading;
}
