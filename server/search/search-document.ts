// A search entry's document, built here rather than by to_tsvector so that the index and the queries
// split words by one rule (search-text.ts) on both databases: the document as tsvector text, and the
// words it adds to the organization's vocabulary (typo-variants.ts). Both indexes build theirs with
// it (posting-document.ts, profile-document.ts).
//
// A document is fields of words, each with a weight, kept apart by a gap in positions so that a phrase
// never spans two, and keys (domain-synonyms.ts) at a position of their own. Every lexeme, in the
// documents and in the queries alike, starts with its organization's scope (below).
import { isNumber } from "./search-text.js";
import { minVocabularyWordLength } from "./typo-variants.js";

export type Weight = "A" | "B" | "C" | "D";

export interface SearchDocument {
  // tsvector input: 'c49word':1A,7B ... (its lexemes scoped)
  document: string;
  // Distinct, sorted.
  vocabulary: string[];
}

// The organization's scope: three characters every lexeme of its entries and of its queries starts
// with ("c49officer"), so that one organization's word is a GIN key of its own and a search reads
// that organization's share of the index only. With a key of the organization ANDed in instead, the
// index read every organization's entries of a word (a prefix's words in all) and intersected them:
// the bitmap index scan of "officer" in the largest of the search bench's 20 organizations took
// 54.8 ms under EXPLAIN ANALYZE, 6.1 ms scoped (bench/README.md). Three hex digits of the id's end
// (random in a v4 and a v7 uuid alike) make 4,096 scopes: organizations that share one share their
// keys' lists, which costs time, never isolation: every search also asks for the entry's
// organization_id. Migration 0026 rewrote the entries of before.
export const lexemeScope = (organizationId: string) => organizationId.toLowerCase().slice(-3);

// A lexeme of this scope in tsvector or tsquery text.
export const scopedLexeme = (scope: string, lexeme: string) => quoteLexeme(scope + lexeme);

// PostgreSQL keeps positions 1 to 16383, and at most 256 of them per lexeme.
const maxPosition = 16383;
const maxPositionsPerLexeme = 256;
const fieldGap = 10;

export class DocumentBuilder {
  // scope: the organization's (lexemeScope).
  constructor(private readonly scope: string) {}

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
    const document = [...this.lexemes].map(([lexeme, positions]) => `${scopedLexeme(this.scope, lexeme)}:${positions.join(",")}`).join(" ");
    const vocabulary = [...this.texts].filter((word) => [...word].length >= minVocabularyWordLength && !isNumber(word)).sort();
    return { document, vocabulary };
  }
}

// A lexeme in tsvector or tsquery text: quoted, with quotes and backslashes escaped.
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
