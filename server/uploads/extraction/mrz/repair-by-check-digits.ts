// Repairs of the alphanumeric fields (document number, optional data), where a letter and a digit
// are both allowed and only the check digits can tell which one the OCR misread.
//
// A repair is one substitution per field: one look-alike swapped (O↔0, I↔1, Z↔2, S↔5, B↔8, or an L or
// c read for a filler), or the field's closing run of filler look-alikes read as fillers. Only the
// fields that a failing check digit covers are tried, and a combination is kept only if every check
// digit then holds. When exactly one combination does, it is applied; when several do, each field on
// which they all agree is repaired and the others are left as read (read-mrz.ts reports them).
//
// G↔6 and K↔< are never tried: their values differ by 10 and 20, which no 7-3-1 check digit sees.
import { allChecksHold, parseMrz } from "./check-digits.js";
import { type MrzChar, digitFor, letterFor, mayBeFiller, textOf } from "./mrz-characters.js";
import { type FieldId, type FieldSpan, type MrzLayout, charsOf, fieldSpan } from "./mrz-layout.js";
import { type MrzChecks } from "./mrz-reading.js";

interface Edit {
  line: number;
  position: number;
  value: string;
}

// Beyond this many combinations the read is too damaged for a single answer to mean anything.
const MAX_COMBINATIONS = 5000;
const INVISIBLE_TO_CHECK_DIGITS = new Set(["G6", "6G"]);

export function repairByCheckDigits(layout: MrzLayout, lines: MrzChar[][]): void {
  const parsed = parseMrz(layout.format, lines.map(textOf));
  if (parsed === undefined || allChecksHold(parsed.checks)) return;
  const fields = fieldsCoveredByFailingChecks(layout, lines, parsed.checks);
  const options = fields.map((field) => [[], ...substitutions(lines, field)] as Edit[][]);
  const combinationCount = options.reduce((product, list) => product * list.length, 1);
  if (combinationCount > MAX_COMBINATIONS) return;

  const solutions = combinations(options).filter((choice) => {
    if (choice.every((edits) => edits.length === 0)) return false;
    const candidate = parseMrz(layout.format, applied(lines, choice.flat()));
    return candidate !== undefined && allChecksHold(candidate.checks);
  });
  const [first] = solutions;
  if (first === undefined) return;
  fields.forEach((field, index) => {
    const edits = first[index] ?? [];
    const agreed = solutions.every((solution) => sameEdits(solution[index] ?? [], edits));
    if (!agreed) return;
    for (const edit of edits) {
      const char = lines[edit.line]?.[edit.position];
      if (char === undefined) continue;
      char.value = edit.value;
      char.reason = `${holderOf(layout, lines, field, edit.position)}: the only reading its check digits accept`;
    }
  });
}

// The optional data opens with the end of a long document number (TD1/TD2), up to its first filler.
function holderOf(layout: MrzLayout, lines: MrzChar[][], field: FieldSpan, position: number): string {
  if (field.id !== "optionalData" || !isLongNumber(layout, lines)) return field.label;
  const firstFiller = charsOf(lines, field).findIndex((char) => char.value === "<");
  return firstFiller < 0 || position < field.start + firstFiller ? "document number (long form)" : field.label;
}

function isLongNumber(layout: MrzLayout, lines: MrzChar[][]): boolean {
  const check = fieldSpan(layout, "documentNumberCheck");
  return layout.format !== "TD3" && check !== undefined && lines[check.line]?.[check.start]?.value === "<";
}

function fieldsCoveredByFailingChecks(layout: MrzLayout, lines: MrzChar[][], checks: MrzChecks): FieldSpan[] {
  const ids = new Set<FieldId>();
  if (!checks.documentNumber) {
    ids.add("documentNumber");
    // The long number of TD1/TD2: a filler in place of the check digit, the rest of the number and
    // its check digit at the start of the optional data (DOMAIN.md §4.1).
    if (isLongNumber(layout, lines)) ids.add("optionalData");
  }
  if (checks.optionalData === false) ids.add("optionalData");
  if (!checks.composite) {
    for (const id of ["documentNumber", "optionalData", "optionalData2"] as const) ids.add(id);
  }
  return layout.fields.filter((field) => ids.has(field.id));
}

function substitutions(lines: MrzChar[][], field: FieldSpan): Edit[][] {
  const chars = (lines[field.line] ?? []).slice(field.start, field.end);
  const single: Edit[][] = [];
  chars.forEach((char, offset) => {
    const position = field.start + offset;
    const swapped = digitFor(char.value) ?? letterFor(char.value);
    if (swapped !== undefined && !INVISIBLE_TO_CHECK_DIGITS.has(char.value + swapped)) {
      single.push([{ line: field.line, position, value: swapped }]);
    }
    if (mayBeFiller(char) && char.value !== "K") single.push([{ line: field.line, position, value: "<" }]);
  });
  // The closing padding read as K, L or c: all of it fillers at once.
  const closingRun: Edit[] = [];
  for (let offset = chars.length - 1; offset >= 0; offset -= 1) {
    const char = chars[offset];
    if (char === undefined || (char.value !== "<" && !mayBeFiller(char))) break;
    if (char.value !== "<") closingRun.push({ line: field.line, position: field.start + offset, value: "<" });
  }
  const isNew = closingRun.length > 1 || (closingRun.length === 1 && closingRun[0] && !single.some((edits) => sameEdits(edits, closingRun)));
  return isNew ? [...single, closingRun] : single;
}

function combinations(options: Edit[][][]): Edit[][][] {
  return options.reduce<Edit[][][]>((partial, list) => partial.flatMap((choice) => list.map((edits) => [...choice, edits])), [[]]);
}

function applied(lines: MrzChar[][], edits: Edit[]): string[] {
  const texts = lines.map((line) => line.map((char) => char.value));
  for (const edit of edits) {
    const line = texts[edit.line];
    if (line !== undefined) line[edit.position] = edit.value;
  }
  return texts.map((line) => line.join(""));
}

function sameEdits(left: Edit[], right: Edit[]): boolean {
  return (
    left.length === right.length &&
    left.every((edit, index) => {
      const other = right[index];
      return other !== undefined && other.line === edit.line && other.position === edit.position && other.value === edit.value;
    })
  );
}
