// The latest extraction of each kind per crew profile, picked from extractions read as JSON.
// "Latest" = highest kind_sequence, then most recently updated (then id, to be deterministic).
import { sql } from "drizzle-orm";
import { documentExtractions, type extractionKinds } from "../db/schema.js";

export type ExtractionKind = (typeof extractionKinds)[number];
export type ExtractionRow = typeof documentExtractions.$inferSelect;

// profile id -> kind -> latest extraction of that kind.
export type LatestExtractions = Map<string, Map<ExtractionKind, ExtractionRow>>;

// Highest kind_sequence, then most recently updated, then highest id.
function isLater(a: ExtractionRow, b: ExtractionRow): boolean {
  if (a.kindSequence !== b.kindSequence) return a.kindSequence > b.kindSequence;
  const at = a.updatedAt.getTime();
  const bt = b.updatedAt.getTime();
  if (at !== bt) return at > bt;
  return a.id > b.id;
}

// Profiles have a handful of extractions of these kinds: picking the latest here is cheaper than a
// DISTINCT ON sort in the database (text sorts are slow on PGlite).
export function pickLatest(rows: readonly ExtractionRow[]): LatestExtractions {
  const latest: LatestExtractions = new Map();
  for (const row of rows) {
    let byKind = latest.get(row.crewProfileId);
    if (!byKind) latest.set(row.crewProfileId, (byKind = new Map()));
    const current = byKind.get(row.kind);
    if (!current || isLater(row, current)) byKind.set(row.kind, row);
  }
  return latest;
}

// An extraction as JSON built in SQL (extractionJson below): camelCase keys, timestamps as strings.
export type ExtractionJson = Omit<ExtractionRow, "valueTime" | "createdAt" | "updatedAt"> & {
  valueTime: string | null;
  createdAt: string;
  updatedAt: string;
};

export function extractionFromJson(json: ExtractionJson): ExtractionRow {
  return {
    ...json,
    valueTime: json.valueTime === null ? null : new Date(json.valueTime),
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
  };
}

// The SQL that makes an ExtractionJson of the document_extractions row aliased `e`.
export const extractionJson = sql`json_build_object(
  'id', e.id, 'organizationId', e.organization_id, 'crewProfileId', e.crew_profile_id,
  'documentSetId', e.document_set_id, 'documentId', e.document_id, 'pageIndex', e.page_index, 'kind', e.kind,
  'kindSequence', e.kind_sequence, 'reasoning', e.reasoning, 'snippet', e.snippet, 'valueText', e.value_text,
  'valueTime', e.value_time, 'crewCertificateId', e.crew_certificate_id, 'createdAt', e.created_at,
  'updatedAt', e.updated_at)`;
