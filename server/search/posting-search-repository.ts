// The search index's reads on PostgreSQL (and PGlite): a page of matching posting ids with their
// count (and, in hybrid search, their vector distances), and which postings' entries are not yet current.
// Filters and orders read the posting itself (job_postings), so they are never behind a write; only
// the text is matched against the entry, which follows the posting through the job queue.
import type { Db } from "@/server/db/database.js";
import type { JobPostingFilter } from "./job-posting-filter.js";
import type { PostingOrder } from "./posting-order.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import { distanceSql, type VectorPath } from "./posting-vectors.js";
import { pendingStatement, postingEntries, profileEntries, type EntryKind } from "./search-entries.js";

// totalFound is exact up to this many matches; a broader query counts (and ranks) the first this many
// it finds and says so by answering exactly this number.
export const maxCountedMatches = 10_000;

// One text for every statement, so the filters and orders cannot drift apart between them. The text
// statements add the entry join, the match and the rank as $23 (the query, its lexemes scoped to the
// organization: search-document.ts); the hybrid ones the query's embedding as $24 and its embedder's
// name as $25 (posting-vectors.ts).
//
// Hybrid: reciprocal rank fusion of two rankings of the same matches, by text relevance and by vector
// distance, each tie-broken as search order is; score = 1/(k + text position) + 1/(k + vector
// position). RRF needs no common scale between ts_rank and a distance, which have none; k = 60 is the
// usual constant (Cormack et al.), damping the difference between neighbouring positions.
type Mode = { text: false } | { text: true; hybrid: VectorPath | null };
const fusionK = 60;

function searchText(mode: Mode): string {
  const slots = Array.from({ length: 10 }, (_, i) => `AND ($${8 + i}::text[] IS NULL OR p.slot_tags && $${8 + i}::text[])`).join("\n    ");
  const hybrid = mode.text ? mode.hybrid : null;
  const ties = "pinned DESC, created_at DESC, id";
  return `
WITH matched AS (
  SELECT p.id, p.pinned, p.created_at, p.state, p.application_count,
    ${mode.text ? "ts_rank(s.document, $23::tsquery)" : "0::real"} AS rank,
    ${hybrid ? distanceSql(hybrid) : "0::float8"} AS distance
  FROM ${mode.text ? "posting_search_entries s JOIN job_postings p ON p.id = s.job_posting_id" : "job_postings p"}
  WHERE p.organization_id = $1
    ${mode.text ? "AND s.organization_id = $1 AND s.removed_at IS NULL AND s.document @@ $23::tsquery" : ""}
    AND ($2::text[] IS NULL OR p.state = ANY($2::text[]))
    AND ($3::uuid[] IS NULL OR p.pipeline_id = ANY($3::uuid[]))
    AND ($4::uuid IS NULL OR p.career_site_id = $4::uuid)
    AND ($5::text[] IS NULL OR p.languages && $5::text[])
    AND (($6::uuid[] IS NULL AND NOT $7::boolean)
      OR ($6::uuid[] IS NOT NULL AND EXISTS (
        SELECT 1 FROM job_posting_assignees a WHERE a.job_posting_id = p.id AND a.organization_id = $1 AND a.member_id = ANY($6::uuid[])))
      OR ($7::boolean AND NOT EXISTS (SELECT 1 FROM job_posting_assignees a WHERE a.job_posting_id = p.id AND a.organization_id = $1)))
    ${slots}
  LIMIT $22::int
), scored AS (
  SELECT *, ${
    hybrid
      ? `1.0 / (${fusionK} + row_number() OVER (ORDER BY rank DESC, ${ties})) + 1.0 / (${fusionK} + row_number() OVER (ORDER BY distance, ${ties}))`
      : "rank"
  } AS score
  FROM matched
)
SELECT id::text AS id, count(*) OVER () AS total, distance FROM scored
ORDER BY
  CASE WHEN $18::text = 'created_desc' THEN created_at END DESC,
  CASE WHEN $18::text = 'created_asc' THEN created_at END ASC,
  CASE WHEN $18::text = 'state' THEN state = $19::text END DESC,
  CASE WHEN $18::text = 'apps_desc' THEN application_count END DESC,
  CASE WHEN $18::text = 'apps_asc' THEN application_count END ASC,
  score DESC, ${ties}
LIMIT $20::int OFFSET $21::bigint`;
}

