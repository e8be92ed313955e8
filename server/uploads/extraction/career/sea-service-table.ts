// A sea-service table: the rows under a header row, each read through its columns. A row is a contract
// when it has dates; a line without dates right under a row continues it: the wrapped rest of its
// cells, or what a seaman's book prints under a row (the vessel's type under its name, ports under the
// dates). A row that has a rank or dates but cannot be read goes to the unreadable list with why.

import type { Cell, Line } from "./document-text.js";
import type { SeaServiceRecord, UnreadableLine } from "./document-reading.js";
import { alignCells } from "./align-cells.js";
import { readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import { findRanges } from "./date-ranges.js";
import { splitLabel } from "./labels.js";
import { readRankExactly, startsRankName } from "./rank-names.js";
import { buildServiceRecord, type ServiceContext, type ServiceParts } from "./sea-service-record.js";
import { factsOf, seaServiceFit } from "./sea-service-cells.js";
import { lineHeading } from "./sections.js";
import { attachPieces, joinings, splitJoinedCells } from "./table-cells.js";
import { readHeaderRow, type Column, type SeaServiceConcept } from "./table-headers.js";
import { readTonnage } from "./vessel-names.js";
import { readVesselType, startsVesselTypeName } from "./vessel-type-names.js";

export interface TableReading {
  records: SeaServiceRecord[];
  unreadable: UnreadableLine[];
  // The lines the table took: the header, its rows and their continuations.
  lines: Line[];
}

interface RowCell {
  column?: Column<SeaServiceConcept>;
  text: string;
  // Under "Name of vessel / type": the type printed under the name.
  typeText?: string;
}

interface Row {
  lines: Line[];
  cells: RowCell[];
  continuations: number;
}

// Lines a row's text may wrap onto ("ELEC" / "(Electro-Te" / "chnical" / "Officer" / "(ETO))").
const MAX_CONTINUATIONS = 4;

function unreadableOf(line: Line, reason: string): UnreadableLine {
  return { section: "sea_service", page: line.page, line: line.index, snippet: line.text, reason };
}

function rowOf(line: Line, columns: readonly Column<SeaServiceConcept>[], today: string): Row {
  const cells = splitJoinedCells(line.cells, columns.length, today);
  const facts = new Map(cells.map((cell) => [cell, factsOf(cell, today)]));
  const assigned = alignCells(cells, columns, (cell, concept) => seaServiceFit(cell, concept, facts.get(cell)!));
  return { lines: [line], cells: cells.map((cell, index) => ({ column: assigned[index], text: cell.text })), continuations: 0 };
}

// How well a wrapped piece continues a cell: it must make the cell read better (a rank, a type, a
// country it did not read as before), or be the wrapped end of a name or a company.
// A rank's text cut before its end: the start of a rank's name, or, after its last "(" or "/", the
// start of another ("ELEC (Electro-Technic", "Able Seaman (AB)/Ordina").
function rankInProgress(text: string): boolean {
  if (startsRankName(text)) return true;
  const cut = Math.max(text.lastIndexOf("("), text.lastIndexOf("/"));
  const after = cut >= 0 ? text.slice(cut + 1) : "";
  return /\p{L}{2,}/u.test(after) && (startsRankName(after, true) || !!readRankExactly(after.replace(/\)+$/, "")));
}

// The country a text ends with, after other words: "GOLDEN EXPLORER Marshall Islands" → "Marshall Islands".
function countrySuffix(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const suffix = words.slice(-count).join(" ");
    if (readCountry(suffix)) return suffix;
  }
  return undefined;
}

// Names in capitals wrap into capitals ("SOUTHERN" / "VENTURE"), a company's words into its own case.
function sameCase(above: string, piece: string): number {
  const capitals = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
  return capitals(above) === capitals(piece) ? 3 : 0;
}

