// The domain's synonyms (shared/domain ranks.json, vessel-types.json, certificates.json, and the ISO
// 3166-1 countries): every name a rank, a vessel type, a certificate or a country goes by ("3/O",
// "Third Officer", "3rd Mate" are the 3rd Officer; "VLCC", "Suezmax" a crude oil tanker; "GMDSS" the
// GMDSS certificates; "Philippines", "PH", "PHL", "Filipino" the Philippines) stands for one key
// ("#r:third_officer", "#v:crude_oil_tanker", "#c:coc_gmdss_goc", "#n:ph"). An entry holds the keys of
// what it names or has; a query's words that spell a name also look for its key. So "3/O" finds
// "3rd Officer — Bulk Carrier", and "VLCC" a posting on a crude oil tanker that never says VLCC.
//
// Each index reads the kinds that it holds (a SynonymTable): postings know ranks and vessel types;
// crew profiles also certificates and nationalities. Keys start with "#", a character no word has
// (search-text.ts), so a query word's prefix never reaches one. Names that the data lists as
// ambiguous ("Tanker", "Junior Officer", "Class 2") name no key.
import { certificates } from "@/server/domain/certificates.js";
import { OTHER_COUNTRY_NAMES } from "@/server/domain/country-names.js";
import { DEMONYMS } from "@/server/domain/demonyms.js";
import { ranks } from "@/server/domain/ranks.js";
import { vesselTypeByValue, vesselTypes } from "@/server/domain/vessel-types.js";
import certificateData from "@/server/domain/data/certificates.json" with { type: "json" };
import rankData from "@/server/domain/data/ranks.json" with { type: "json" };
import vesselData from "@/server/domain/data/vessel-types.json" with { type: "json" };
import { ISO_3166_ALPHA2_BY_ALPHA3 } from "@/server/uploads/extraction/mrz/iso-3166-alpha3.js";
import { words } from "./search-text.js";
import { deletionVariants } from "./typo-variants.js";

export type SynonymKind = "rank" | "vessel" | "certificate" | "country";

export const rankKey = (value: string) => `#r:${value}`;
export const vesselKey = (value: string) => `#v:${value}`;
export const certificateKey = (value: string) => `#c:${value}`;
// A nationality's key: its ISO 3166-1 alpha-2 code, lower case.
export const countryKey = (alpha2: string) => `#n:${alpha2.toLowerCase()}`;

interface Ambiguous {
  ambiguousSynonyms?: { text: string }[];
}

const ambiguousOf: Record<SynonymKind, readonly Ambiguous[]> = {
  rank: (rankData as { ranks: Ambiguous[] }).ranks,
  vessel: (vesselData as { vesselTypes: Ambiguous[] }).vesselTypes,
  certificate: (certificateData as { certificates: Ambiguous[] }).certificates,
  country: [],
};

// Country names as ICU spells them in English (Node's Intl), for every ISO 3166-1 country: the service
// keeps no table of country names of its own (the document readers' list covers the seafaring states
// only, and is theirs).
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const alpha3ByAlpha2 = new Map(Object.entries(ISO_3166_ALPHA2_BY_ALPHA3).map(([alpha3, alpha2]) => [alpha2, alpha3]));

// The English name of a country by its alpha-2 code; the code itself when ICU has none.
export function countryName(alpha2: string): string {
  return regionNames.of(alpha2.toUpperCase()) ?? alpha2.toUpperCase();
}

// A label's forms: whole, without its parenthesis, each alternative around " / ". Not the parts around
// " – ", which joins a sub-type to its generic type ("Bulk Carrier – Capesize": "Bulk Carrier" alone is
// not a Capesize).
function labelForms(label: string): string[] {
  const plain = label.replace(/\s*\(.*?\)\s*/g, " ").trim();
  return [label, plain, ...plain.split(" / ")];
}

// The demonyms of a country (server/domain/demonyms.ts: "Filipino", "Sri Lankan", "Papua New Guinean")
// are names of its nationality too, read on the query side like its name (an entry holds the key, so
// no re-indexing). Whole phrases, as every name: "sri lankan" is Sri Lanka's, "papua new guinean" Papua
// New Guinea's and not Guinea's ("guinean" alone is). Ambiguity:
// - a demonym two countries share ("Congolese", "Dominican", "Korean") stands for both, as any name
//   shared by two keys does (the table lists it under each);
// - a demonym that is also a name of a rank, vessel type or certificate, or a name the data lists as
//   ambiguous, names no country: the domain's own word keeps its meaning. None is today (a test says
//   so); common words ("Pole", "Finn", "English") are left out of the table itself.
const otherDomainPhrases = new Set(
  (["rank", "vessel", "certificate"] as const).flatMap((kind) => [
    ...namesOf(kind).map(([name]) => words(name).join(" ")),
    ...ambiguousOf[kind].flatMap((entry) => (entry.ambiguousSynonyms ?? []).map((synonym) => words(synonym.text).join(" "))),
  ]),
);
export function demonymsOf(alpha2: string): string[] {
  return (DEMONYMS[alpha2.toUpperCase()] ?? []).filter((demonym) => !otherDomainPhrases.has(words(demonym).join(" ")));
}

