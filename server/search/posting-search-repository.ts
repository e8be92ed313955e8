// The search index's reads on PostgreSQL (and PGlite): a page of matching posting ids with their
// count (and, in hybrid search, their vector distances), and which postings' entries are not yet current.
// A search reads the entries alone: each holds the posting's text and, since migration 0037, its
// filters and order keys as they were at the entry's version, so filters follow the index as the text
// does (WaitForSearchSync waits for both). Joining each match to its posting instead was over half of a
// broad query's time in the search bench's largest organization (bench/README.md). The page's postings
// are read live by the caller, so a posting deleted a moment ago is never shown (it is counted until its
// job makes its entry a tombstone).
import type { Db } from "@/server/db/database.js";
import type { JobPostingFilter } from "./job-posting-filter.js";
import type { PostingOrder } from "./posting-order.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import { distanceSql, type VectorPath } from "./posting-vectors.js";
import { pendingStatement, postingEntries, profileEntries, type EntryKind } from "./search-entries.js";

// totalFound is exact up to this many matches; a broader query counts (and ranks) the first this many
// it finds and says so by answering exactly this number.
export const maxCountedMatches = 10_000;

// Hybrid: reciprocal rank fusion of two rankings of the same matches, by text relevance and by vector
// distance, each tie-broken as search order is; score = 1/(k + text position) + 1/(k + vector
// position). RRF needs no common scale between ts_rank and a distance, which have none; k = 60 is the
// usual constant (Cormack et al.), damping the difference between neighbouring positions.
// "all": neither a query nor a filter, the postings themselves; the others read the entries.
type Mode = "all" | "filters" | "text" | `hybrid_${VectorPath}`;
const fusionK = 60;
type OrderName = "search" | "created_desc" | "created_asc" | "state" | "apps_desc" | "apps_asc";

// One statement per shape: its mode, its order, and whether any filter is set. A statement with every
// filter written as "($n IS NULL OR ...)" and every order as a CASE on a parameter evaluated all of
// them on every match in the generic plan the embedded database keeps (bench/README.md). Filters are
// all written out once any is set, so that the shapes stay few: at most 48 statements prepared per
// session (the text and both hybrid modes filtered or not, "all" never, "filters" always; 6 orders).
interface Shape {
  mode: Mode;
  order: OrderName;
  filtered: boolean;
}

const orderKeys: Record<OrderName, (state: string) => string> = {
  search: () => "",
  created_desc: () => "created_at DESC, ",
  created_asc: () => "created_at ASC, ",
  state: (state) => `state = ${state} DESC, `,
  apps_desc: () => "application_count DESC, ",
  apps_asc: () => "application_count ASC, ",
};

// Placeholders numbered in the order a statement's text takes them; its values in the same order.
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

interface StatementInput {
  filter: JobPostingFilter;
  text: TextMatchInput | null;
  order: PostingOrder;
  page: { offset: number; limit: number };
}

