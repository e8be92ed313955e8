// Contracts laid out as blocks of short lines, as designed CVs print them:
//   2/O - MV OCEAN STAR                       Mar 2019 – Nov 2020
//   Bulk Carrier | 32,000 GT | Panama flag    Second Officer, MV Ocean Star
//   Mar-19 - Nov-20 | Acme Shipping           Bulk carrier, 32,000 DWT – Acme Shipping
// A block has a heading cell (a rank, with the vessel) and a period cell; which comes first is
// decided once per document, by which order pairs more headings with periods.

import { ruleGroup, type Cell, type Line } from "./document-text.js";
import { readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import { findRanges, openEndAfter, type DateRange } from "./date-ranges.js";
import { readRankExactly, type RankReading } from "./rank-names.js";
import type { ServiceParts } from "./sea-service-record.js";
import { findTonnages, hasVesselPrefix } from "./vessel-names.js";
import { findVesselTypes, readVesselType } from "./vessel-type-names.js";

interface Heading {
  position: number;
  line: Line;
  cell: Cell;
  rank: RankReading;
  vesselText?: string;
}

interface Period {
  position: number;
  line: Line;
  cell: Cell;
  range: DateRange;
}

// How many lines a block's heading and period may be apart (a sidebar's lines can come between them).
const BLOCK_LINES = 5;

const CERTIFICATE_CELL = /\b(?:no\.|nr\.|cert(?:ificate)?\b|valid|issued|expir)|#/i;

function readHeading(cell: Cell): { rank: RankReading; vesselText?: string } | undefined {
  if (findDates(cell.text, "9999-12-31").length > 0) return undefined;
  const parts = cell.text.split(/\s+[-–—]\s+|\s*,\s*|\s*:\s+|\s+(?:on|at|onboard|aboard|on board)\s+/i).filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return undefined;
  // A rank with its vessel; a rank alone ("ASD") can be a sidebar's certificate.
  const first = readRankExactly(parts[0]!);
  if (first) {
    const vessel = parts.slice(1).find((part) => hasVesselPrefix(part)) ?? (parts.length === 2 && !readVesselType(parts[1]!, false) ? parts[1] : undefined);
    return vessel ? { rank: first, vesselText: vessel } : undefined;
  }
  const last = parts.length >= 2 ? readRankExactly(parts.at(-1)!) : undefined;
  if (last && hasVesselPrefix(parts[0]!)) return { rank: last, vesselText: parts[0] };
  return undefined;
}

function readPeriod(cell: Cell, today: string): DateRange | undefined {
  if (CERTIFICATE_CELL.test(cell.text)) return undefined;
  const dates = findDates(cell.text, today);
  const range = findRanges(cell.text, dates)[0];
  if (range) return range;
  if (dates.length === 1) {
    const open = openEndAfter(cell.text, dates[0]!.end);
    if (open) return { from: dates[0]!, openText: open.text, start: dates[0]!.start, end: open.end };
  }
  return undefined;
}

function isDetailGroup(line: Line, cell: Cell): boolean {
  return ruleGroup(line, cell).some((other) => findTonnages(other.text).length > 0 || (/flag/i.test(other.text) && !!readCountry(other.text)));
}

// A text that is a type and nothing else, however it names it ("Bulk Carrier - Capesize").
function isWholeType(text: string): boolean {
  const found = findVesselTypes(text, true);
  const covered = found.reduce((sum, match) => sum + match.written.length, 0);
  return found.length > 0 && covered >= text.replace(/[\s\-–—()]/g, "").length * 0.8;
}

// What the other lines of a block say: type, tonnage, flag, company. Returns the cells that gave
// something.
function addDetails(parts: ServiceParts, cells: readonly Cell[], companyAllowed: (cell: Cell) => boolean): Cell[] {
  const used: Cell[] = [];
  for (const cell of cells) {
    let gave = false;
    // "Bulk Carrier - Capesize" is one type; "Bulk carrier, 32,000 DWT – Acme Shipping" three values.
    const pieces = cell.text
      .split(/\s*[|;]\s*|,\s+/)
      .filter(Boolean)
      .flatMap((piece) => (isWholeType(piece) ? [piece] : piece.split(/\s+[-–—]\s+/)));
    for (const piece of pieces) {
      const tonnage = findTonnages(piece)[0];
      if (tonnage) {
        if (!parts[tonnage.unit]) [parts[tonnage.unit], gave] = [{ value: tonnage.value, text: tonnage.text }, true];
      } else if (/flag/i.test(piece) && readCountry(piece)) {
        if (!parts.flagText) [parts.flagText, gave] = [piece, true];
      } else if (isWholeType(piece)) {
        // A type written whole ("Product Tanker"), not a type word in a sidebar's course ("LNG Fuel Basic").
        if (!parts.vesselTypeText) [parts.vesselTypeText, gave] = [piece, true];
      } else if (!parts.company && companyAllowed(cell) && /\p{L}{2,}/u.test(piece) && findDates(piece, "9999-12-31").length === 0) {
        if (!readRankExactly(piece) && !readCountry(piece) && !hasVesselPrefix(piece)) [parts.company, gave] = [piece, true];
      }
    }
    if (gave) used.push(cell);
  }
  return used;
}

export interface Block {
  parts: ServiceParts;
  // The cells the block was read from: no other reader takes them.
  cells: Cell[];
}

export function blockServiceParts(lines: readonly Line[], today: string): Block[] {
  const headings: Heading[] = [];
  const periods: Period[] = [];
  lines.forEach((line, position) => {
    for (const cell of line.cells) {
      const heading = readHeading(cell);
      if (heading) {
        headings.push({ position, line, cell, ...heading });
        continue;
      }
      // A period ruled off with a number ("No. 778 | 02-Feb-2022 - ...") is a certificate's validity.
      const range = readPeriod(cell, today);
      const certificate = ruleGroup(line, cell).some((other) => CERTIFICATE_CELL.test(other.text));
      if (range && !certificate && !line.cells.some((other) => readRankExactly(other.text))) periods.push({ position, line, cell, range });
    }
  });
  if (headings.length === 0 || periods.length === 0) return [];

  const pair = (heading: Heading, forward: boolean): Period | undefined => {
    const between = (a: number, b: number) => headings.some((other) => other !== heading && other.position > a && other.position < b);
    return forward
      ? periods.find(
          (period) =>
            period.position >= heading.position && period.position <= heading.position + BLOCK_LINES && !between(heading.position, period.position + 1),
        )
      : [...periods]
          .reverse()
          .find((period) => period.position < heading.position && period.position >= heading.position - 2 && !between(period.position - 1, heading.position));
  };
  const forwardPairs = headings.filter((heading) => pair(heading, true)).length;
  const backwardPairs = headings.filter((heading) => pair(heading, false)).length;
  const forward = forwardPairs >= backwardPairs;

  const used = new Set<Period>();
  const found: Block[] = [];
  for (const heading of headings) {
    const period = pair(heading, forward);
    if (!period || used.has(period)) continue;
    used.add(period);
    const first = Math.min(heading.position, period.position);
    const nextAnchor = Math.min(
      ...headings.filter((other) => other.position > heading.position).map((other) => other.position),
      ...periods.filter((other) => other !== period && other.position > period.position).map((other) => other.position),
      lines.length,
    );
    const last = forward ? period.position : Math.min(nextAnchor - 1, heading.position + 2);
    const blockLines = lines.slice(first, last + 1);
    const parts: ServiceParts = {
      lines: blockLines,
      rank: heading.rank,
      rankText: heading.rank.written,
      vesselText: heading.vesselText,
      from: period.range.from,
      to: period.range.to,
      openText: period.range.openText,
      reasoning: ["read from a block of lines: a rank heading and a period"],
    };
    // The company: after the period ("Mar-19 - Nov-20 | Acme Shipping"), or, when the period comes
    // first, on the line under the heading ("Bulk carrier, 32,000 DWT – Acme Shipping"). Other cells
    // of the block give only what they plainly are (a type, a tonnage, a flag).
    const rest = period.cell.text.slice(period.range.end).replace(/^[\s,|–—-]+/, "");
    const afterPeriod = period.line.cells.filter((cell) => cell.start > period.cell.start);
    const headingIndex = blockLines.indexOf(heading.line);
    const underHeading = !forward && headingIndex + 1 < blockLines.length ? blockLines[headingIndex + 1]!.cells : [];
    const companyCells = new Set([...afterPeriod, ...underHeading]);
    if (rest) addDetails(parts, [{ text: rest, start: period.cell.end, end: period.cell.end }], () => true);
    // The block's detail line first: the cells ruled off with a tonnage or a flag ("Bulk Carrier | 32,000
    // GT | Panama flag"); a sidebar's lines between come after it.
    const detailCells = blockLines
      .flatMap((line) => line.cells.filter((cell) => cell !== heading.cell && cell !== period.cell).map((cell) => ({ cell, line })))
      .sort((a, b) => Number(isDetailGroup(b.line, b.cell)) - Number(isDetailGroup(a.line, a.cell)))
      .map(({ cell }) => cell);
    const usedCells = addDetails(parts, detailCells, (cell) => companyCells.has(cell));
    found.push({ parts, cells: [heading.cell, period.cell, ...usedCells] });
  }
  return found;
}
