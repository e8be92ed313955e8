// A search entry's document, built here rather than by to_tsvector so that the index and the queries
// split words by one rule (search-text.ts) on both databases: the document as tsvector text, and the
// words it adds to the organization's vocabulary (typo-variants.ts). Both indexes build theirs with
// it (posting-document.ts, profile-document.ts).
//
// A document is fields of words, each with a weight, kept apart by a gap in positions so that a phrase
// never spans two, and keys (domain-synonyms.ts, the organization's) at a position of their own.
import { isNumber } from "./search-text.js";
import { minVocabularyWordLength } from "./typo-variants.js";

export type Weight = "A" | "B" | "C" | "D";

export interface SearchDocument {
  // tsvector input: 'word':1A,7B ...
  document: string;
  // Distinct, sorted.
  vocabulary: string[];
}

// The organization's key: every entry holds it (weight D) and every search ANDs it in, so the
// full-text index itself narrows to one organization.
export const organizationKey = (organizationId: string) => `#o:${organizationId.toLowerCase()}`;

// PostgreSQL keeps positions 1 to 16383, and at most 256 of them per lexeme.
const maxPosition = 16383;
const maxPositionsPerLexeme = 256;
const fieldGap = 10;

export class DocumentBuilder {
  private readonly lexemes = new Map<string, string[]>();
  private readonly texts = new Set<string>();
  private next = 1;

  // A lexeme (a word or a key) at a position.
  add(lexeme: string, weight: Weight, position: number): void {
    let positions = this.lexemes.get(lexeme);
    if (!positions) this.lexemes.set(lexeme, (positions = []));
    if (positions.length < maxPositionsPerLexeme) positions.push(`${Math.min(position, maxPosition)}${weight}`);
  }

  // A field's words at the next positions (they join the vocabulary); returns its first position.
  addField(sequence: readonly string[], weight: Weight): number {
    const first = this.next;
    sequence.forEach((word, i) => {
      this.add(word, weight, first + i);
      this.texts.add(word);
    });
    this.next = first + sequence.length + fieldGap;
    return first;
  }

  // A position after every field so far, for keys that belong to no field.
  get end(): number {
    return this.next;
  }

  build(): SearchDocument {
    const document = [...this.lexemes].map(([lexeme, positions]) => `${quoteLexeme(lexeme)}:${positions.join(",")}`).join(" ");
    const vocabulary = [...this.texts].filter((word) => [...word].length >= minVocabularyWordLength && !isNumber(word)).sort();
    return { document, vocabulary };
  }
}

// A lexeme in tsvector or tsquery text: quoted, with quotes and backslashes escaped.
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
