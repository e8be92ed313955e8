// How this database computes the cosine distance between a query's embedding and the postings' ones.
// Migration 0020 makes posting_search_entries.embedding pgvector's `vector` where the extension can
// be installed (PGlite) and leaves it real[] where it cannot (a PostgreSQL server without pgvector):
// - "pgvector": `<=>`, native code over the stored vectors;
// - "exact": the same distance in SQL over the arrays (the column read as real[], which pgvector also
//   casts to), for the postings the text and filters matched: slower per posting, the same answer.
// Neither needs an index: hybrid search ranks only postings the text already matched.
import type { Db } from "@/server/db/database.js";
import { preparedSql } from "@/server/db/prepared-sql.js";

export type VectorPath = "pgvector" | "exact";

const columnType = preparedSql<{ type: string }>(
  "posting_search_embedding_type",
  `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
  WHERE attrelid = 'posting_search_entries'::regclass AND attname = 'embedding' AND NOT attisdropped`,
);

const paths = new WeakMap<Db, Promise<VectorPath>>();

// Read once per database handle: the column's type changes only with a migration.
export function vectorPathOf(db: Db): Promise<VectorPath> {
  let path = paths.get(db);
  if (!path) {
    path = columnType(db, []).then((rows) => (rows[0]?.type.startsWith("vector") ? "pgvector" : "exact"));
    // A failed read (the database was briefly away) is asked again next time.
    path.catch(() => paths.delete(db));
    paths.set(db, path);
  }
  return path;
}

// Makes this handle use a path, whatever the column is: the tests run the exact path on PGlite too
// (the array cast works on a vector column), so both are exercised in every lane.
export function useVectorPath(db: Db, path: VectorPath): void {
  paths.set(db, Promise.resolve(path));
}

// The cosine distance of the entry `s` to the query embedding (`embedding`: a real[] parameter), for
// the one embedder named by `embedder` (a text parameter); 1 ("nothing in common") for an embedding of
// another embedder or without direction (pgvector answers NaN there, the SQL below divides by NULL).
export function distanceSql(path: VectorPath, embedding: string, embedder: string): string {
  const distance =
    path === "pgvector"
      ? `s.embedding <=> ${embedding}::real[]::vector`
      : `(SELECT 1 - sum(a::float8 * b) / nullif(sqrt(sum(a::float8 * a) * sum(b::float8 * b)), 0)
          FROM unnest(s.embedding::real[], ${embedding}::real[]) AS v(a, b))`;
  return `coalesce(CASE WHEN s.embedding_model = ${embedder}::text THEN nullif(${distance}, 'NaN') END, 1)::float8`;
}
