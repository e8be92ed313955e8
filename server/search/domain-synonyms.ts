// The domain's synonyms (shared/domain ranks.json and vessel-types.json): every name a rank or a
// vessel type goes by ("3/O", "Third Officer", "3rd Mate" are the 3rd Officer; "VLCC", "Suezmax" a crude
// oil tanker) stands for one key ("#r:third_officer", "#v:crude_oil_tanker"). A posting's entry holds
// the keys its title names and those of its rank and vessel type; a query's words that spell a name
// also look for its key. So "3/O" finds "3rd Officer — Bulk Carrier", and "VLCC" a posting on a crude
// oil tanker that never says VLCC.
//
// Keys start with "#", a character no word has (search-text.ts), so a query word's prefix never
// reaches one. Names that the data lists as ambiguous ("Tanker", "Junior Officer") name no key.
import { ranks } from "@/server/domain/ranks.js";
import { vesselTypes } from "@/server/domain/vessel-types.js";
import rankData from "@/server/domain/data/ranks.json" with { type: "json" };
import vesselData from "@/server/domain/data/vessel-types.json" with { type: "json" };
import { words } from "./search-text.js";

const rankKey = (value: string) => `#r:${value}`;
const vesselKey = (value: string) => `#v:${value}`;

interface Ambiguous {
  ambiguousSynonyms?: { text: string }[];
}

// Names that may mean more than one rank or vessel type.
const ambiguous = new Set(
  [...(rankData as { ranks: Ambiguous[] }).ranks, ...(vesselData as { vesselTypes: Ambiguous[] }).vesselTypes].flatMap((entry) =>
    (entry.ambiguousSynonyms ?? []).map((synonym) => words(synonym.text).join(" ")),
  ),
);

// A label's forms: whole, without its parenthesis, each alternative around " / ". Not the parts around
// " – ", which joins a sub-type to its generic type ("Bulk Carrier – Capesize": "Bulk Carrier" alone is
// not a Capesize).
function labelForms(label: string): string[] {
  const plain = label.replace(/\s*\(.*?\)\s*/g, " ").trim();
  return [label, plain, ...plain.split(" / ")];
}

// Phrase (words joined by one space) → the keys it stands for.
const phrases = new Map<string, Set<string>>();
function addName(name: string, key: string) {
  const phrase = words(name).join(" ");
  if (phrase === "" || ambiguous.has(phrase)) return;
  let keys = phrases.get(phrase);
  if (!keys) phrases.set(phrase, (keys = new Set()));
  keys.add(key);
}
for (const rank of ranks) {
  for (const name of [...labelForms(rank.label), rank.abbreviation, ...rank.synonyms]) addName(name, rankKey(rank.value));
}
for (const type of vesselTypes) {
  for (const name of [...labelForms(type.label), ...type.synonyms]) addName(name, vesselKey(type.value));
}

const longestPhrase = Math.max(...[...phrases.keys()].map((phrase) => phrase.split(" ").length));

// Every word that is part of a name: typo tolerance corrects to these too, so "thrid officer"
// reaches the 3rd Officer even where no posting writes "third".
export const synonymWords: readonly string[] = [...new Set([...phrases.keys()].flatMap((phrase) => phrase.split(" ")))];

// The keys of a posting's rank and vessel type, with a sub-type's generic type ("Capesize" is a bulk
// carrier too).
export function keysOfPosting(rank: string | null, vesselType: string | null): string[] {
  const keys: string[] = [];
  if (rank) keys.push(rankKey(rank));
  if (vesselType) {
    keys.push(vesselKey(vesselType));
    const parent = vesselTypes.find((type) => type.value === vesselType)?.parent;
    if (parent) keys.push(vesselKey(parent));
  }
  return keys;
}

// A key's generic type, if it names a vessel sub-type.
export function parentKeys(key: string): string[] {
  if (!key.startsWith("#v:")) return [];
  const parent = vesselTypes.find((type) => type.value === key.slice(3))?.parent;
  return parent ? [vesselKey(parent)] : [];
}

export interface NameMatch {
  // Word positions [start, end) in the sequence given.
  start: number;
  end: number;
  keys: string[];
}

// Every name in a sequence of words, overlapping ones included ("bulk carrier capesize" holds
// "bulk carrier" and "capesize"): what a posting's title names.
export function namesIn(sequence: readonly string[]): NameMatch[] {
  const found: NameMatch[] = [];
  for (let start = 0; start < sequence.length; start++) {
    for (let end = start + 1; end <= Math.min(sequence.length, start + longestPhrase); end++) {
      const keys = phrases.get(sequence.slice(start, end).join(" "));
      if (keys) found.push({ start, end, keys: [...keys] });
    }
  }
  return found;
}

// Names in a query whose every position may be any of several words (the word typed, or its
// corrections): the longest name starting at each position, left to right, never overlapping.
export function namesInAlternatives(positions: readonly (readonly string[])[]): NameMatch[] {
  const found: NameMatch[] = [];
  let start = 0;
  while (start < positions.length) {
    let best: NameMatch | undefined;
    for (let end = Math.min(positions.length, start + longestPhrase); end > start && !best; end--) {
      const keys = new Set<string>();
      for (const phrase of spellings(positions.slice(start, end))) for (const key of phrases.get(phrase) ?? []) keys.add(key);
      if (keys.size > 0) best = { start, end, keys: [...keys] };
    }
    if (best) {
      found.push(best);
      start = best.end;
    } else start++;
  }
  return found;
}

// Every way to spell a run of positions, one word from each (a query has few corrections, so few).
function spellings(positions: readonly (readonly string[])[]): string[] {
  let result = [""];
  for (const alternatives of positions) {
    result = result.flatMap((prefix) => alternatives.map((word) => (prefix === "" ? word : `${prefix} ${word}`)));
    if (result.length > 64) result = result.slice(0, 64);
  }
  return result;
}
