// The keys names are compared by. DOMAIN.md asks synonyms to be matched upper-cased, trimmed, with
// whitespace collapsed, dots removed and " / " read as "/". Two keys come out of that: the spaced key
// keeps word boundaries ("CH ENG"), the compact key drops them ("CHENG"), because OCR loses spaces
// ("SECONDOFFICER") and CVs write the same abbreviation with and without them ("Ch.Eng." / "Ch. Eng.").

// Letters with diacritics folded to ASCII, and the letters NFD does not decompose.
export function foldDiacritics(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øØ]/g, (c) => (c === "ø" ? "o" : "O"))
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "AE")
    .replace(/ß/g, "ss")
    .replace(/[łŁ]/g, (c) => (c === "ł" ? "l" : "L"))
    .replace(/[ıİ]/g, (c) => (c === "ı" ? "i" : "I"));
}

export function spacedKey(text: string): string {
  return foldDiacritics(text)
    .toUpperCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, " AND ")
    .replace(/'/g, "")
    .replace(/\./g, "")
    .replace(/[^A-Z0-9/]+/g, " ")
    .replace(/\s*\/\s*/g, "/")
    .trim()
    .replace(/\s+/g, " ");
}

export function compactKey(text: string): string {
  return spacedKey(text).replace(/ /g, "");
}

// Letters and digits only, lower case: how labels and headers are compared ("Date of Birth:",
// "DATEOFBIRTH" and "date of birth" are one key).
export function labelKey(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

// Words as names are made of: letters and digits, with the joiners abbreviations use inside a word
// ("2/O", "Ch.Eng.", "Ro-Ro", "Bo'sun", "PSC&RB"). Brackets and commas end a word.
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}](?:[\p{L}\p{N}'’./&-]*[\p{L}\p{N}.])?/gu)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
