// The characters of an MRZ as an OCR engine gives them, and the look-alikes it confuses
// (measured in /work/shared/notes/ocr.md: Tesseract reads the filler `<` as K, L or c; PaddleOCR
// sometimes gives lower case). Every repair keeps the character the OCR gave, so that the repair can
// be reported and a reading is never silently rewritten.

export interface MrzChar {
  ocr: string; // what the OCR gave: "O", "c", "«"…
  value: string; // what the position holds now: one of A–Z, 0–9, <
  reason?: string; // why value differs from the OCR's character, when a repair changed it
}

// OCR-B digits and the letters drawn almost alike. A position that must be a digit takes the digit,
// one that must be a letter takes the letter: in either direction only one answer fits.
const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = { "0": "O", "1": "I", "2": "Z", "5": "S", "6": "G", "8": "B" };
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LETTER_FOR_DIGIT).map(([digit, letter]) => [letter, digit]));

// Symbols outside the MRZ alphabet that can only have been a filler.
const FILLER_SYMBOLS = new Set(["<", "«", "‹", "(", "＜", "〈"]);

const MRZ_LETTER_OR_DIGIT = /^[A-Za-z0-9]$/;

export function letterFor(value: string): string | undefined {
  return LETTER_FOR_DIGIT[value];
}

export function digitFor(value: string): string | undefined {
  return DIGIT_FOR_LETTER[value];
}

export function isDigit(value: string): boolean {
  return value >= "0" && value <= "9";
}

export function isLetter(value: string): boolean {
  return value >= "A" && value <= "Z";
}

// K and L are what Tesseract makes of `<`; a lower-case c too (an upper-case C is a real letter far
// more often than a misread filler, so it is not one).
export function mayBeFiller(char: MrzChar): boolean {
  return char.value === "K" || char.value === "L" || char.ocr === "c";
}

// Whether the OCR gave one of those look-alikes here, whatever the position holds now.
export function ocrGaveFillerLookAlike(char: MrzChar): boolean {
  return char.ocr === "K" || char.ocr === "L" || char.ocr === "k" || char.ocr === "l" || char.ocr === "c";
}

// One OCR row as MRZ characters: spaces dropped (OCR inserts them inside a line), filler symbols
// made fillers, letters upper-cased, anything else dropped as a speck the OCR read as punctuation.
export function mrzCharsOf(row: string): MrzChar[] {
  const chars: MrzChar[] = [];
  for (const ocr of row) {
    if (FILLER_SYMBOLS.has(ocr)) chars.push({ ocr, value: "<" });
    else if (MRZ_LETTER_OR_DIGIT.test(ocr)) chars.push({ ocr, value: ocr.toUpperCase() });
  }
  return chars;
}

// Whether a row of OCR text can be (part of) an MRZ line: almost only capitals, digits and fillers.
// Ordinary text (a CV's "Passport No. P1234567") has lower case and punctuation.
export function looksLikeMrzRow(row: string): boolean {
  const visible = [...row].filter((char) => !/\s/.test(char));
  if (visible.length === 0) return false;
  const mrzLike = visible.filter((char) => FILLER_SYMBOLS.has(char) || /^[A-Z0-9]$/.test(char) || char === "c").length;
  return mrzLike / visible.length >= 0.75;
}

export function textOf(chars: readonly MrzChar[]): string {
  return chars.map((char) => char.value).join("");
}
