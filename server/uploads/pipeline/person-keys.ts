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

export function normalName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z]+/g, " ")
    .trim();
}

// Family name and first given name: "Juan Dela Cruz SANTOS" and the MRZ's SANTOS<<JUAN<DELA<CRUZ agree
// on it, where full given names are often shortened on one document or the other.
export function nameKey(identity: PersonIdentity): string | undefined {
  if (!identity.familyName || !identity.givenNames) return undefined;
  const family = normalName(identity.familyName).replace(/ /g, "");
  const first = normalName(identity.givenNames).split(" ")[0];
  return family && first ? `${family}|${first}` : undefined;
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
