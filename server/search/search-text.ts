// The one tokenizer of the search index: what a word is, for the documents it indexes
// (posting-document.ts), the queries it answers (search-query.ts) and the fragments it marks
// (text-match.ts), so the three always agree. Written here rather than left to PostgreSQL's parser,
// whose rules (file paths, hyphenated words, URLs) would split "3/O" or "BA-0067" otherwise than the
// query side does.
//
// A word is a run of letters and digits, lower-cased, with accents and other marks dropped
// ("Ölfrachter" is "olfrachter"); everything else separates words.

export interface Token {
  word: string;
  // Where the word is in the original text (UTF-16 offsets), for marking it.
  start: number;
  end: number;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

// One word as the index holds it: NFKD with marks dropped, then lower-cased. An ASCII word has no
// marks and is its own NFKD, and most words are ASCII, so it is only lower-cased: NFKD and the marks'
// regex were a third of the time the items of a 100-profile search page took to mark their matches
// (14 ms in all).
const nonAscii = /\P{ASCII}/u;
function normalizeWord(raw: string): string {
  if (!nonAscii.test(raw)) return raw.toLowerCase();
  return raw
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = normalizeWord(match[0]);
    // A character that decomposes to marks only leaves nothing to index.
    if (word !== "") tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

export function words(text: string): string[] {
  return tokenize(text).map((token) => token.word);
}

// Only digits: no typo tolerance for them (a reference number one digit off is another posting).
export function isNumber(word: string): boolean {
  return /^\p{N}+$/u.test(word);
}
