// Certificate names and abbreviations as CVs and certificates write them, to certificates.json values:
// the reference data's synonyms, labels and printed codes ("STCW VI/1"), the STCW regulation a
// document cites, and the national "class" names of certificates of competency ("COC Class III").

import certificateData from "@/server/domain/data/certificates.json" with { type: "json" };
import { compactKey, spacedKey } from "./normalize-text.js";
import { PhraseIndex, type PhraseMatch } from "./phrase-index.js";
import { readRankExactly } from "./rank-names.js";

interface CertificateEntry {
  value: string;
  code: string;
  label: string;
  synonyms: string[];
  ambiguousSynonyms?: { text: string; candidates: string[]; default: string }[];
}

interface CertificateMeaning {
  code: string;
  candidates: string[];
  how: "abbreviation" | "name" | "printed code";
}

export interface CertificateNameReading {
  code: string;
  written: string;
  reasoning: string[];
  // Where the name is in the text that was read.
  start: number;
  end: number;
}

const certificates = (certificateData as unknown as { certificates: CertificateEntry[] }).certificates;

// Names CVs use that the reference data does not list.
const MORE_NAMES: [string, string][] = [
  ["STSDSD", "cop_dsd"],
  ["Ship Security Awareness Training", "cop_security_awareness"],
  ["Oil Tanker Familiarization", "cop_tanker_basic_oil_chem"],
  ["Basic Oil and Chemical Tanker Cargo Operations", "cop_tanker_basic_oil_chem"],
  ["GMDSS General Operator", "coc_gmdss_goc"],
  ["Seafarers Identification and Record Book", "id_seamans_book"],
  ["Medical Fitness", "med_seafarer_medical"],
  ["Seaman's Identity Card", "id_seamans_book"],
  ["Seafarer's Passport", "id_seamans_book"],
];

const isAbbreviation = (text: string) => /[/.]/.test(text) || (compactKey(text).length <= 5 && text === text.toUpperCase());

function* certificateEntries() {
  for (const certificate of certificates) {
    for (const text of [certificate.label, ...certificate.synonyms]) {
      yield {
        text,
        meaning: { code: certificate.value, candidates: [certificate.value], how: isAbbreviation(text) ? "abbreviation" : "name" } as CertificateMeaning,
      };
    }
  }
  for (const [text, code] of MORE_NAMES) yield { text, meaning: { code, candidates: [code], how: "name" } as CertificateMeaning };
  for (const certificate of certificates) {
    yield { text: certificate.code, meaning: { code: certificate.value, candidates: [certificate.value], how: "printed code" } as CertificateMeaning };
  }
  for (const certificate of certificates) {
    for (const name of certificate.ambiguousSynonyms ?? []) {
      yield { text: name.text, meaning: { code: name.default, candidates: name.candidates, how: "abbreviation" } as CertificateMeaning };
    }
  }
}

const index = new PhraseIndex<CertificateMeaning>(certificateEntries());

function describe(written: string, meaning: CertificateMeaning): string {
  if (meaning.candidates.length > 1) return `'${written}' can mean ${meaning.candidates.join(" or ")}: read as ${meaning.code}, its usual meaning in CVs`;
  if (meaning.how === "printed code") return `'${written}' is the code printed on ${meaning.code}`;
  return `'${written}' is ${meaning.how === "abbreviation" ? "an abbreviation" : "a name"} of ${meaning.code}`;
}

// Certificate names that are also ranks ("Master", "Chief Engineer", "ETO"): outside a certificate
// table they name a certificate only next to a word that says so.
function isRankLikeName(written: string): boolean {
  return readRankExactly(written) !== undefined;
}
const CERTIFICATE_WORDS = /\b(coc|cop|certificate|cert|licen[cs]e|endorsement|stcw|class|competency|proficiency|[ivx]+\/\d)\b/i;

// STCW regulations (DOMAIN.md §3.2): "VI/1" → basic training. Regulations shared by several
// certificates (II/2: master and chief mate) need a name beside them.
const byRegulation = new Map<string, string[]>();
for (const certificate of certificates) {
  const regulation = /^STCW ([IVX]+\/[\d-]+)/.exec(certificate.code)?.[1];
  if (!regulation) continue;
  byRegulation.set(regulation, [...(byRegulation.get(regulation) ?? []), certificate.value]);
}

function readRegulation(text: string): CertificateNameReading | undefined {
  const match = /(?<![\p{L}\d])(?:A-)?([IVX]{1,3})\s?\/\s?(\d{1,2}(?:-\d)?)(?![\d])/u.exec(text.toUpperCase());
  if (!match) return undefined;
  const regulation = `${match[1]}/${match[2]}`;
  const values = byRegulation.get(regulation);
  if (!values || values.length !== 1) return undefined;
  return {
    code: values[0]!,
    written: text.slice(match.index, match.index + match[0].length),
    reasoning: [`STCW regulation ${regulation} is ${values[0]}`],
    start: match.index,
    end: match.index + match[0].length,
  };
}

