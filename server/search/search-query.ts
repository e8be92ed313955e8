// A text query as the index answers it (the README's search section is the user's side of this):
// - words are split as the index splits them (search-text.ts); every word must match, in any field;
// - a word of three or more characters matches as a prefix ("engin" finds "Engineer"); shorter ones
//   match whole ("AB", "2");
// - a word of five or more letters that the organization's postings never use as typed also finds
//   the words one edit away ("cheif" → "chief", typo-variants.ts);
// - words (or their corrections) that spell a rank or vessel type also find its key
//   (domain-synonyms.ts): "3/O", "third officer" and "thrid officer" find "3rd Officer";
// - "double quotes" make a phrase: those words, whole, next to each other in one field.
// Its lexemes are scoped to the organization, as the documents' are (search-document.ts).
import type { SynonymTable } from "./domain-synonyms.js";
import { scopedLexeme } from "./search-document.js";
import { isNumber, words } from "./search-text.js";
import { deletionVariants, editDistance, minTypoWordLength } from "./typo-variants.js";

export interface ParsedQuery {
  // Words outside quotes, in order.
  words: string[];
  // Each quoted phrase's words.
  phrases: string[][];
  // The query had something to search for but no word in it ("%", "_"): it finds nothing.
  noWords: boolean;
}

const minPrefixLength = 3;
// Corrections kept per word, closest spellings first as the vocabulary lists them.
const maxCorrections = 8;

export function parseQuery(query: string): ParsedQuery {
  const phrases: string[][] = [];
  // An unclosed quote runs to the end, as in most search boxes.
  const rest = query.replace(/"([^"]*)"?/g, (_, inside: string) => {
    const phrase = words(inside);
    if (phrase.length > 0) phrases.push(phrase);
    return " ";
  });
  const loose = words(rest);
  return { words: loose, phrases, noWords: loose.length === 0 && phrases.length === 0 && query.trim() !== "" };
}

// Words that may be misspelt: corrected unless the vocabulary has them as typed.
export function typoCandidates(parsed: ParsedQuery): string[] {
  return [...new Set(parsed.words.filter((word) => [...word].length >= minTypoWordLength && !isNumber(word)))];
}

// What the vocabulary lookup needs: every deletion variant of those words.
export function variantsToLookUp(candidates: readonly string[]): string[] {
  return [...new Set(candidates.flatMap(deletionVariants))];
}

// Corrections for each candidate among the words sharing a deletion variant with one of them (the
// organization's, looked up by the caller, and the domain's names: SynonymTable.wordsNear). A word the
// vocabulary has as typed is taken as typed.
export function correctionsOf(candidates: readonly string[], vocabulary: readonly string[]): Map<string, string[]> {
  const known = new Set(vocabulary);
  const corrections = new Map<string, string[]>();
  for (const word of candidates) {
    if (known.has(word)) continue;
    const near = [...known].filter((other) => other !== word && editDistance(word, other) <= 1);
    if (near.length > 0) corrections.set(word, near.sort().slice(0, maxCorrections));
  }
  return corrections;
}

export interface QueryPlan {
  // tsquery text, or null when the query has no text to match (every posting passes).
  tsquery: string | null;
  // The query finds nothing (it had no word).
  nothing: boolean;
  // What a fragment marks (text-match.ts): words matched whole, words matched as a prefix, keys.
  terms: MatchTerms;
}

export interface MatchTerms {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
  keys: ReadonlySet<string>;
}

// scope: the organization's (lexemeScope).
export function planQuery(parsed: ParsedQuery, corrections: ReadonlyMap<string, readonly string[]>, synonyms: SynonymTable, scope: string): QueryPlan {
  const quoteLexeme = (lexeme: string) => scopedLexeme(scope, lexeme);
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const keys = new Set<string>();
  if (parsed.noWords) return { tsquery: null, nothing: true, terms: { exact, prefixes, keys } };

  const alternatives = parsed.words.map((word) => [word, ...(corrections.get(word) ?? [])]);
  const wordTerm = (i: number) => {
    const [typed, ...corrected] = alternatives[i]!;
    const prefix = [...typed!].length >= minPrefixLength;
    if (prefix) prefixes.push(typed!);
    else exact.add(typed!);
    for (const word of corrected) exact.add(word);
    return group([`${quoteLexeme(typed!)}${prefix ? ":*" : ""}`, ...corrected.map(quoteLexeme)], " | ");
  };

  const parts: string[] = [];
  let at = 0;
  for (const name of synonyms.namesInAlternatives(alternatives)) {
    for (; at < name.start; at++) parts.push(wordTerm(at));
    const spelled: string[] = [];
    for (; at < name.end; at++) spelled.push(wordTerm(at));
    for (const key of name.keys) keys.add(key);
    parts.push(group([...name.keys.map(quoteLexeme), group(spelled, " & ")], " | "));
  }
  for (; at < alternatives.length; at++) parts.push(wordTerm(at));
  for (const phrase of parsed.phrases) {
    for (const word of phrase) exact.add(word);
    parts.push(group(phrase.map(quoteLexeme), " <-> "));
  }
  return { tsquery: parts.length > 0 ? parts.join(" & ") : null, nothing: false, terms: { exact, prefixes, keys } };
}

function group(terms: readonly string[], operator: string): string {
  return terms.length === 1 ? terms[0]! : `(${terms.join(operator)})`;
}
