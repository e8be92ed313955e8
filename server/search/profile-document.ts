// A crew profile's search entry (search-document.ts builds it), and the labels its textMatch shows.
//
// What it holds: the name (A); the ranks of the latest sea-service record (B) and the other ranks held
// (C), each by its label and its key; every vessel type sailed (C), its key and a sub-type's generic
// type's key too (a Capesize is a bulk carrier); every certificate on record (C), by its label and
// code, and its key; the nationality (C), by its country's name and its key; the email (D); every
// lexeme scoped to the organization (search-document.ts). The keys are what the filters ask for (#r:
// any rank held, #v: any vessel type sailed, #n: the nationality, #c: a certificate on record) and
// what a query's domain names stand for (domain-synonyms.ts), so one GIN lookup answers the text and
// the filters together. Whether a
// certificate is valid today changes with the date and no write: the entry keeps each certificate's
// last valid day beside the document (certificateValidity), and the query checks it.
import { certificateByValue } from "@/server/domain/certificates.js";
import { rankByValue } from "@/server/domain/ranks.js";
import { vesselTypeByValue } from "@/server/domain/vessel-types.js";
import { certificateKey, countryKey, countryName, keysOfVesselType, rankKey } from "./domain-synonyms.js";
import { DocumentBuilder, lexemeScope, type SearchDocument, type Weight } from "./search-document.js";
import { words } from "./search-text.js";

export interface ProfileSource {
  organizationId: string;
  givenName: string | null;
  familyName: string | null;
  primaryEmail: string;
  // ISO 3166-1 alpha-2, as extracted; null when unknown.
  nationality: string | null;
  // Sea-service records, the latest first (sign-on, then position, descending).
  service: readonly { rankValues: readonly string[]; vesselType: string | null }[];
  // Certificates on record (certificates.json values), valid or not; expiresOn 'YYYY-MM-DD' or null.
  certificates: readonly { certificate: string; expiresOn: string | null }[];
}

export interface ProfileDocument extends SearchDocument {
  // Each certificate on record → its last valid day, null when one of its records never expires.
  certificateValidity: Record<string, string | null>;
}

// A thing the profile has, as shown and as indexed: its label and the keys it stands for.
export interface ProfileLabel {
  text: string;
  keys: string[];
  weight: Weight;
}

export const fullName = (profile: Pick<ProfileSource, "givenName" | "familyName">) => [profile.givenName ?? "", profile.familyName ?? ""].join(" ").trim();

// Every rank held, most recent first, each once (an ambiguous record's two ranks both count).
export function ranksHeld(profile: Pick<ProfileSource, "service">): string[] {
  return [...new Set(profile.service.flatMap((record) => record.rankValues))];
}

// Every vessel type sailed, most recent first, each once.
export function vesselTypesSailed(profile: Pick<ProfileSource, "service">): string[] {
  return [...new Set(profile.service.flatMap((record) => (record.vesselType ? [record.vesselType] : [])))];
}

// Certificates on record, each once, in certificates.json order.
export function certificatesHeld(profile: Pick<ProfileSource, "certificates">): string[] {
  const order = (value: string) => certificateByValue.get(value)?.id ?? Number.MAX_SAFE_INTEGER;
  return [...new Set(profile.certificates.map((held) => held.certificate))].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

// Ranks, vessel types, nationality, certificates: in the order a textMatch lists them.
export function profileLabels(profile: ProfileSource): ProfileLabel[] {
  const latest = new Set(profile.service[0]?.rankValues ?? []);
  const labels: ProfileLabel[] = [];
  for (const value of ranksHeld(profile))
    labels.push({ text: rankByValue.get(value)?.label ?? value, keys: [rankKey(value)], weight: latest.has(value) ? "B" : "C" });
  for (const value of vesselTypesSailed(profile))
    labels.push({ text: vesselTypeByValue.get(value)?.label ?? value, keys: keysOfVesselType(value), weight: "C" });
  if (profile.nationality) labels.push({ text: countryName(profile.nationality), keys: [countryKey(profile.nationality)], weight: "C" });
  for (const value of certificatesHeld(profile)) {
    const certificate = certificateByValue.get(value);
    for (const text of certificate ? [certificate.label, certificate.code] : [value]) labels.push({ text, keys: [certificateKey(value)], weight: "C" });
  }
  return labels;
}

export function profileDocument(profile: ProfileSource): ProfileDocument {
  const builder = new DocumentBuilder(lexemeScope(profile.organizationId));
  builder.addField(words(fullName(profile)), "A");
  for (const label of profileLabels(profile)) {
    const start = builder.addField(words(label.text), label.weight);
    for (const key of label.keys) builder.add(key, label.weight, start);
  }
  builder.addField(words(profile.primaryEmail), "D");

  const certificateValidity: Record<string, string | null> = {};
  for (const held of profile.certificates) {
    const known = certificateValidity[held.certificate];
    certificateValidity[held.certificate] =
      held.expiresOn === null || known === null ? null : known === undefined || held.expiresOn > known ? held.expiresOn : known;
  }
  return { ...builder.build(), certificateValidity };
}