// "COC Class III", "Class 2 Engineer", "Master Class 1": national classes of certificates of
// competency. Class 1 is the top (master / chief engineer), 2 the next (chief mate / second
// engineer), 3 and 4 the watchkeeping level. Deck or engine comes from the text, then from the
// seafarer's ranks; deck when nothing says.
const CLASS_CODES: Record<number, { deck: string; engine: string }> = {
  1: { deck: "coc_master", engine: "coc_chief_engineer" },
  2: { deck: "coc_chief_mate", engine: "coc_second_engineer" },
  3: { deck: "coc_oow_deck", engine: "coc_oow_engine" },
  4: { deck: "coc_oow_deck", engine: "coc_oow_engine" },
};
const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, "1": 1, "2": 2, "3": 3, "4": 4 };

function readClass(text: string, department: string | undefined): CertificateNameReading | undefined {
  // A name, not a line with its number and dates.
  if (/\bno\b|\d{3,}/i.test(text) || text.split(/\s+/).length > 6) return undefined;
  const key = spacedKey(text);
  const match = /\bCLASS ([1-4]|IV|I{1,3})\b/.exec(key);
  if (!match) return undefined;
  const level = ROMAN[match[1]!]!;
  const stated = /\b(ENGINE|ENGINEER|ENGINEERING|MOTOR|MEO|STEAM)\b/.test(key)
    ? "engine"
    : /\b(DECK|MASTER|MATE|NAVIGATION|NAUTICAL)\b/.test(key)
      ? "deck"
      : undefined;
  const side = stated ?? (department === "engine" ? "engine" : "deck");
  const code = CLASS_CODES[level]![side];
  const why = stated ? `the text says ${side}` : department === "engine" ? "the seafarer's ranks are in the engine department" : "nothing says engine, so deck";
  return {
    code,
    written: text,
    reasoning: [`'${text}' is a class-${level} certificate of competency, ${side} side (${why}): ${code}`],
    start: 0,
    end: text.length,
  };
}

function readingOf(match: PhraseMatch<CertificateMeaning>): CertificateNameReading {
  return {
    code: match.entry.meaning.code,
    written: match.written,
    reasoning: [describe(match.written, match.entry.meaning)],
    start: match.start,
    end: match.end,
  };
}

export interface NameContext {
  // "deck" or "engine": the department of the seafarer's ranks, for class names.
  department?: string;
  // In a certificate table or section: short abbreviations and rank-like names are certificates.
  certificateContext: boolean;
}

const PROSE_AMBIGUOUS = new Set(["SA", "MC", "BT", "CM", "TF", "ACT", "AOT", "SAT", "HV", "SHS", "GOC", "YF", "DAT", "CES", "MEDICAL"]);

export function findCertificateNames(text: string, context: NameContext): PhraseMatch<CertificateMeaning>[] {
  return index.scan(text, (match) => {
    const compact = compactKey(match.written);
    if (compact.length < 2) return false;
    if (context.certificateContext) return true;
    if (PROSE_AMBIGUOUS.has(compact)) return false;
    return !isRankLikeName(match.written) || CERTIFICATE_WORDS.test(text);
  });
}

// A certificate's name: a whole cell ("BST", "Basic Safety Training (BST)"), a class name, the names
// inside a longer text (the longest first), or the STCW regulation it cites.
export function readCertificateName(text: string, context: NameContext): CertificateNameReading | undefined {
  const cleaned = text.replace(/^[\s\-–•*·]+|[\s\-–,;:]+$/g, "");
  if (cleaned === "") return undefined;
  const whole = index.lookup(cleaned);
  if (whole && (context.certificateContext || !isRankLikeName(cleaned) || CERTIFICATE_WORDS.test(cleaned))) {
    return {
      ...readingOf({ entry: whole, start: 0, end: cleaned.length, written: cleaned }),
      start: text.indexOf(cleaned),
      end: text.indexOf(cleaned) + cleaned.length,
    };
  }
  // "Seaman's Identity Card (Ukraine)": the name without its remark.
  const unbracketed = cleaned.replace(/\s*\([^)]*\)\s*/g, " ").trim();
  const bare = unbracketed !== cleaned && unbracketed !== "" ? index.lookup(unbracketed) : undefined;
  if (bare && (context.certificateContext || !isRankLikeName(unbracketed))) {
    const start = text.indexOf(cleaned);
    return { ...readingOf({ entry: bare, start: 0, end: cleaned.length, written: unbracketed }), start, end: start + cleaned.length };
  }
  const byClass = readClass(cleaned, context.department);
  if (byClass) return { ...byClass, start: byClass.start + text.indexOf(cleaned), end: byClass.end + text.indexOf(cleaned) };
  const found = findCertificateNames(text, context);
  if (found.length > 0) {
    const longest = [...found].sort((a, b) => b.end - b.start - (a.end - a.start))[0]!;
    return readingOf(longest);
  }
  return readRegulation(text);
}

export function readRegulationOnly(text: string): CertificateNameReading | undefined {
  return readRegulation(text);
}
