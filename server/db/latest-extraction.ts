// "The latest extraction" of a kind: when a crew member's documents say the same thing more than once
// (two passports, a CV and a certificate naming the same sea service), the one that counts. The rule
// itself lives in one place, the database function latest_extraction (migration 0009): the highest
// kind_sequence, then the most recently updated, then the highest id. Every read that picks an
// extraction goes through this fragment, and the trigger that keeps crew_profiles.identity_extractions
// (0007) calls the same function, so the list, the profile, the applications and the document requests
// cannot disagree on which one it is.
//
// The function is one SQL SELECT, so PostgreSQL inlines it where it is used, and the plan is the one
// the hand-written subquery had: the (crew_profile_id, kind, kind_sequence) index, one row.
import { sql, type SQL } from "drizzle-orm";
import type { extractionKinds, identityExtractionKinds } from "./schema.js";

type ExtractionKind = (typeof extractionKinds)[number];

// A FROM item (alias it) holding at most one document_extractions row: the latest of the profile's
// extractions of these kinds, or, given `about`, of those about that record (the id of a sea-service
// record or of an on-land experience, held in value_text, or of a crew certificate).
export function latestExtraction(profile: { crewProfileId: SQL; organizationId: SQL }, kinds: readonly ExtractionKind[], about?: SQL): SQL {
  const kindArray = sql.raw(`'{${kinds.join(",")}}'::text[]`);
  return sql`latest_extraction(${profile.crewProfileId}, ${profile.organizationId}, ${kindArray}${about ? sql`, ${about}` : sql``})`;
}

// An element of crew_profiles.identity_extractions: the latest extraction of one identity kind, as the
// trigger of migration 0007 writes it (crew_profile_identity_extractions, by latest_extraction),
// positions rather than keys. Timestamps are PostgreSQL's JSON text of timestamptz.
export type LatestExtraction = [
  kind: (typeof identityExtractionKinds)[number],
  documentSetId: string,
  documentId: string,
  pageIndex: number,
  kindSequence: number,
  reasoning: string[],
  snippet: string,
  createdAt: string,
  updatedAt: string,
  valueText: string | null,
  valueTime: string | null,
];

// The value of a profile's latest extraction of an identity kind, read from crew_profiles.identity_extractions
// as the column holds it (LatestExtraction[], or null): value_time for date of birth (where it lives,
// PostgreSQL's JSON text of a timestamptz), value_text for the others; null when there is none, and
// an empty value_text counts as none. The list, search and match inputs read it here alike.
export function latestValue(identityExtractions: unknown, kind: (typeof identityExtractionKinds)[number]): string | null {
  const extraction = ((identityExtractions as LatestExtraction[] | null) ?? []).find((candidate) => candidate[0] === kind);
  const value = (kind === "date_of_birth" ? extraction?.[10] : extraction?.[9]) ?? null;
  return value === "" ? null : value;
}
