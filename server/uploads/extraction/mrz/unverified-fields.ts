// Which fields of a repaired reading stay in doubt.
//
// A field is unverified when its check digit fails and no single repair fits, or when the check digit
// cannot tell the reading from another: a K where a filler may stand (K counts 20, which no 7-3-1
// check digit sees) closes the document number or the optional data. In TD1 and TD2 the optional
// data has only the composite digit, so it is unverified whenever that digit fails. The name, which
// has no check digit, is unverified when this very MRZ shows the OCR reading fillers as K, L or c and
// the name keeps a look-alike next to a filler that its grammar could not decide, or when fillers had
// to be added to its line.
import { type MrzChar, ocrGaveFillerLookAlike } from "./mrz-characters.js";
import { type FieldId, type MrzLayout, charsOf, fieldSpan } from "./mrz-layout.js";
import { hasUndecidedFillers } from "./mrz-name.js";
import { type MrzChecks, type MrzUnverifiedField } from "./mrz-reading.js";

export function unverifiedFields(layout: MrzLayout, lines: MrzChar[][], checks: MrzChecks): MrzUnverifiedField[] {
  const undecided = (id: FieldId) => {
    const field = fieldSpan(layout, id);
    return field !== undefined && closesWithUndecidedK(charsOf(lines, field));
  };
  const unverified: MrzUnverifiedField[] = [];
  if (!checks.documentNumber || undecided("documentNumber")) unverified.push("documentNumber");
  if (!checks.dateOfBirth) unverified.push("dateOfBirth");
  if (!checks.expiryDate) unverified.push("expiryDate");
  const optionalVerified = layout.format === "TD3" ? checks.optionalData === true : checks.composite;
  if (!optionalVerified || undecided("optionalData") || undecided("optionalData2")) unverified.push("optionalData");
  const name = fieldSpan(layout, "name");
  if (name !== undefined && ((readsFillersAsLetters(lines) && hasUndecidedFillers(charsOf(lines, name))) || lengthened(charsOf(lines, name)))) {
    unverified.push("name");
  }
  return unverified;
}

// Fillers were added to the name's line to make up its length: the OCR lost characters there, and
// nothing tells whether they were padding or letters of the name ("CRUZ<<JOHN" read "RUZ<<JOHN").
function lengthened(chars: MrzChar[]): boolean {
  return chars.some((char) => char.value === "<" && char.ocr === "");
}

// Some filler of this MRZ was read as K, L or c (and repaired): the OCR is one that does so.
function readsFillersAsLetters(lines: MrzChar[][]): boolean {
  return lines.some((line) => line.some((char) => char.value === "<" && ocrGaveFillerLookAlike(char)));
}

// The field's closing run of fillers and K: a K there may be a letter or padding.
function closesWithUndecidedK(chars: MrzChar[]): boolean {
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    const value = chars[index]?.value;
    if (value === "K") return true;
    if (value !== "<") return false;
  }
  return false;
}
