// Crew names and contact data (DOMAIN.md §6.3, §6.4): names per nationality, e-mail addresses only on
// RFC 2606 reserved domains, phones in E.164.
import { type Nationality } from "./nationalities.js";
import { rank } from "./reference.js";
import type { Rng } from "./random.js";

// True for addresses on example.com/.net/.org or one of their subdomains.
export function isReservedEmail(address: string): boolean {
  return /^[^@\s]+@([a-z0-9-]+\.)*example\.(com|net|org)$/.test(address);
}

// Lower-case ASCII: "Bērziņš" → "berzins", "Yılmaz" → "yilmaz", "D'Souza" → "dsouza".
export function asciiFold(text: string): string {
  return text
    .replace(/ı/g, "i")
    .replace(/[łŁ]/g, "l")
    .replace(/[đĐ]/g, "d")
    .replace(/[øØ]/g, "o")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

export interface PersonName {
  givenName: string | null;
  familyName: string | null;
  female: boolean;
}

export function personName(rng: Rng, nationality: Nationality, female: boolean): PersonName {
  if (nationality.singleNameShare > 0 && rng.chance(nationality.singleNameShare)) {
    // Single-name holders: only a primary identifier, as in the passport's MRZ.
    const single = nationality.code === "MM" ? rng.pick(nationality.surnames) : rng.pick(nationality.givenNames);
    return { givenName: null, familyName: single, female: false };
  }
  const pool = female && nationality.femaleGivenNames.length > 0 ? nationality.femaleGivenNames : nationality.givenNames;
  return { givenName: rng.pick(pool), familyName: rng.pick(nationality.surnames), female: female && nationality.femaleGivenNames.length > 0 };
}

// One of the patterns seen in real CVs, on a reserved domain.
export function crewEmail(rng: Rng, name: PersonName, birthYear: number, rankValue: string, index: number): string {
  const given = asciiFold(name.givenName ?? "");
  const family = asciiFold(name.familyName ?? "");
  const domain = rng.weighted([
    ["example.com", 6],
    ["example.net", 2],
    ["example.org", 1],
  ] as const);
  const abbreviation = asciiFold(rank(rankValue).abbreviation);
  const nn = String(rng.int(1, 99)).padStart(2, "0");
  const yy = String(birthYear).slice(2);
  // The index only spreads the numbers a little, so two "Juan Santos" rarely share an address.
  const nnn = String(100 + ((index * 37 + rng.int(0, 36)) % 900));
  let local: string;
  if (!given) {
    local = rng.chance(0.5) ? `${family}${nnn}` : `${family}.${yy}${nn}`;
  } else {
    const pattern = rng.int(0, 6);
    if (pattern === 0) local = `${given}.${family}${yy}`;
    else if (pattern === 1) local = `${given}.${family}${nnn}`;
    else if (pattern === 2) local = `${family}.${given[0]}${birthYear}`;
    else if (pattern === 3) local = `${given[0]}${family}.${abbreviation}${nn}`;
    else if (pattern === 4 && rankValue === "master") local = `capt.${family}${nn}`;
    else if (pattern === 5) local = `${family}${nnn}`;
    else local = `${given}_${abbreviation}${yy}`;
  }
  return `${local}@${domain}`;
}
