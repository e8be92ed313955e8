// What identifies a person in a document, normalised so that the same person written two ways gives
// the same key: names without case, accents or punctuation; numbers without spaces; emails in lower
// case; phones as digits. A key is only as strong as what it is made of (grouping.ts says which are
// enough on their own).

export interface PersonIdentity {
  givenNames?: string;
  familyName?: string;
  // ISO YYYY-MM-DD.
  dateOfBirth?: string;
  // ISO 3166-1 alpha-2.
  nationality?: string;
  passportNumber?: string;
  seamansBookNumber?: string;
  email?: string;
  phone?: string;
}

// An apostrophe joins (D'SOUZA, O'NEILL is ONEILL): the MRZ leaves it out (ICAO 9303: DSOUZA).
export function normalName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/['\u2019`]/g, "")
    .replace(/[^A-Z]+/g, " ")
    .trim();
}

// Family name and first given name: "Juan Dela Cruz SANTOS" and the MRZ's SANTOS<<JUAN<DELA<CRUZ agree
// on it, where full given names are often shortened on one document or the other.
export function nameKey(identity: PersonIdentity): { family: string; first: string } | undefined {
  if (!identity.familyName || !identity.givenNames) return undefined;
  const family = normalName(identity.familyName).replace(/ /g, "");
  const first = normalName(identity.givenNames).split(" ")[0];
  return family && first ? { family, first } : undefined;
}

// Words of identity forms' labels. OCR reads a form's two columns as one line ("WOJCIK GIVEN NAMES":
// a surname, then the next field's label), so a name read from a form can carry them; no seafarer is
// called GIVEN or BIRTH.
const LABEL_WORDS = new Set([
  "GIVEN",
  "NAMES",
  "NAME",
  "SURNAME",
  "FAMILY",
  "FIRST",
  "LAST",
  "DATE",
  "OF",
  "BIRTH",
  "PLACE",
  "NATIONALITY",
  "SEX",
  "HOLDER",
  "NO",
  "NUMBER",
]);

// A name as read, without form labels that came with it; undefined when nothing else was read.
export function cleanName(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const words = text.split(/\s+/).filter((word) => word && !LABEL_WORDS.has(normalName(word)));
  return words.length > 0 ? words.join(" ") : undefined;
}

// Every word of the person's names, without case or accents: documents do not agree on which words
// are the family name (a form's columns read by OCR swap them; a CV writes "SANTOS, Juan"), but they
// agree on the words.
export function nameWords(identity: PersonIdentity): Set<string> {
  const words = normalName(`${identity.familyName ?? ""} ${identity.givenNames ?? ""}`)
    .split(" ")
    .filter((word) => word && !LABEL_WORDS.has(word));
  return new Set(words);
}

// Two documents name the same person when every word of the shorter name is in the longer one, and
// there are at least two: "Juan Santos" is "SANTOS, Juan Dela Cruz"; "Mark Reyes" is not "Mark Cruz".
export function sameNameWords(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [shorter, longer] = a.size <= b.size ? [a, b] : [b, a];
  if (shorter.size < 2) return false;
  for (const word of shorter) if (!longer.has(word)) return false;
  return true;
}

export function numberKey(text: string | undefined): string | undefined {
  const key = text?.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return key && key.length >= 5 ? key : undefined;
}

export function emailKey(text: string | undefined): string | undefined {
  const key = text?.trim().toLowerCase();
  return key && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(key) ? key : undefined;
}

export function phoneKey(text: string | undefined): string | undefined {
  const digits = text?.replace(/\D/g, "");
  // The last nine digits: the same number with and without its country code or trunk zero.
  return digits && digits.length >= 9 ? digits.slice(-9) : undefined;
}
