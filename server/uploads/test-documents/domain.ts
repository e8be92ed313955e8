// The domain data the generator draws from: the project's own copy in server/domain/data (ranks,
// vessel types and certificates with their CV synonyms, the ICAO nationality exceptions).
import certificateData from "@/server/domain/data/certificates.json" with { type: "json" };
import icaoData from "@/server/domain/data/icao-nationality-exceptions.json" with { type: "json" };
import rankData from "@/server/domain/data/ranks.json" with { type: "json" };
import vesselTypeData from "@/server/domain/data/vessel-types.json" with { type: "json" };

interface AmbiguousSynonym {
  text: string;
  candidates: string[];
}

interface Entry {
  value: string;
  label: string;
  synonyms: string[];
  ambiguousSynonyms: AmbiguousSynonym[];
}

export interface RankEntry extends Entry {
  abbreviation: string;
  department: string;
  level: string;
}

export interface VesselTypeEntry extends Entry {
  family: string;
  group: string;
  parent: string | null;
}

export interface CertificateEntry extends Entry {
  code: string;
  category: string;
  typicalRequiredFor: { ranks: string[] | "all"; vesselTypes: string[] };
  validity: string | null;
}

export interface IcaoException {
  icao: string;
  alpha2: string | null;
}

const rankEntries = (rankData as unknown as { ranks: RankEntry[] }).ranks;
const vesselTypeEntries = (vesselTypeData as unknown as { vesselTypes: VesselTypeEntry[] }).vesselTypes;
export const certificateEntries = (certificateData as unknown as { certificates: CertificateEntry[] }).certificates;
export const icaoExceptions = (icaoData as unknown as { exceptions: IcaoException[] }).exceptions;

function lookup<T extends Entry>(entries: readonly T[], kind: string): (value: string) => T {
  const byValue = new Map(entries.map((entry) => [entry.value, entry]));
  return (value) => {
    const found = byValue.get(value);
    if (!found) throw new Error(`no ${kind} ${value}`);
    return found;
  };
}

export const rank = lookup(rankEntries, "rank");
export const vesselType = lookup(vesselTypeEntries, "vessel type");
export const certificate = lookup(certificateEntries, "certificate");

// Normalised as DOMAIN.md says synonyms are matched.
function normalise(text: string): string {
  return text.toUpperCase().trim().replace(/\s+/g, " ").replace(/\./g, "").replace(/ \/ /g, "/");
}

// The texts safe to print for each value: they name that value only, so the truth of a generated CV
// never depends on how a reader breaks a tie. Ambiguous synonyms with a single candidate ("First
// Engineer" = 2/E, "Skipper" = Master) are naming traps with one answer and stay in; a label written
// "A / B" would read as a two-rank record and stays out.
function printableTexts(entries: readonly Entry[], extraTexts: (entry: Entry) => string[]): Map<string, string[]> {
  const owners = new Map<string, Set<string>>();
  const own = (text: string, values: string[]) => {
    const key = normalise(text);
    const set = owners.get(key) ?? new Set<string>();
    for (const value of values) set.add(value);
    owners.set(key, set);
  };
  const candidates = new Map<string, string[]>();
  for (const entry of entries) {
    const texts = [entry.label, ...extraTexts(entry), ...entry.synonyms].filter((text) => !text.includes(" / "));
    for (const text of texts) own(text, [entry.value]);
    for (const ambiguous of entry.ambiguousSynonyms) {
      own(ambiguous.text, ambiguous.candidates);
      if (ambiguous.candidates.length === 1 && ambiguous.candidates[0] === entry.value) texts.push(ambiguous.text);
    }
    candidates.set(entry.value, texts);
  }
  return new Map([...candidates].map(([value, texts]) => [value, [...new Set(texts)].filter((text) => owners.get(normalise(text))!.size === 1)]));
}

const rankTexts = printableTexts(rankEntries, (entry) => [(entry as RankEntry).abbreviation]);
const vesselTypeTexts = printableTexts(vesselTypeEntries, () => []);
const certificateTexts = printableTexts(certificateEntries, (entry) => [(entry as CertificateEntry).code]);

const textsOf = (table: Map<string, string[]>, value: string) => {
  const texts = table.get(value);
  if (!texts || texts.length === 0) throw new Error(`no printable text for ${value}`);
  return texts;
};

export const printableRankTexts = (value: string) => textsOf(rankTexts, value);
export const printableVesselTypeTexts = (value: string) => textsOf(vesselTypeTexts, value);
export const printableCertificateTexts = (value: string) => textsOf(certificateTexts, value);