// The statement's text (the same for every input of one shape) and its values.
function searchStatement(shape: Shape, input: StatementInput): { text: string; values: unknown[] } {
  const { filter, text, order, page } = input;
  const p = new Parameters();
  const orNull = <T>(values: readonly T[]) => (values.length > 0 ? values : null);
  const organization = p.add(filter.organizationId, "uuid");
  // Without a query or a filter every posting of the organization matches: read from the postings
  // themselves, so the plain list is never behind a write (and complete on a first start, before the
  // indexer has caught up), as the crew-profile search reads the profiles.
  const source = shape.mode === "all" ? "job_postings s" : "posting_search_entries s";
  const where = [`s.organization_id = ${organization}`, ...(shape.mode === "all" ? [] : ["s.removed_at IS NULL"])];
  let rank = "0::real";
  let distance = "0::float8";
  if (text) {
    const query = p.add(text.tsquery, "tsquery");
    where.push(`s.document @@ ${query}`);
    rank = `ts_rank(s.document, ${query})`;
    if (text.hybrid) distance = distanceSql(text.hybrid.path, p.add(Array.from(text.hybrid.embedding), "real[]"), p.add(text.hybrid.embedder, "text"));
  }
  if (shape.filtered) {
    const states = p.add(orNull(filter.states), "text[]");
    const pipelines = p.add(orNull(filter.pipelineIds), "uuid[]");
    const careerSite = p.add(filter.careerSiteId || null, "uuid");
    const languages = p.add(orNull(filter.languages), "text[]");
    const assignees = p.add(orNull(filter.assigneeIds), "uuid[]");
    const noAssignees = p.add(filter.noAssignees, "boolean");
    where.push(
      `(${states} IS NULL OR s.state = ANY(${states}))`,
      `(${pipelines} IS NULL OR s.pipeline_id = ANY(${pipelines}))`,
      `(${careerSite} IS NULL OR s.career_site_id = ${careerSite})`,
      `(${languages} IS NULL OR s.languages && ${languages})`,
      // Any of the assignees, or none at all; either, when both are asked for.
      `((${assignees} IS NULL AND NOT ${noAssignees}) OR s.assignee_ids && ${assignees} OR (${noAssignees} AND s.assignee_ids = '{}'))`,
      // A slot's tags carry its number ("2:deck"), so each slot asked for is one overlap, whichever it is.
      ...Array.from({ length: 10 }, (_, i) => {
        const tags = p.add(filter.slotTags[i] ?? null, "text[]");
        return `(${tags} IS NULL OR s.slot_tags && ${tags})`;
      }),
    );
  }
  const ties = "pinned DESC, created_at DESC, id";
  const score = shape.mode.startsWith("hybrid")
    ? `1.0 / (${fusionK} + row_number() OVER (ORDER BY rank DESC, ${ties})) + 1.0 / (${fusionK} + row_number() OVER (ORDER BY distance, ${ties}))`
    : "rank";
  const orderKey = orderKeys[shape.order](order.by === "state" ? p.add(order.first, "text") : "");
  const statement = `
WITH matched AS (
  SELECT s.${shape.mode === "all" ? "id" : "job_posting_id AS id"}, s.pinned, s.created_at, s.state, s.application_count, ${rank} AS rank, ${distance} AS distance
  FROM ${source}
  WHERE ${where.join("\n    AND ")}
  LIMIT ${p.add(maxCountedMatches + 1, "int")}
), scored AS (
  SELECT *, ${score} AS score FROM matched
)
SELECT id::text AS id, count(*) OVER () AS total, distance FROM scored
ORDER BY ${orderKey}score DESC, ${ties}
LIMIT ${p.add(page.limit, "int")} OFFSET ${p.add(String(page.offset), "bigint")}`;
  return { text: statement, values: p.values };
}

type Row = { id: string; total: string; distance: number };
const prepared = new Map<string, (db: Db, values: unknown[]) => Promise<Row[]>>();

function run(db: Db, input: StatementInput): Promise<Row[]> {
  const filtered = hasFilters(input.filter);
  const shape: Shape = {
    mode: input.text ? (input.text.hybrid ? `hybrid_${input.text.hybrid.path}` : "text") : filtered ? "filters" : "all",
    order: orderName(input.order),
    filtered,
  };
  const { text, values } = searchStatement(shape, input);
  // Short enough for PostgreSQL's 63 characters with prepared.ts's prefix, the longest shape included.
  const name = `posting_search_${shape.mode}_${shape.order}_${shape.filtered ? "f" : "a"}`;
  let statement = prepared.get(name);
  if (!statement) prepared.set(name, (statement = preparedSql<Row>(name, text)));
  return statement(db, values);
}

function hasFilters(filter: JobPostingFilter): boolean {
  return (
    filter.states.length > 0 ||
    filter.pipelineIds.length > 0 ||
    filter.careerSiteId !== "" ||
    filter.languages.length > 0 ||
    filter.assigneeIds.length > 0 ||
    filter.noAssignees ||
    filter.slotTags.length > 0
  );
}

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
  const rows = await run(db, { filter, text, order, page });
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

function orderName(order: PostingOrder): OrderName {
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
