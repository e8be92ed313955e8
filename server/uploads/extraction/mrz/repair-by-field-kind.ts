// Repairs that the MRZ grammar alone decides, before any check digit is consulted: a look-alike in a
// position that admits only one of the pair (a letter O where a date needs a digit), a filler
// look-alike where no letter is allowed, a state code that only one known code fits.
import { type MrzChar, digitFor, letterFor, mayBeFiller } from "./mrz-characters.js";
import { type MrzLayout, charsOf } from "./mrz-layout.js";
import { repairNameFillers } from "./mrz-name.js";
import { isKnownMrzCode } from "./nationality.js";

export function repairByFieldKind(layout: MrzLayout, lines: MrzChar[][]): void {
  for (const field of layout.fields) {
    const chars = charsOf(lines, field);
    switch (field.kind) {
      case "digits":
        for (const char of chars) {
          const digit = digitFor(char.value);
          if (digit !== undefined) change(char, digit, field.label);
          else if (mayBeFiller(char)) change(char, "<", field.label);
        }
        break;
      case "letters":
        lettersOnly(chars, field.label);
        if (field.id === "sex") fillerWhereNoLetterFits(chars, ["M", "F", "X"], field.label);
        if (field.id === "issuingState" || field.id === "nationality") repairStateCode(chars, field.label);
        break;
      case "name":
        lettersOnly(chars, field.label);
        repairNameFillers(chars);
        break;
      case "alphanumeric":
        if (field.id === "documentNumber") fillersAfterPadding(chars, field.label);
        break;
    }
  }
}

function change(char: MrzChar, value: string, reason: string): void {
  char.value = value;
  char.reason = reason;
}

function lettersOnly(chars: MrzChar[], reason: string): void {
  for (const char of chars) {
    const letter = letterFor(char.value);
    if (letter !== undefined) change(char, letter, reason);
  }
}

function fillerWhereNoLetterFits(chars: MrzChar[], letters: string[], reason: string): void {
  for (const char of chars) {
    if (mayBeFiller(char) && !letters.includes(char.value)) change(char, "<", reason);
  }
}

// A document number is padded at its end: after its first filler, only fillers follow.
function fillersAfterPadding(chars: MrzChar[], label: string): void {
  const firstFiller = chars.findIndex((char) => char.value === "<");
  if (firstFiller < 0) return;
  for (const char of chars.slice(firstFiller + 1)) {
    if (mayBeFiller(char)) change(char, "<", `${label}: padding after a filler`);
  }
}

// D<< read as DKK: when the code as read is no state's and exactly one way of reading its K, L and c
// as fillers is, that one is taken. KEN or LKA are codes as read, so their K and L stay letters.
function repairStateCode(chars: MrzChar[], label: string): void {
  if (isKnownMrzCode(chars.map((char) => char.value).join(""))) return;
  const readings = chars.reduce<string[]>(
    (prefixes, char) => prefixes.flatMap((prefix) => (mayBeFiller(char) ? [prefix + char.value, `${prefix}<`] : [prefix + char.value])),
    [""],
  );
  const known = readings.filter(isKnownMrzCode);
  const [only] = known;
  if (known.length !== 1 || only === undefined) return;
  chars.forEach((char, index) => {
    const value = only[index];
    if (value !== undefined && value !== char.value) change(char, value, `${label}: the only known code that fits`);
  });
}
