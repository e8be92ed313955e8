// Finds the blocks of a page's OCR text that can be an MRZ, laid out as the format's lines.
//
// OCR splits a line in two, joins two lines, inserts spaces and adds stray characters at a line's
// ends, so rows of text are not lines of the MRZ. A block is a run of consecutive MRZ-like rows whose
// characters, once concatenated, fill the format's lines exactly, possibly after dropping a few stray
// characters at row ends or after lengthening a row's closing run of fillers (the padding of a name or
// of optional data, whose length carries no information). Every way of doing so is a candidate; the
// check digits decide between them (read-mrz.ts).
import { type MrzChar, digitFor, isDigit, isLetter, letterFor, looksLikeMrzRow, mayBeFiller, mrzCharsOf } from "./mrz-characters.js";
import { MRZ_LAYOUTS, type MrzLayout } from "./mrz-layout.js";

export interface MrzBlock {
  layout: MrzLayout;
  lines: MrzChar[][];
  layoutRepairs: string[]; // stray characters dropped, fillers added
  edits: number; // how many characters were dropped or added
}

// More than this many characters dropped or added per block is no longer a reading of the MRZ.
const MAX_EDITS = 3;
// Enough structural mismatches to tell an MRZ with an unlucky misread or two from other capitals.
const MAX_MISFITS = 2;

export function findMrzBlocks(text: string): MrzBlock[] {
  const rows = text
    .split(/\r?\n/)
    .filter(looksLikeMrzRow)
    .map(mrzCharsOf)
    .filter((row) => row.length > 0);
  const blocks: MrzBlock[] = [];
  for (const layout of MRZ_LAYOUTS) {
    const maxRows = layout.lineCount * 2;
    for (let start = 0; start < rows.length; start += 1) {
      for (let count = 1; count <= maxRows && start + count <= rows.length; count += 1) {
        for (const block of blocksFrom(layout, rows.slice(start, start + count))) {
          if (isPlausible(block)) blocks.push(block);
        }
      }
    }
  }
  return blocks;
}

function blocksFrom(layout: MrzLayout, rows: MrzChar[][]): MrzBlock[] {
  const total = rows.reduce((sum, row) => sum + row.length, 0);
  const surplus = total - layout.lineCount * layout.lineLength;
  if (Math.abs(surplus) > MAX_EDITS) return [];
  if (surplus === 0) return [cut(layout, rows, [])];
  if (surplus > 0) return trimmings(rows, surplus).map((trims) => trimmed(layout, rows, trims));
  const padSlots = rows.map((row, index) => (row.at(-1)?.value === "<" ? index : -1)).filter((index) => index >= 0);
  return distributions(-surplus, padSlots.length).map((counts) =>
    padded(
      layout,
      rows,
      padSlots.map((rowIndex, slot) => ({ rowIndex, count: counts[slot] ?? 0 })),
    ),
  );
}

interface Trim {
  atStart: number;
  atEnd: number;
}

// Every way to drop `surplus` characters from the rows' ends, never a whole row.
function trimmings(rows: MrzChar[][], surplus: number): Trim[][] {
  return distributions(surplus, rows.length * 2)
    .map((counts) => rows.map((_, index) => ({ atStart: counts[index * 2] ?? 0, atEnd: counts[index * 2 + 1] ?? 0 })))
    .filter((trims) => trims.every((trim, index) => trim.atStart + trim.atEnd < (rows[index]?.length ?? 0)));
}

function trimmed(layout: MrzLayout, rows: MrzChar[][], trims: Trim[]): MrzBlock {
  const kept = rows.map((row, index) => {
    const trim = trims[index] ?? { atStart: 0, atEnd: 0 };
    return row.slice(trim.atStart, row.length - trim.atEnd);
  });
  const repairs: string[] = [];
  let offset = 0;
  kept.forEach((row, index) => {
    const trim = trims[index] ?? { atStart: 0, atEnd: 0 };
    const original = rows[index] ?? [];
    if (trim.atStart > 0) {
      const stray = original.slice(0, trim.atStart);
      repairs.push(`line ${lineOf(layout, offset)}: stray ${quoted(stray)} dropped before it`);
    }
    if (trim.atEnd > 0) {
      const stray = original.slice(original.length - trim.atEnd);
      repairs.push(`line ${lineOf(layout, offset + row.length - 1)}: stray ${quoted(stray)} dropped after it`);
    }
    offset += row.length;
  });
  return cut(
    layout,
    kept,
    repairs,
    trims.reduce((sum, trim) => sum + trim.atStart + trim.atEnd, 0),
  );
}

// Fillers added at the end of rows that end with a filler: a short run of padding lengthened.
function padded(layout: MrzLayout, rows: MrzChar[][], pads: { rowIndex: number; count: number }[]): MrzBlock {
  const lengthened = rows.map((row, index) => {
    const count = pads.find((pad) => pad.rowIndex === index)?.count ?? 0;
    const fillers: MrzChar[] = Array.from({ length: count }, () => ({ ocr: "", value: "<", reason: "a run of fillers read too short" }));
    return [...row, ...fillers];
  });
  const added = pads.reduce((sum, pad) => sum + pad.count, 0);
  return cut(layout, lengthened, [], added);
}

function cut(layout: MrzLayout, rows: MrzChar[][], layoutRepairs: string[], edits = 0): MrzBlock {
  const chars = rows.flat();
  const lines = Array.from({ length: layout.lineCount }, (_, index) =>
    chars.slice(index * layout.lineLength, (index + 1) * layout.lineLength).map((char) => ({ ...char })),
  );
  return { layout, lines, layoutRepairs, edits };
}

// Every way to split `total` into `slots` non-negative parts.
function distributions(total: number, slots: number): number[][] {
  if (slots === 0) return [];
  if (slots === 1) return [[total]];
  const result: number[][] = [];
  for (let first = 0; first <= total; first += 1) {
    for (const rest of distributions(total - first, slots - 1)) result.push([first, ...rest]);
  }
  return result;
}

function lineOf(layout: MrzLayout, offset: number): number {
  return Math.min(Math.floor(offset / layout.lineLength), layout.lineCount - 1) + 1;
}

function quoted(chars: MrzChar[]): string {
  return `"${chars.map((char) => char.ocr).join("")}"`;
}

// The cheap structural test: the document code's first letter, and digits (or their look-alikes)
// where the format has dates and check digits, letters where it has states and sex.
function isPlausible(block: MrzBlock): boolean {
  const { layout, lines } = block;
  const first = lines[0]?.[0]?.value ?? "";
  if (!layout.documentCodeFirst.includes(letterFor(first) ?? first)) return false;
  // The French identity card of 1988–2021 is 2 × 36 but not ICAO TD2.
  if (
    layout.format === "TD2" &&
    lines[0]
      ?.map((char) => char.value)
      .join("")
      .startsWith("IDFRA")
  )
    return false;
  let misfits = 0;
  for (const field of layout.fields) {
    if (field.kind !== "digits" && field.kind !== "letters") continue;
    for (let position = field.start; position < field.end; position += 1) {
      const char = lines[field.line]?.[position];
      if (char === undefined || !fits(field.kind, char)) misfits += 1;
    }
  }
  return misfits <= MAX_MISFITS;
}

function fits(kind: "digits" | "letters", char: MrzChar): boolean {
  if (char.value === "<" || mayBeFiller(char)) return true;
  if (kind === "digits") return isDigit(char.value) || digitFor(char.value) !== undefined;
  return isLetter(char.value) || letterFor(char.value) !== undefined;
}
