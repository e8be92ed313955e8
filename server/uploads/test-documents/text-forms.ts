// The forms a name or a label takes on each medium. A PDF drawn with the standard fonts can only show
// WinAnsi characters; the OCR-B font this folder ships covers ASCII and a few Latin letters; the MRZ
// knows A-Z, 0-9 and "<". Real documents lose diacritics the same ways, so each file's truth records
// the form that file prints.

// WinAnsi (Windows-1252) beyond Latin-1: the characters placed at 0x80-0x9F.
const WIN_ANSI_HIGH = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.includes(character);
}

// The glyphs of fonts/OCRB.otf (fc-query's charset of the file), letters only beyond ASCII.
const OCRB_EXTRA = "ÄÆÖØÜßäæöøüıŒœ";

function isOcrb(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || OCRB_EXTRA.includes(character);
}

// Letters that do not decompose into a base letter and a mark.
const SPECIAL_FOLDS: Record<string, string> = {
  ı: "i",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ß: "ss",
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  "–": "-",
  "—": "-",
  "’": "'",
};

// Keeps what the medium can show and folds the rest to its base letter (ś → s, İ → I).
export function fitToCharset(text: string, isAllowed: (character: string) => boolean): string {
  let result = "";
  for (const character of text) {
    if (isAllowed(character)) {
      result += character;
      continue;
    }
    const folded = SPECIAL_FOLDS[character] ?? character.normalize("NFD").replace(/\p{M}/gu, "");
    result += [...folded].map((part) => (isAllowed(part) ? part : "?")).join("");
  }
  return result;
}

export const toWinAnsi = (text: string) => fitToCharset(text, isWinAnsi);
export const toOcrb = (text: string) => fitToCharset(text, isOcrb);
export const toAscii = (text: string) => fitToCharset(text, (character) => character.charCodeAt(0) < 0x7f);

// ICAO Doc 9303 Part 3 transliteration of Latin letters with marks (the "recommended" column).
const MRZ_TRANSLITERATION: Record<string, string> = {
  Ä: "AE",
  Å: "AA",
  Æ: "AE",
  Ö: "OE",
  Ø: "OE",
  Ü: "UE",
  ß: "SS",
  Œ: "OE",
  Þ: "TH",
  İ: "I",
  Ł: "L",
  Đ: "D",
};

// A name part in MRZ characters: upper case, transliterated, apostrophes and dots dropped
// (D'SOUZA → DSOUZA, MA. CRISTINA → MA<CRISTINA), spaces and hyphens as fillers.
export function toMrzNamePart(text: string): string {
  let result = "";
  for (const character of text.toUpperCase().replace(/ı/g, "I")) {
    if (/[A-Z]/.test(character)) result += character;
    else if (character === " " || character === "-") result += "<";
    else if (MRZ_TRANSLITERATION[character]) result += MRZ_TRANSLITERATION[character];
    else {
      const base = character.normalize("NFD").replace(/\p{M}/gu, "");
      if (/^[A-Z]+$/.test(base)) result += base;
    }
  }
  return result.replace(/<+/g, "<").replace(/^<|<$/g, "");
}
