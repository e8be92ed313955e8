// A dictionary of names (ranks, vessel types, certificates) looked up by the keys of normalize-text.ts:
// a whole cell ("2/O"), or the names inside a longer text ("Served as Second Officer on ...").

import { compactKey, spacedKey, tokenize } from "./normalize-text.js";

export interface PhraseEntry<T> {
  // The name as the reference data writes it ("Ch. Eng", "Bulker").
  text: string;
  meaning: T;
}

export interface PhraseMatch<T> {
  entry: PhraseEntry<T>;
  // Where the matched words are in the text that was searched, and those words as written.
  start: number;
  end: number;
  written: string;
}

const MAX_WORDS = 8;

export class PhraseIndex<T> {
  private readonly spaced = new Map<string, PhraseEntry<T>>();
  private readonly compact = new Map<string, PhraseEntry<T>>();

  // Earlier entries win a key two entries share: callers add the more specific names first.
  constructor(entries: Iterable<PhraseEntry<T>>) {
    for (const entry of entries) {
      const spaced = spacedKey(entry.text);
      if (spaced === "") continue;
      if (!this.spaced.has(spaced)) this.spaced.set(spaced, entry);
      const compact = compactKey(entry.text);
      if (!this.compact.has(compact)) this.compact.set(compact, entry);
    }
  }

  // Whether a text is the start of a longer name: whole words ("1st Assistant" of "1st Assistant
  // Engineer"), or, with `partWord`, ending inside a word ("Electro-Technic" of "Electro-Technical Officer").
  startsName(text: string, partWord = false): boolean {
    const spaced = spacedKey(text);
    if (spaced === "") return false;
    const start = partWord ? spaced : `${spaced} `;
    for (const key of this.spaced.keys()) if (key.startsWith(start) && key !== spaced) return true;
    return false;
  }

  lookup(text: string): PhraseEntry<T> | undefined {
    const spaced = spacedKey(text);
    if (spaced === "") return undefined;
    return this.spaced.get(spaced) ?? this.compact.get(spaced.replace(/ /g, ""));
  }

  // The names in a text, longest first where two overlap, then left to right. `accept` can refuse a
  // match (a short abbreviation where prose could mean something else).
  scan(text: string, accept: (match: PhraseMatch<T>) => boolean = () => true): PhraseMatch<T>[] {
    const tokens = tokenize(text);
    const candidates: PhraseMatch<T>[] = [];
    for (let first = 0; first < tokens.length; first++) {
      for (let last = first; last < Math.min(tokens.length, first + MAX_WORDS); last++) {
        const start = tokens[first]!.start;
        const end = tokens[last]!.end;
        const written = text.slice(start, end);
        const entry = this.lookup(written);
        if (!entry) continue;
        const match = { entry, start, end, written };
        if (accept(match)) candidates.push(match);
      }
    }
    candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const chosen: PhraseMatch<T>[] = [];
    for (const candidate of candidates) {
      if (chosen.every((taken) => candidate.end <= taken.start || candidate.start >= taken.end)) chosen.push(candidate);
    }
    return chosen.sort((a, b) => a.start - b.start);
  }
}