type Row = { id: string; total: string; distance: number };
const searchByText = preparedSql<Row>("posting_search_text", searchText({ text: true, hybrid: null }));
const searchByFilters = preparedSql<Row>("posting_search_filters", searchText({ text: false }));
const searchHybrid: Record<VectorPath, (db: Db, values: unknown[]) => Promise<Row[]>> = {
  pgvector: preparedSql<Row>("posting_search_hybrid_pgvector", searchText({ text: true, hybrid: "pgvector" })),
  exact: preparedSql<Row>("posting_search_hybrid_exact", searchText({ text: true, hybrid: "exact" })),
};

export interface SearchPage {
  ids: string[];
  total: number;
  // Each id's cosine distance to the query (hybrid search), else null.
  distances: number[] | null;
}

export interface TextMatchInput {
  tsquery: string;
  // Hybrid search: the query's embedding, its embedder and how this database computes distances.
  hybrid: { embedding: Float32Array; embedder: string; path: VectorPath } | null;
}

export async function findMatchingPostings(
  db: Db,
  filter: JobPostingFilter,
  text: TextMatchInput | null,
  order: PostingOrder,
  page: { offset: number; limit: number },
): Promise<SearchPage> {
  const orNull = <T>(values: readonly T[]) => (values.length > 0 ? values : null);
  const slots = Array.from({ length: 10 }, (_, i) => filter.slotTags.find((tags) => tags[0]?.startsWith(`${i + 1}:`)) ?? null);
  const values: unknown[] = [
    filter.organizationId,
    orNull(filter.states),
    orNull(filter.pipelineIds),
    filter.careerSiteId === "" ? null : filter.careerSiteId,
    orNull(filter.languages),
    orNull(filter.assigneeIds),
    filter.noAssignees,
    ...slots,
    orderName(order),
    order.by === "state" ? order.first : "open",
    page.limit,
    String(page.offset),
    maxCountedMatches + 1,
  ];
  const rows = !text
    ? await searchByFilters(db, values)
    : text.hybrid
      ? await searchHybrid[text.hybrid.path](db, [...values, text.tsquery, Array.from(text.hybrid.embedding), text.hybrid.embedder])
      : await searchByText(db, [...values, text.tsquery]);
  // Past the last page there is no row to carry the count: count once more, from the first row.
  if (rows.length === 0 && page.offset > 0) {
    const first = await findMatchingPostings(db, filter, text, order, { offset: 0, limit: 1 });
    return { ids: [], total: first.total, distances: text?.hybrid ? [] : null };
  }
  return {
    ids: rows.map((row) => row.id),
    total: Math.min(Number(rows[0]?.total ?? 0), maxCountedMatches),
    distances: text?.hybrid ? rows.map((row) => Number(row.distance)) : null,
  };
}

function orderName(order: PostingOrder): string {
  switch (order.by) {
    case "search":
      return "search";
    case "created":
      return order.newestFirst ? "created_desc" : "created_asc";
    case "state":
      return "state";
    case "applications":
      return order.mostFirst ? "apps_desc" : "apps_asc";
  }
}

export interface RecordRef {
  organizationId: string;
  id: string;
}

// Of these records, the ones not yet searchable in their latest saved state.
export async function pendingRecords(db: Db, records: { postings: readonly RecordRef[]; profiles: readonly RecordRef[] }) {
  const run = async (kind: EntryKind, refs: readonly RecordRef[]) =>
    refs.length === 0
      ? []
      : (await pendingStatement(kind)(db, [refs.map((ref) => ref.organizationId), refs.map((ref) => ref.id)])).map((row): RecordRef => ({
          organizationId: row.organization_id,
          id: row.id,
        }));
  return { postings: await run(postingEntries, records.postings), profiles: await run(profileEntries, records.profiles) };
}
