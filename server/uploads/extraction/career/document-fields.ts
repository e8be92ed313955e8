// Two things several readers look for: a document's number among other words, and the lines that
// head a document (the issuing state's name) rather than hold its fields.

import type { Line } from "./document-text.js";
import { findDates } from "./dates.js";
import { labelOf, splitLabel } from "./labels.js";

// A document number: letters and digits, at least three digits, not a date ("P1234567A", "E0412345").
export function findDocumentNumber(text: string, today: string): string | undefined {
  const dates = findDates(text, today);
  for (const match of text.matchAll(/\b[A-Z]{1,4} \d[\dA-Z-]{3,12}\b|\b\d{2,4} \d{6,7}\b|[A-Z0-9][A-Z0-9/-]{4,20}/gi)) {
    const token = match[0].replace(/[-/]+$/, "");
    if ((token.match(/\d/g) ?? []).length < 3) continue;
    if (dates.some((date) => date.start <= match.index && date.end >= match.index + token.length)) continue;
    return token.toUpperCase();
  }
  return undefined;
}

// A line of a document's heading: no label, no value of a form ("REPUBLIC OF THE PHILIPPINES").
export function isHeaderLine(line: Line): boolean {
  return line.cells.every((cell) => !labelOf(cell.text) && !splitLabel(cell.text)) && !/\d/.test(line.text);
}
