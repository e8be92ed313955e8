// Extractions read as JSON built in SQL. Which one of a kind counts is db/latest-extraction.ts's rule.
import { sql } from "drizzle-orm";
import { type documentExtractions, type extractionKinds } from "@/server/db/schema.js";

export type ExtractionKind = (typeof extractionKinds)[number];
export type ExtractionRow = typeof documentExtractions.$inferSelect;

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
