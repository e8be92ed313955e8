// Vessel types as CVs write them, to vessel-types.json values: "Bulker", "B/C", "Oil/Chem Tanker",
// "Product tanker (MR)", "LNG", "PCTC", "Ro-Ro"; size words ("Supramax") name the bulk sub-type.

import typeData from "@/server/domain/data/vessel-types.json" with { type: "json" };
import { vesselTypeByValue, vesselTypes } from "@/server/domain/vessel-types.js";
import { compactKey } from "./normalize-text.js";
import { PhraseIndex, type PhraseMatch } from "./phrase-index.js";

interface AmbiguousName {
  text: string;
  candidates: string[];
  default: string;
}

export interface TypeMeaning {
  vesselType: string;
  candidates: string[];
}

export interface VesselTypeReading {
  vesselType: string;
  written: string;
  reasoning: string[];
}

// Vessel-name prefixes the reference data lists as ambiguous types: a prefix says "motor vessel",
// "motor tanker", not the ship's type (DOMAIN.md §2.3: an "M/V"-only type is unmapped).
const PREFIXES_NOT_TYPES = new Set(["MV", "M/V", "MT", "M/T"]);

const ambiguousNames = (typeData as unknown as { vesselTypes: { ambiguousSynonyms?: AmbiguousName[] }[] }).vesselTypes.flatMap(
  (type) => type.ambiguousSynonyms ?? [],
);

function* typeEntries() {
  for (const type of vesselTypes) {
    for (const text of [type.label, ...type.synonyms]) {
      yield { text, meaning: { vesselType: type.value, candidates: [type.value] } };
    }
  }
  for (const name of ambiguousNames) {
    if (PREFIXES_NOT_TYPES.has(compactKey(name.text))) continue;
    yield { text: name.text, meaning: { vesselType: name.default, candidates: name.candidates } };
  }
  for (const type of vesselTypes) yield { text: type.value.replace(/_/g, " "), meaning: { vesselType: type.value, candidates: [type.value] } };
}

const index = new PhraseIndex<TypeMeaning>(typeEntries());

function describe(written: string, meaning: TypeMeaning): string {
  if (meaning.candidates.length > 1) return `'${written}' can mean ${meaning.candidates.join(" or ")}: read as ${meaning.vesselType}, its usual meaning`;
  return `'${written}' is a name of ${meaning.vesselType}`;
}

// Short type words that are other things in prose or in names ("BC", "GC", "MR", "HL", "RV", "CS").
const PROSE_AMBIGUOUS = new Set(["BC", "GC", "MR", "HL", "RV", "CS", "FV", "MY", "SY", "CONT", "CAPE", "HANDY", "FEEDER", "CARGO", "CRUISE", "UTILITY"]);

export function findVesselTypes(text: string, loose = false): PhraseMatch<TypeMeaning>[] {
  return index.scan(text, (match) => loose || !PROSE_AMBIGUOUS.has(compactKey(match.written)));
}

// Of several type names in one text, the one to take: a size sub-type over its generic type
// ("Supramax" over "bulk carrier"), otherwise the first written.
export function chooseVesselType(found: readonly PhraseMatch<TypeMeaning>[]): VesselTypeReading | undefined {
  if (found.length === 0) return undefined;
  const values = new Set(found.map((match) => match.entry.meaning.vesselType));
  const subType = found.find((match) => {
    const parent = vesselTypeByValue.get(match.entry.meaning.vesselType)?.parent;
    return parent !== null && parent !== undefined && values.has(parent);
  });
  const chosen = subType ?? found[0]!;
  const reasoning = [describe(chosen.written, chosen.entry.meaning)];
  if (values.size > 1) {
    const others = found.filter((match) => match.entry.meaning.vesselType !== chosen.entry.meaning.vesselType).map((match) => `'${match.written}'`);
    reasoning.push(`${others.join(", ")} also written: ${subType ? `'${chosen.written}' is the more precise type` : "the first type written is taken"}`);
  }
  return { vesselType: chosen.entry.meaning.vesselType, written: chosen.written, reasoning };
}

// A type cell ("Bulk Carrier", "Chem/Oil", "Product tanker (MR)", "Bulk carrier (Supramax)"): the
// whole text, or the names inside it.
export function readVesselType(text: string, loose = true): VesselTypeReading | undefined {
  const cleaned = cleanTypeText(text);
  const whole = index.lookup(cleaned);
  if (whole) return { vesselType: whole.meaning.vesselType, written: cleaned, reasoning: [describe(cleaned, whole.meaning)] };
  return chooseVesselType(findVesselTypes(cleaned, loose));
}

// A text that is a type's name and nothing else ("High-Speed Passenger Craft").
export function isVesselTypeName(text: string): boolean {
  return index.lookup(cleanTypeText(text)) !== undefined;
}

const cleanTypeText = (text: string) => text.trim().replace(/[,;:.]+$/, "");

// "Fully Refrigerated" (wrapped before "LPG"): the beginning of a type's name.
export function startsVesselTypeName(text: string): boolean {
  return index.startsName(text);
}

export function vesselTypeGroupOf(value: string): string | undefined {
  return vesselTypeByValue.get(value)?.group;
}
