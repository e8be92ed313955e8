// What text layers do to table cells, undone. Where two columns stand close, their cells come out
// joined by one space ("D/C (3rd Officer) MT Pacific Unity", "Bulk Carrier - Capesize 99,570"); where a
// column is narrow, its text wraps onto the next line ("Watchkeepin" / "g Oiler", "Blue Anchor" /
// "Shipmanagement"), and that line holds only the wrapped pieces, in column order.

import type { Cell } from "./document-text.js";
import { readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import { readRankExactly } from "./rank-names.js";
import { hasVesselPrefix } from "./vessel-names.js";

const OPEN_WORD = /^(?:present|current|to date|till date|onboard|on board|unlimited|permanent)\b/i;

// How clearly a cell splits before `at` into two values: a vessel prefix, a number or date after
// words or words after a number, a date followed by another date or an open end, a rank followed by
// more words.
function splitScore(text: string, at: number, today: string): number {
  const left = text.slice(0, at).trim();
  const right = text.slice(at + 1).trim();
  if (left === "" || right === "") return 0;
  // Never inside a date ("12 Mar 2019") or a number ("32 456").
  if (findDates(text, today).some((date) => date.start < at && date.end > at)) return 0;
  if (/\d$/.test(left) && /^\d/.test(right)) return 0;
  const leftDates = findDates(left, today);
  const leftIsDate = leftDates.length === 1 && leftDates[0]!.text.length === left.length;
  if (leftIsDate && (findDates(right, today)[0]?.start === 0 || OPEN_WORD.test(right))) return 5;
  if (hasVesselPrefix(right) && /\p{L}/u.test(left)) return 5;
  // A number or a date after words ("Capesize 99,570", "Sailor 2nd class 04/2019"), not a name's
  // digit ("SOUTHERN PRIDE 8 Liberia") or an ordinal ("2nd class").
  if (/^(?:\d{2,}|\d{1,2}[./-]\d)/.test(right) && /[\p{L})]\.?$/u.test(left)) return 4;
  // Words after a number, the other way round ("102600 ABLE SEAMAN": a tonnage column that all but
  // touches the rank's in a scan).
  if (/^\d{1,3}(?:[,.]?\d{3})+$|^\d{3,}$/.test(left) && /^(?:\p{L}{2,}|\d(?:st|nd|rd|th)\b)/iu.test(right)) return 4;
  // A document number run into the name before it: "Officer in Charge of an Engineering Watch UA-COC-5685469".
  if (/^[A-Z0-9][A-Z0-9/-]*$/.test(right) && (right.match(/\d/g) ?? []).length >= 3 && /[\p{L})]$/u.test(left)) return 4;
  if (readRankExactly(left) && /^\p{Lu}/u.test(right) && !readRankExactly(text)) return 3;
  // A flag run into the vessel's name: "EASTERN MERIDIAN Hong Kong".
  if (readCountry(right) && /\p{L}/u.test(left) && !readCountry(text)) return 3;
  // A flag run into the type after it: "Hong Kong Panamax Bulk".
  if (readCountry(left) && /\p{L}/u.test(right) && !readCountry(text)) return 3;
  return 0;
}

// Splits joined cells until the row has as many cells as the header has columns (or no split is
// clear), the clearest split first.
export function splitJoinedCells(cells: readonly Cell[], columns: number, today: string): Cell[] {
  const result = [...cells];
  while (result.length < columns) {
    let best: { index: number; at: number; score: number } | undefined;
    result.forEach((cell, index) => {
      for (const match of cell.text.matchAll(/ /g)) {
        const score = splitScore(cell.text, match.index, today);
        if (score > 0 && (!best || score > best.score)) best = { index, at: match.index, score };
      }
    });
    if (!best) break;
    const cell = result[best.index]!;
    const left = cell.text.slice(0, best.at);
    const right = cell.text.slice(best.at + 1);
    result.splice(
      best.index,
      1,
      { text: left, start: cell.start, end: cell.start + left.length },
      { text: right, start: cell.start + best.at + 1, end: cell.end, afterRule: false },
    );
  }
  return result;
}

// The two ways a wrapped piece joins the text above it: with a space, or without one when a word was
// cut ("Watchkeepin" + "g Oiler").
export function joinings(above: string, piece: string): string[] {
  const spaced = `${above} ${piece}`;
  return /\p{L}$/u.test(above) && /^\p{Ll}/u.test(piece) ? [`${above}${piece}`, spaced] : [spaced];
}

// Wrapped pieces put back under their cells: each piece goes to at most one cell, in order, where
// `score` likes it best (a piece that fits nowhere is left out: a port under a seaman's book's date).
export function attachPieces<T>(cells: readonly T[], pieces: readonly string[], score: (cell: T, piece: string) => number): (T | undefined)[] {
  const rows = pieces.length + 1;
  const cols = cells.length + 1;
  const best: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  const take: boolean[][] = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
  for (let i = 1; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      let value = best[i - 1]![j]!; // the piece is left out
      let taken = false;
      if (j > 0) {
        const skip = best[i]![j - 1]!;
        if (skip > value) value = skip;
        const fit = score(cells[j - 1]!, pieces[i - 1]!);
        if (fit > 0 && best[i - 1]![j - 1]! + fit > value) [value, taken] = [best[i - 1]![j - 1]! + fit, true];
      }
      best[i]![j] = value;
      take[i]![j] = taken;
    }
  }
  const assigned: (T | undefined)[] = new Array(pieces.length).fill(undefined);
  let i = pieces.length;
  let j = cells.length;
  while (i > 0 && j >= 0) {
    if (j > 0 && take[i]![j]) {
      assigned[i - 1] = cells[j - 1];
      i--;
      j--;
    } else if (j > 0 && best[i]![j] === best[i]![j - 1]) j--;
    else i--;
  }
  return assigned;
}
