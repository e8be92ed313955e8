// Ranks as CVs write them, to ranks.json values: the synonyms and abbreviations of the reference data,
// its ambiguous names with their default reading, and the two-rank records of DOMAIN.md §1.3
// ("Oiler/Wiper", "2/O / 3/O", "C/O (Master)").

import rankData from "@/server/domain/data/ranks.json" with { type: "json" };
import { rankByValue, ranks } from "@/server/domain/ranks.js";
import { compactKey, spacedKey } from "./normalize-text.js";
import { PhraseIndex, type PhraseMatch } from "./phrase-index.js";

interface AmbiguousName {
  text: string;
  candidates: string[];
  default: string;
  note?: string;
}

interface RankMeaning {
  rank: string;
  candidates: string[];
  // "abbreviation", "name", or why it is ambiguous.
  how: "abbreviation" | "name" | "ambiguous";
  note?: string;
}

export interface RankReading {
  rank: string;
  candidates: string[];
  written: string;
  reasoning: string[];
}

const ambiguousNames = (rankData as unknown as { ranks: { ambiguousSynonyms?: AmbiguousName[] }[] }).ranks.flatMap((rank) => rank.ambiguousSynonyms ?? []);

// An abbreviation is short and written without lower-case words: "2/O", "C/E", "OS", "Ch.Eng".
function isAbbreviation(text: string): boolean {
  return /[/.]/.test(text) || compactKey(text).length <= 4;
}

function* rankEntries() {
  for (const rank of ranks) {
    for (const text of [rank.abbreviation, rank.label, ...rank.synonyms]) {
      yield { text, meaning: { rank: rank.value, candidates: [rank.value], how: isAbbreviation(text) ? "abbreviation" : "name" } as RankMeaning };
    }
  }
  const merged = new Map<string, AmbiguousName>();
  for (const name of ambiguousNames) {
    const key = spacedKey(name.text);
    const known = merged.get(key);
    if (known) known.candidates = [...new Set([...known.candidates, ...name.candidates])];
    else merged.set(key, { ...name, candidates: [...name.candidates] });
  }
  for (const name of merged.values()) {
    const how = name.candidates.length > 1 ? "ambiguous" : isAbbreviation(name.text) ? "abbreviation" : "name";
    yield { text: name.text, meaning: { rank: name.default, candidates: name.candidates, how, note: name.note } as RankMeaning };
  }
  // The value in words ("second officer", "junior engineer"), last: an ambiguous name keeps its
  // ambiguity ("First Officer" is not simply first_officer).
  for (const rank of ranks) yield { text: rank.value.replace(/_/g, " "), meaning: { rank: rank.value, candidates: [rank.value], how: "name" } as RankMeaning };
}

// Plain synonyms come first, so a name that is a synonym of one rank keeps that meaning even where
// another rank lists it as ambiguous.
const index = new PhraseIndex<RankMeaning>(rankEntries());

function describe(written: string, meaning: RankMeaning): string {
  if (meaning.how === "ambiguous") {
    return `'${written}' can mean ${meaning.candidates.join(" or ")}: read as ${meaning.rank}, its usual meaning`;
  }
  return `'${written}' is ${meaning.how === "abbreviation" ? "an abbreviation" : "a name"} of ${meaning.rank}`;
}

function readingOf(written: string, meaning: RankMeaning): RankReading {
  return { rank: meaning.rank, candidates: meaning.candidates, written, reasoning: [describe(written, meaning)] };
}

function readWhole(text: string): RankReading | undefined {
  const meaning = index.lookup(text);
  return meaning && readingOf(text, meaning.meaning);
}