// Every (name, key) of one kind.
function namesOf(kind: SynonymKind): [string, string][] {
  switch (kind) {
    case "rank":
      return ranks.flatMap((rank) =>
        [...labelForms(rank.label), rank.abbreviation, ...rank.synonyms].map((name): [string, string] => [name, rankKey(rank.value)]),
      );
    case "vessel":
      return vesselTypes.flatMap((type) => [...labelForms(type.label), ...type.synonyms].map((name): [string, string] => [name, vesselKey(type.value)]));
    case "certificate":
      return certificates.flatMap((certificate) =>
        [...labelForms(certificate.label), ...labelForms(certificate.code), ...((certificate as { synonyms?: string[] }).synonyms ?? [])].map(
          (name): [string, string] => [name, certificateKey(certificate.value)],
        ),
      );
    case "country":
      return [...alpha3ByAlpha2].flatMap(([alpha2, alpha3]) =>
        [...labelForms(countryName(alpha2)), ...(OTHER_COUNTRY_NAMES[alpha2] ?? []), alpha2, alpha3, ...demonymsOf(alpha2)].map((name): [string, string] => [
          name,
          countryKey(alpha2),
        ]),
      );
  }
}

export interface NameMatch {
  // Word positions [start, end) in the sequence given.
  start: number;
  end: number;
  keys: string[];
}

// The names of some kinds of the domain, and what a query or a document needs of them.
export interface SynonymTable {
  // Every word that is part of a name: typo tolerance corrects to these too, so "thrid officer"
  // reaches the 3rd Officer even where no entry writes "third".
  readonly words: readonly string[];
  // Every name in a sequence of words, overlapping ones included ("bulk carrier capesize" holds
  // "bulk carrier" and "capesize"): what a document's text names.
  namesIn(sequence: readonly string[]): NameMatch[];
  // Names in a query whose every position may be any of several words (the word typed, or its
  // corrections): the longest name starting at each position, left to right, never overlapping.
  namesInAlternatives(positions: readonly (readonly string[])[]): NameMatch[];
  // The name words that share a deletion variant with one of these words (typo-variants.ts).
  wordsNear(candidates: readonly string[]): string[];
}

function synonymTable(kinds: readonly SynonymKind[]): SynonymTable {
  const ambiguous = new Set(
    kinds.flatMap((kind) => ambiguousOf[kind].flatMap((entry) => (entry.ambiguousSynonyms ?? []).map((synonym) => words(synonym.text).join(" ")))),
  );
  // Phrase (words joined by one space) → the keys it stands for.
  const phrases = new Map<string, Set<string>>();
  for (const [name, key] of kinds.flatMap(namesOf)) {
    const phrase = words(name).join(" ");
    if (phrase === "" || ambiguous.has(phrase)) continue;
    let keys = phrases.get(phrase);
    if (!keys) phrases.set(phrase, (keys = new Set()));
    keys.add(key);
  }
  const longestPhrase = Math.max(...[...phrases.keys()].map((phrase) => phrase.split(" ").length));
  // Every name's beginnings, itself included ("bulk", "bulk carrier"): namesIn stops widening a window
  // of words as soon as no name begins so.
  const beginnings = new Set([...phrases.keys()].flatMap((phrase) => phrase.split(" ").map((_, i, all) => all.slice(0, i + 1).join(" "))));
  const nameWords = [...new Set([...phrases.keys()].flatMap((phrase) => phrase.split(" ")))];
  // Deletion variant → the name words that have it: the in-memory half of the typo lookup.
  let variants: Map<string, string[]> | undefined;
  const variantIndex = () => {
    if (variants) return variants;
    variants = new Map();
    for (const word of nameWords) {
      for (const variant of deletionVariants(word)) {
        const list = variants.get(variant);
        if (list) list.push(word);
        else variants.set(variant, [word]);
      }
    }
    return variants;
  };

  return {
    words: nameWords,
    namesIn(sequence) {
      const found: NameMatch[] = [];
      for (let start = 0; start < sequence.length; start++) {
        let window = "";
        for (let end = start + 1; end <= sequence.length; end++) {
          window = end === start + 1 ? sequence[start]! : `${window} ${sequence[end - 1]}`;
          if (!beginnings.has(window)) break;
          const keys = phrases.get(window);
          if (keys) found.push({ start, end, keys: [...keys] });
        }
      }
      return found;
    },
    namesInAlternatives(positions) {
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
    },
    wordsNear(candidates) {
      const index = variantIndex();
      return [...new Set(candidates.flatMap(deletionVariants).flatMap((variant) => index.get(variant) ?? []))];
    },
  };
}

// Job postings name ranks and vessel types.
export const postingSynonyms = synonymTable(["rank", "vessel"]);
// Crew profiles: also the certificates they hold and their nationality.
export const profileSynonyms = synonymTable(["rank", "vessel", "certificate", "country"]);

// A vessel type's keys: its own, and its generic type's for a sub-type ("Capesize" is a bulk carrier
// too).
export function keysOfVesselType(vesselType: string): string[] {
  const parent = vesselTypeByValue.get(vesselType)?.parent;
  return parent ? [vesselKey(vesselType), vesselKey(parent)] : [vesselKey(vesselType)];
}

// The keys of a posting's rank and vessel type.
export function keysOfPosting(rank: string | null, vesselType: string | null): string[] {
  return [...(rank ? [rankKey(rank)] : []), ...(vesselType ? keysOfVesselType(vesselType) : [])];
}

// A key's generic type, if it names a vessel sub-type.
export function parentKeys(key: string): string[] {
  return key.startsWith("#v:") ? keysOfVesselType(key.slice(3)).slice(1) : [];
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
