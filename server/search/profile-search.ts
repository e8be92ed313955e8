// A crew-profile search as the index answers it: the query planned against the organization's profile
// vocabulary and the domain's names (search-query.ts, with certificates and nationalities among the
// names), the filters turned into the keys the entries hold (profile-document.ts), one tsquery for
// both, and the textMatch of an item.
import type { Db } from "@/server/db/database.js";
import { certificateKey, countryKey, profileSynonyms, rankKey, vesselKey } from "./domain-synonyms.js";
import type { ProfileCursor } from "./profile-cursor.js";
import { fullName, profileLabels, type ProfileSource } from "./profile-document.js";
import { findMatchingProfiles, type CountCaps, type ProfilePage } from "./profile-search-repository.js";
import { lexemeScope, scopedLexeme } from "./search-document.js";
import { planText, profileEntries } from "./search-entries.js";
import type { MatchTerms } from "./search-query.js";
import { markedText } from "./text-match.js";

export interface ProfileFilter {
  organizationId: string;
  // As typed; blank: no text filter.
  query: string;
  // Any of these ranks held (ranks.json values).
  ranks: readonly string[];
  // Any of these vessel types sailed; a generic type finds its sub-types (vessel-types.json values).
  vesselTypes: readonly string[];
  // Any of these nationalities (ISO 3166-1 alpha-2).
  nationalities: readonly string[];
  // Every one of these held and valid on `today` (certificates.json values).
  certificates: readonly string[];
  // 'YYYY-MM-DD', UTC.
  today: string;
}

export interface ProfileHits extends ProfilePage {
  // The item's textMatch ("" without a query).
  textMatch(profile: ProfileSource): string;
}

// The filters' keys, scoped to the organization: any of a filter's keys (a sub-type's entry holds its
// generic type's key, so asking for the generic type finds it), every certificate.
function filterQuery(filter: ProfileFilter): string[] {
  const scope = lexemeScope(filter.organizationId);
  const quoteLexeme = (key: string) => scopedLexeme(scope, key);
  const anyOf = (keys: readonly string[]) => (keys.length === 1 ? quoteLexeme(keys[0]!) : `(${keys.map(quoteLexeme).join(" | ")})`);
  const parts: string[] = [];
  if (filter.ranks.length > 0) parts.push(anyOf(filter.ranks.map(rankKey)));
  if (filter.vesselTypes.length > 0) parts.push(anyOf(filter.vesselTypes.map((value) => vesselKey(value))));
  if (filter.nationalities.length > 0) parts.push(anyOf(filter.nationalities.map(countryKey)));
  for (const certificate of new Set(filter.certificates)) parts.push(quoteLexeme(certificateKey(certificate)));
  return parts;
}

// `caps`: the count's caps, when not the service's own (tests).
export async function searchProfiles(db: Db, filter: ProfileFilter, cursor: ProfileCursor | undefined, limit: number, caps?: CountCaps): Promise<ProfileHits> {
  const plan = await planText(db, profileEntries, profileSynonyms, filter.organizationId, filter.query);
  if (plan.nothing) return { positions: [], total: 0, capped: false, more: false, beyond: false, textMatch: () => "" };
  const filters = filterQuery(filter);
  const text = plan.tsquery === null ? [] : [`(${plan.tsquery})`];
  const match = text.length === 0 && filters.length === 0 ? null : [...text, ...filters].join(" & ");
  const page = await findMatchingProfiles(
    db,
    { organizationId: filter.organizationId, match, rankQuery: plan.tsquery, validCertificates: [...new Set(filter.certificates)], today: filter.today },
    cursor,
    limit,
    caps,
  );
  const terms = plan.tsquery === null ? null : plan.terms;
  return { ...page, textMatch: (profile) => (terms ? profileTextMatch(profile, terms) : "") };
}

// The name when it matched; else the email; else the ranks, vessel types, nationality and certificates
// that matched, by their names (their labels, for certificates also their codes), joined by ", "; else "".
function profileTextMatch(profile: ProfileSource, terms: MatchTerms): string {
  for (const text of [fullName(profile), profile.primaryEmail]) {
    const marked = markedText(text, terms, profileSynonyms);
    if (marked !== undefined) return marked;
  }
  // Labels whose key matched ("2/O" is the 2nd Officer) first; only without any, labels where a word
  // matched (so "2/O" does not also mark the "2" of "STCW IV/2").
  const labels = profileLabels(profile);
  const byKey = labels.filter((label) => label.keys.some((key) => terms.keys.has(key)));
  const matched = (byKey.length > 0 ? byKey : labels).flatMap((label) => markedText(label.text, terms, profileSynonyms, label.keys) ?? []);
  return [...new Set(matched)].join(", ");
}