// Two ranks in one cell: "Oiler/Wiper", "2/O / 3/O", "AB/OS", "C/O (Master)", "Bosun or AB".
function readTwoRanks(text: string): RankReading | undefined {
  const parts: { left: string; right: string; bracket: boolean }[] = [];
  const bracket = /^(.+?)\s*\((.+)\)\s*$/.exec(text);
  if (bracket) parts.push({ left: bracket[1]!, right: bracket[2]!, bracket: true });
  for (const match of text.matchAll(/\s*(?:\/|\bor\b|&|\+)\s*/gi)) {
    parts.push({ left: text.slice(0, match.index), right: text.slice(match.index + match[0].length), bracket: false });
  }
  for (const part of parts) {
    const first = readWhole(part.left.trim());
    const second = readWhole(part.right.trim());
    if (!first || !second) continue;
    if (first.rank === second.rank) return { ...first, written: text, reasoning: [...first.reasoning, ...second.reasoning] };
    // "C/O (Master)", "3/E (2nd Engineer)": the bracket holds the capacity served (acting, relief or
    // promoted during the contract); "Oiler/Wiper", "2/O / 3/O": the first rank written.
    const chosen = part.bracket ? second : first;
    const why = part.bracket ? "the rank in brackets, the capacity served" : "the first one written";
    return {
      rank: chosen.rank,
      candidates: [first.rank, second.rank],
      written: text,
      reasoning: [...first.reasoning, ...second.reasoning, `'${text}' names two ranks: a two-rank record (DOMAIN.md §1.3), read as ${chosen.rank}, ${why}`],
    };
  }
  return undefined;
}

const clean = (text: string) => text.replace(/^[\s\-–•*:]+|[\s\-–•*:,;]+$/g, "");

// A text that is a rank and nothing else: "2/O", "Ch. Eng.", "Oiler/Wiper".
export function readRankExactly(text: string): RankReading | undefined {
  const cleaned = clean(text);
  if (cleaned === "") return undefined;
  return readWhole(cleaned) ?? readTwoRanks(cleaned);
}

// A rank column's cell: the rank alone, or a rank with a remark around it ("2/O (relief)").
export function readRank(text: string): RankReading | undefined {
  const whole = readRankExactly(text);
  if (whole) return whole;
  const cleaned = clean(text);
  const found = findRanks(cleaned, true);
  if (found.length === 0) return undefined;
  const distinct = [...new Set(found.map((match) => match.entry.meaning.rank))];
  const first = found[0]!;
  if (distinct.length === 1) return readingOf(first.written, first.entry.meaning);
  return undefined;
}

// Abbreviations that are everyday words or other things in prose ("CO." the company, "MC", "GS").
const PROSE_AMBIGUOUS = new Set(["CO", "CE", "CM", "EO", "RO", "GS", "MC", "JO", "JE", "OS", "AB", "MM", "GP", "PM", "UTILITY", "BAKER", "TURNER", "SPARKS"]);

function acceptedInProse(match: PhraseMatch<RankMeaning>, loose: boolean): boolean {
  const compact = compactKey(match.written);
  if (compact.length < 2) return false;
  if (loose) return true;
  // "2M" is the 2nd mate in a rank column, but two months in prose (DOMAIN.md, synonym matching).
  if (PROSE_AMBIGUOUS.has(compact) || /^\d[A-Z]$/.test(compact)) return false;
  // "Chief", "Engineer", "Cook" alone say too little outside a rank column.
  return !(match.entry.meaning.how === "ambiguous" && !/\s/.test(match.written.trim()));
}

// Ranks named inside a longer text. `loose` accepts short and ambiguous words, for text that is known
// to name a rank there ("as OS on ...", a rank column).
export function findRanks(text: string, loose = false): PhraseMatch<RankMeaning>[] {
  return index.scan(text, (match) => acceptedInProse(match, loose));
}

export function rankReadingOf(match: PhraseMatch<RankMeaning>): RankReading {
  return readingOf(match.written, match.entry.meaning);
}

// "1st Assistant" (wrapped before "Engineer"): the beginning of a rank's name.
export function startsRankName(text: string, partWord = false): boolean {
  return index.startsName(text, partWord);
}

// The department most ranks named in some texts are in ("deck", "engine"), for certificate names that
// depend on it ("COC Class III").
export function departmentOfTexts(texts: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const exact = readRankExactly(text);
    const named = exact ? [exact.rank] : findRanks(text).map((match) => match.entry.meaning.rank);
    for (const rank of named) {
      const department = rankByValue.get(rank)?.department;
      if (department) counts.set(department, (counts.get(department) ?? 0) + 1);
    }
  }
  const deck = counts.get("deck") ?? 0;
  const engine = counts.get("engine") ?? 0;
  return engine > deck ? "engine" : deck > engine ? "deck" : undefined;
}
