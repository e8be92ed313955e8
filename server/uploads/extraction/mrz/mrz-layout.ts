// Where each field sits in the three ICAO 9303 formats (DOMAIN.md §4.1). Positions here are 0-based
// and `end` is exclusive; repair messages convert them to the 1-based positions people read.
import { type MrzChar, textOf } from "./mrz-characters.js";
import { type MrzFormat } from "./mrz-reading.js";

// What a position may hold, which decides how a look-alike is repaired there.
//   digits: dates and check digits (a digit, or a filler for an unknown part / an empty field);
//   letters: document code, states, sex (a letter or a filler);
//   name: letters and fillers, with the primary/secondary grammar of the name field;
//   alphanumeric: document number and optional data, repaired only where the check digits decide.
export type FieldKind = "digits" | "letters" | "name" | "alphanumeric";

export type FieldId =
  | "documentCode"
  | "issuingState"
  | "name"
  | "documentNumber"
  | "documentNumberCheck"
  | "nationality"
  | "dateOfBirth"
  | "dateOfBirthCheck"
  | "sex"
  | "expiryDate"
  | "expiryDateCheck"
  | "optionalData"
  | "optionalData2"
  | "optionalDataCheck"
  | "compositeCheck";

export interface FieldSpan {
  id: FieldId;
  label: string; // as it appears in repair messages
  kind: FieldKind;
  line: number;
  start: number;
  end: number;
}

export interface MrzLayout {
  format: MrzFormat;
  lineCount: number;
  lineLength: number;
  // First character of the document code: the cheapest sign that a block of text is this format.
  documentCodeFirst: readonly string[];
  fields: readonly FieldSpan[];
}

function span(id: FieldId, label: string, kind: FieldKind, line: number, start: number, end: number): FieldSpan {
  return { id, label, kind, line, start, end };
}

const TD3: MrzLayout = {
  format: "TD3",
  lineCount: 2,
  lineLength: 44,
  documentCodeFirst: ["P"],
  fields: [
    span("documentCode", "document code", "letters", 0, 0, 2),
    span("issuingState", "issuing state", "letters", 0, 2, 5),
    span("name", "name", "name", 0, 5, 44),
    span("documentNumber", "document number", "alphanumeric", 1, 0, 9),
    span("documentNumberCheck", "document number check digit", "digits", 1, 9, 10),
    span("nationality", "nationality", "letters", 1, 10, 13),
    span("dateOfBirth", "date of birth", "digits", 1, 13, 19),
    span("dateOfBirthCheck", "date of birth check digit", "digits", 1, 19, 20),
    span("sex", "sex", "letters", 1, 20, 21),
    span("expiryDate", "expiry date", "digits", 1, 21, 27),
    span("expiryDateCheck", "expiry date check digit", "digits", 1, 27, 28),
    span("optionalData", "optional data", "alphanumeric", 1, 28, 42),
    span("optionalDataCheck", "optional data check digit", "digits", 1, 42, 43),
    span("compositeCheck", "composite check digit", "digits", 1, 43, 44),
  ],
};

const TD2: MrzLayout = {
  format: "TD2",
  lineCount: 2,
  lineLength: 36,
  documentCodeFirst: ["I", "A", "C"],
  fields: [
    span("documentCode", "document code", "letters", 0, 0, 2),
    span("issuingState", "issuing state", "letters", 0, 2, 5),
    span("name", "name", "name", 0, 5, 36),
    span("documentNumber", "document number", "alphanumeric", 1, 0, 9),
    span("documentNumberCheck", "document number check digit", "digits", 1, 9, 10),
    span("nationality", "nationality", "letters", 1, 10, 13),
    span("dateOfBirth", "date of birth", "digits", 1, 13, 19),
    span("dateOfBirthCheck", "date of birth check digit", "digits", 1, 19, 20),
    span("sex", "sex", "letters", 1, 20, 21),
    span("expiryDate", "expiry date", "digits", 1, 21, 27),
    span("expiryDateCheck", "expiry date check digit", "digits", 1, 27, 28),
    span("optionalData", "optional data", "alphanumeric", 1, 28, 35),
    span("compositeCheck", "composite check digit", "digits", 1, 35, 36),
  ],
};

const TD1: MrzLayout = {
  format: "TD1",
  lineCount: 3,
  lineLength: 30,
  documentCodeFirst: ["I", "A", "C"],
  fields: [
    span("documentCode", "document code", "letters", 0, 0, 2),
    span("issuingState", "issuing state", "letters", 0, 2, 5),
    span("documentNumber", "document number", "alphanumeric", 0, 5, 14),
    span("documentNumberCheck", "document number check digit", "digits", 0, 14, 15),
    span("optionalData", "optional data", "alphanumeric", 0, 15, 30),
    span("dateOfBirth", "date of birth", "digits", 1, 0, 6),
    span("dateOfBirthCheck", "date of birth check digit", "digits", 1, 6, 7),
    span("sex", "sex", "letters", 1, 7, 8),
    span("expiryDate", "expiry date", "digits", 1, 8, 14),
    span("expiryDateCheck", "expiry date check digit", "digits", 1, 14, 15),
    span("nationality", "nationality", "letters", 1, 15, 18),
    span("optionalData2", "optional data", "alphanumeric", 1, 18, 29),
    span("compositeCheck", "composite check digit", "digits", 1, 29, 30),
    span("name", "name", "name", 2, 0, 30),
  ],
};

export const MRZ_LAYOUTS: readonly MrzLayout[] = [TD3, TD2, TD1];

export function fieldSpan(layout: MrzLayout, id: FieldId): FieldSpan | undefined {
  return layout.fields.find((field) => field.id === id);
}

// The characters of a field, shared with the lines: a repair through them repairs the lines.
export function charsOf(lines: MrzChar[][], field: FieldSpan): MrzChar[] {
  return (lines[field.line] ?? []).slice(field.start, field.end);
}

export function readField(layout: MrzLayout, lines: MrzChar[][], id: FieldId): string {
  const field = fieldSpan(layout, id);
  return field === undefined ? "" : textOf(charsOf(lines, field));
}

export function fieldAt(layout: MrzLayout, line: number, position: number): FieldSpan | undefined {
  return layout.fields.find((field) => field.line === line && position >= field.start && position < field.end);
}
