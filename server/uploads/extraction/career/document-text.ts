// A document's pages as lines and cells. Lines come from the text layer or from OCR, already put in
// reading order (text-lines.ts); table cells are apart by two or more spaces, a tab or a rule ("|").
// Machine-readable zones are set aside: the MRZ reader reads them.

import type { Evidence } from "./document-reading.js";

export interface Cell {
  text: string;
  // Where the cell is in its line's text.
  start: number;
  end: number;
  // Set off from the cell before it by a rule ("|") rather than by space: part of one group of values
  // ("Bulk Carrier | 32,000 GT | Panama flag"), where space apart may be another column.
  afterRule?: boolean;
}

export interface Line {
  page: number;
  index: number; // within its page, counted from 0
  text: string;
  cells: Cell[];
  // An MRZ line: kept for telling what the document is, never read for values.
  mrz: boolean;
}

// Only A–Z, 0–9 and "<", long, with fillers: ICAO 9303 MRZ lines (DOMAIN.md §4.1). A passport number
// alone ("P1234567A") has no filler and is not one.
function isMrzLine(text: string): boolean {
  const compact = text.replace(/\s/g, "");
  return /^[A-Z0-9<]+$/.test(compact) && compact.includes("<") && compact.length >= 25;
}

function splitCells(text: string): Cell[] {
  const cells: Cell[] = [];
  const separator = /\t|\s{2,}|\s*[|│]\s*/g;
  let position = 0;
  let rule = false;
  const push = (end: number) => {
    const raw = text.slice(position, end);
    const trimmed = raw.trim();
    if (trimmed !== "") {
      const start = position + raw.indexOf(trimmed);
      cells.push({ text: trimmed, start, end: start + trimmed.length, ...(rule && cells.length > 0 ? { afterRule: true } : {}) });
    }
  };
  for (const match of text.matchAll(separator)) {
    push(match.index);
    rule = /[|│]/.test(match[0]);
    position = match.index + match[0].length;
  }
  push(text.length);
  return cells;
}

export class DocumentText {
  readonly pages: Line[][];
  // Every line that is not MRZ, page after page.
  readonly lines: Line[];

  constructor(pages: readonly (readonly string[])[]) {
    this.pages = pages.map((lines, page) =>
      lines.map((text, index) => ({ page, index, text: text.replace(/\s+$/, ""), cells: splitCells(text), mrz: isMrzLine(text) })),
    );
    this.lines = this.pages.flat().filter((line) => !line.mrz && line.cells.length > 0);
  }

  // The line after `line` in reading order (across pages), skipping MRZ and empty lines.
  next(line: Line, step = 1): Line | undefined {
    const position = this.lines.indexOf(line);
    return position < 0 ? undefined : this.lines[position + step];
  }

  position(line: Line): number {
    return this.lines.indexOf(line);
  }
}

// The evidence for a value read from some lines: their page (the first line's), their indices and text.
export function evidenceOf(lines: readonly Line[], reasoning: readonly string[]): Evidence {
  const unique = [...new Set(lines)].sort((a, b) => a.page - b.page || a.index - b.index);
  const first = unique[0]!;
  const onPage = unique.filter((line) => line.page === first.page);
  return {
    page: first.page,
    lines: onPage.map((line) => line.index),
    snippet: onPage.map((line) => line.text).join("\n"),
    reasoning: [...new Set(reasoning)],
  };
}

// The cells ruled off together with a cell ("No. 778 | 02-Feb-2022 - 01-Feb-2027"): one group of values.
export function ruleGroup(line: Line, cell: Cell): Cell[] {
  let first = line.cells.indexOf(cell);
  while (first > 0 && line.cells[first]!.afterRule) first--;
  let last = line.cells.indexOf(cell);
  while (last + 1 < line.cells.length && line.cells[last + 1]!.afterRule) last++;
  return line.cells.slice(first, last + 1);
}
