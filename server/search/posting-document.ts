// A posting's search entry, built here rather than by to_tsvector so that the index and the queries
// split words by one rule (search-text.ts) on both databases: the document as tsvector text, and the
// words it adds to the organization's vocabulary.
//
// Weights: the title and the domain keys it names are A, the summary B, the reference (short id) and
// the keys of the posting's rank and vessel type that the title does not name C, the organization's
// key D (searches AND it in, so the full-text index itself narrows to one organization; it is left
// out of the ranking). Fields are kept apart by a gap in positions, so a phrase never spans two.
import { keysOfPosting, namesIn, parentKeys } from "./domain-synonyms.js";
import { isNumber, words } from "./search-text.js";
import { minVocabularyWordLength } from "./typo-variants.js";

export interface PostingSource {
  organizationId: string;
  title: string;
  summary: string;
  shortId: string;
  rank: string | null;
  vesselType: string | null;
}

export interface PostingDocument {
  // tsvector input: 'word':1A,7B ...
  document: string;
  // Distinct, sorted.
  vocabulary: string[];
}

type Weight = "A" | "B" | "C" | "D";

export const organizationKey = (organizationId: string) => `#o:${organizationId.toLowerCase()}`;

// PostgreSQL keeps positions 1 to 16383, and at most 256 of them per lexeme.
const maxPosition = 16383;
const maxPositionsPerLexeme = 256;
const fieldGap = 10;

export function postingDocument(posting: PostingSource): PostingDocument {
  const lexemes = new Map<string, string[]>();
  let next = 1;
  const add = (lexeme: string, weight: Weight, position: number) => {
    let positions = lexemes.get(lexeme);
    if (!positions) lexemes.set(lexeme, (positions = []));
    if (positions.length < maxPositionsPerLexeme) positions.push(`${Math.min(position, maxPosition)}${weight}`);
  };
  const addField = (sequence: readonly string[], weight: Weight) => {
    const first = next;
    sequence.forEach((word, i) => add(word, weight, first + i));
    next = first + sequence.length + fieldGap;
    return first;
  };

  const title = words(posting.title);
  const summary = words(posting.summary);
  const reference = words(posting.shortId);
  const titleStart = addField(title, "A");
  addField(summary, "B");
  addField(reference, "C");

  const titleKeys = new Set<string>();
  for (const name of namesIn(title)) {
    for (const key of name.keys.flatMap((key) => [key, ...parentKeys(key)])) {
      titleKeys.add(key);
      add(key, "A", titleStart + name.start);
    }
  }
  for (const key of keysOfPosting(posting.rank, posting.vesselType)) if (!titleKeys.has(key)) add(key, "C", next);
  add(organizationKey(posting.organizationId), "D", next);

  const document = [...lexemes].map(([lexeme, positions]) => `${quoteLexeme(lexeme)}:${positions.join(",")}`).join(" ");
  const vocabulary = [...new Set([...title, ...summary, ...reference])].filter((word) => [...word].length >= minVocabularyWordLength && !isNumber(word)).sort();
  return { document, vocabulary };
}

// A lexeme in tsvector or tsquery text: quoted, with quotes and backslashes escaped.
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