function continuationScore(cell: RowCell, piece: string): number {
  const above = cell.text;
  const concept = cell.column?.concept;
  const improves = (read: (text: string) => unknown) => !read(above) && joinings(above, piece).some((joined) => read(joined));
  switch (concept) {
    case "rank": {
      if (improves(readRankExactly)) return 8;
      // "Motormann" / "lærling": another rank once read whole; "Chief Engineer" / "Officer": a longer
      // name of the same rank, still the rank's text.
      const rank = readRankExactly(above)?.rank;
      const joinedRanks = joinings(above, piece).map((joined) => readRankExactly(joined)?.rank);
      if (rank && joinedRanks.some((joined) => joined && joined !== rank)) return 7;
      if (rank && joinedRanks.some(Boolean)) return 4;
      // On the way to a rank's name: "1st" / "Assistant" / "Engineer"; a bracket or a second rank
      // being written ("ELEC" / "(Electro-Technic" / "al Officer (ETO))", "Able Seaman" / "(AB)/Ordina").
      return joinings(above, piece).some(rankInProgress) ? 5 : -1;
    }
    case "vesselType": {
      const before = readVesselType(above)?.vesselType;
      const after = joinings(above, piece).map((joined) => readVesselType(joined)?.vesselType);
      if (!before && after.some(Boolean)) return 8;
      // "Capesize Bulk" / "Carrier": the same type, now named whole.
      const whole = (text: string) => readVesselType(text)?.written === text.trim().replace(/[,;:.]+$/, "");
      if (!whole(above) && joinings(above, piece).some(whole)) return 7;
      if (after.some((type) => type && type !== before) || joinings(above, piece).some(whole)) return 6;
      // "Fully" / "Refrigerated" / "LPG": on the way to a type's name.
      return joinings(above, piece).some((joined) => startsVesselTypeName(joined)) ? 5 : -1;
    }
    case "vesselAndType": {
      if (cell.typeText !== undefined) {
        // The type's name wrapped in turn ("BULK CARRIER -" / "HANDYSIZE"): a type it did not read before.
        const before = readVesselType(cell.typeText, false)?.vesselType;
        return joinings(cell.typeText, piece).some((joined) => (readVesselType(joined, false)?.vesselType ?? before) !== before) ? 6 : -1;
      }
      return readVesselType(piece, false) ? 6 : /^[\p{Lu}\d][\p{Lu}\d' -]*$/u.test(piece) ? 1 : -1;
    }
    case "vessel": {
      // A flag that came out joined to the name and wrapped ("ATLANTIC FORTUNE Marshall" / "Islands").
      if (joinings(above, piece).some((joined) => countrySuffix(joined)) && !countrySuffix(above)) return 7;
      // The rest of a name, its number included ("MORNING VENTURE" / "8", "EASTERN FORTUNE" / "II").
      const name =
        ((/^[\p{L}\d' -]+$/u.test(piece) && /\p{L}{2,}/u.test(piece)) || /^(?:\d{1,3}|[IVX]{1,4})$/.test(piece)) &&
        !readRankExactly(piece) &&
        !readVesselType(piece, false) &&
        !readCountry(piece);
      return name ? 1 + sameCase(above, piece) : -1;
    }
    case "flag":
      return improves(readCountry) ? 8 : -1;
    case "company":
      return /\p{L}{2,}/u.test(piece) && findDates(piece, "9999-12-31").length === 0 ? 2 + sameCase(above, piece) : -1;
    default:
      return -1;
  }
}

function continueRow(row: Row, line: Line): void {
  const targets = row.cells.filter((cell) => cell.column);
  const pieces = line.cells.map((cell) => cell.text);
  attachPieces(targets, pieces, continuationScore).forEach((cell, index) => {
    if (!cell) return;
    const piece = pieces[index]!;
    if (cell.column?.concept === "vesselAndType" && cell.typeText !== undefined)
      cell.typeText = joinings(cell.typeText, piece).find((joined) => readVesselType(joined, false)) ?? `${cell.typeText} ${piece}`;
    else if (cell.column?.concept === "vesselAndType" && readVesselType(piece, false)) cell.typeText = piece;
    else if (cell.column?.concept === "vesselAndType" || cell.column?.concept === "company" || cell.column?.concept === "vessel")
      cell.text = `${cell.text} ${piece}`;
    else {
      const read = cell.column?.concept === "rank" ? readRankExactly : cell.column?.concept === "flag" ? readCountry : readVesselType;
      cell.text = joinings(cell.text, piece).find((joined) => read(joined)) ?? `${cell.text} ${piece}`;
    }
  });
  row.lines.push(line);
  row.continuations++;
}

const columnNames = (columns: readonly Column<SeaServiceConcept>[], concepts: SeaServiceConcept[]) =>
  columns
    .filter((column) => concepts.includes(column.concept))
    .map((column) => `'${column.header}'`)
    .join(" and ");

// The parts of a row, from its cells under each column; what the columns did not give is looked for
// in the cells no column took.
function partsOf(row: Row, columns: readonly Column<SeaServiceConcept>[], today: string): ServiceParts {
  const parts: ServiceParts = { lines: row.lines, reasoning: [] };
  const loose: RowCell[] = [];
  for (const cell of row.cells) {
    const facts = factsOf({ text: cell.text, start: 0, end: cell.text.length }, today);
    const header = cell.column?.header;
    switch (cell.column?.concept) {
      case "rank":
        parts.rankText = cell.text;
        break;
      case "vessel":
        parts.vesselText = cell.text;
        break;
      case "vesselAndType": {
        const type = readVesselType(cell.text, false);
        if (type && type.written.length >= cell.text.length - 2) parts.vesselTypeText = cell.text;
        else parts.vesselText = cell.text;
        if (cell.typeText) parts.vesselTypeText = cell.typeText;
        break;
      }
      case "vesselType":
        parts.vesselTypeText = cell.text;
        break;
      case "flag":
        parts.flagText = cell.text;
        break;
      case "grossTonnage":
      case "deadweight": {
        const value = readTonnage(cell.text);
        if (value !== undefined) parts[cell.column.concept] = { value, text: `${cell.text} (${header})` };
        break;
      }
      case "from":
        parts.from = facts.dates[0] ?? facts.ranges[0]?.from;
        break;
      case "to":
        if (facts.dates[0]) parts.to = facts.dates[0];
        else parts.openText = cell.text;
        break;
      case "period": {
        const range = facts.ranges[0];
        parts.from = range?.from ?? facts.dates[0];
        parts.to = range?.to;
        parts.openText = range?.openText;
        break;
      }
      case "company":
        parts.company = cell.text;
        break;
      case undefined:
        loose.push(cell);
        break;
      default:
        break;
    }
  }
  // A flag that came out joined to the vessel's name ("GOLDEN EXPLORER Marshall" / "Islands").
  const joinedFlag = !parts.flagText && parts.vesselText ? countrySuffix(parts.vesselText) : undefined;
  if (joinedFlag) {
    parts.vesselText = parts.vesselText!.slice(0, parts.vesselText!.length - joinedFlag.length).trim();
    parts.flagText = joinedFlag;
  }
  if (!parts.from && parts.to) {
    parts.from = parts.to;
    parts.to = undefined;
    parts.reasoning.push(`the row's one date, '${parts.from.text}', is its sign-on`);
  }
  for (const cell of loose) {
    if (!parts.from) {
      const range = findRanges(cell.text, findDates(cell.text, today))[0];
      if (range) {
        parts.from = range.from;
        parts.to = range.to;
        parts.openText = range.openText;
        continue;
      }
    }
    if (!parts.rankText && readRankExactly(cell.text)) parts.rankText = cell.text;
    else if (!parts.vesselTypeText && readVesselType(cell.text, false)) parts.vesselTypeText = cell.text;
  }
  if (!parts.from) {
    const dates = loose.flatMap((cell) => findDates(cell.text, today));
    parts.from = dates[0];
    parts.to ??= dates[1];
  }
  const dated = columns.filter((column) => ["from", "to", "period"].includes(column.concept));
  if (dated.length > 0 && parts.from) parts.datesFrom = `the ${columnNames(columns, ["from", "to", "period"])} column${dated.length > 1 ? "s" : ""}`;
  return parts;
}

function isEndOfTable(line: Line, today: string): boolean {
  if (readHeaderRow(line)) return true;
  if (line.cells.length <= 2 && lineHeading(line)) return true;
  const label = line.cells[0] && splitLabel(line.cells[0].text);
  if (label && label.field !== "other") return true;
  const words = line.text.split(/\s+/).length;
  return words > 10 && findDates(line.text, today).length === 0 && line.cells.length <= 2;
}

// A line whose ranks are the rest of the row above's rank, wrapped, with no number of its own (a
// tonnage): the rest of that row ("ABLE SEAMAN" / "(AB)", "ORDINARY" / "SEAMAN (OS)" under it, beside
// the vessel type and the ports of a seaman's book), not a row whose dates are missing. Joined to
// the rank above, each reads as that rank (or as the rank the text above began).
function restatesRank(row: Row, line: Line): boolean {
  const above = row.cells.find((cell) => cell.column?.concept === "rank");
  if (!above || line.cells.some((cell) => /^\d[\d,. ]*$/.test(cell.text.trim()))) return false;
  const rankAbove = readRankExactly(above.text)?.rank;
  const ranked = line.cells.filter((cell) => readRankExactly(cell.text));
  return (
    ranked.length > 0 &&
    ranked.every((cell) =>
      joinings(above.text, cell.text).some((joined) => {
        const rank = readRankExactly(joined)?.rank;
        return rank !== undefined && (rankAbove === undefined || rank === rankAbove);
      }),
    )
  );
}

const hasDates = (cells: readonly Cell[], today: string) => cells.some((cell) => findDates(cell.text, today).length > 0 || factsOf(cell, today).open);

export function readSeaServiceTable(
  lines: readonly Line[],
  headerAt: number,
  columns: readonly Column<SeaServiceConcept>[],
  context: ServiceContext,
): TableReading {
  const reading: TableReading = { records: [], unreadable: [], lines: [lines[headerAt]!] };
  const rows: Row[] = [];
  for (let position = headerAt + 1; position < lines.length; position++) {
    const line = lines[position]!;
    if (isEndOfTable(line, context.today)) break;
    if (hasDates(line.cells, context.today)) {
      rows.push(rowOf(line, columns, context.today));
      reading.lines.push(line);
      continue;
    }
    // A line with a rank but no dates: a row whose dates are missing, unless it is the short wrapped
    // rest of the row above ("Islands  Capesize  Oiler").
    const last = rows.at(-1);
    const wrapped = last && last.continuations < MAX_CONTINUATIONS && (line.cells.length <= Math.ceil(columns.length / 2) || restatesRank(last, line));
    if (!wrapped && line.cells.some((cell) => readRankExactly(cell.text)) && line.cells.length >= 3) {
      reading.unreadable.push(unreadableOf(line, "a row with a rank but no dates"));
      reading.lines.push(line);
      continue;
    }
    if (!last) {
      // The header's own wrapped words ("Month" / "s") before the first row.
      if (line.cells.length <= columns.length && line.text.length <= 40) {
        reading.lines.push(line);
        continue;
      }
      break;
    }
    if (last.continuations >= MAX_CONTINUATIONS || line.cells.length > columns.length) break;
    continueRow(last, line);
    reading.lines.push(line);
  }
  for (const row of rows) {
    const built = buildServiceRecord(partsOf(row, columns, context.today), context);
    if ("record" in built) reading.records.push(built.record);
    else reading.unreadable.push(unreadableOf(row.lines[0]!, built.problem));
  }
  return reading;
}
