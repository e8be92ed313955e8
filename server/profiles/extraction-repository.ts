// The latest extraction of each kind of a crew profile, picked from its extractions read as JSON.
// "Latest" = highest kind_sequence, then most recently updated (then id, to be deterministic).
import { sql } from "drizzle-orm";
import { documentExtractions, type extractionKinds } from "../db/schema.js";

export type ExtractionKind = (typeof extractionKinds)[number];
export type ExtractionRow = typeof documentExtractions.$inferSelect;

// Highest kind_sequence, then most recently updated, then highest id.
function isLater(a: ExtractionRow, b: ExtractionRow): boolean {
  if (a.kindSequence !== b.kindSequence) return a.kindSequence > b.kindSequence;
  const at = a.updatedAt.getTime();
  const bt = b.updatedAt.getTime();
  if (at !== bt) return at > bt;
  return a.id > b.id;
}

// A profile has a handful of extractions of each kind: picking the latest here is cheaper than a
// DISTINCT ON sort in the database (text sorts are slow on PGlite). The SQL elsewhere that picks one
// (ORDER BY kind_sequence DESC, updated_at DESC, id DESC LIMIT 1) follows the same order.
export function latestOfEachKind(rows: readonly ExtractionRow[]): Map<ExtractionKind, ExtractionRow> {
  const latest = new Map<ExtractionKind, ExtractionRow>();
  for (const row of rows) {
    const current = latest.get(row.kind);
    if (!current || isLater(row, current)) latest.set(row.kind, row);
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
