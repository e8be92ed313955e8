ALTER TABLE "posting_search_entries" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "embedding_model" text;--> statement-breakpoint
-- Written by hand. One schema for both kinds of database (issue 16, hybrid search): where pgvector
-- can be installed (PGlite loads it; a PostgreSQL server may lack it, as the test lane's
-- embedded-postgres does), the embedding column becomes pgvector's `vector`, whose `<=>` computes the
-- cosine distance natively; elsewhere it stays real[], and searches compute the same distance in SQL
-- (server/search/posting-vectors.ts reads which one this database has). No dimension is fixed, so a
-- model of another size needs no migration; and no HNSW index: hybrid search ranks only the postings
-- the text and filters already matched, which an approximate nearest-neighbour index cannot serve.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    ALTER TABLE "posting_search_entries" ALTER COLUMN "embedding" TYPE vector USING "embedding"::vector;
  END IF;
END $$;
--> statement-breakpoint
-- Entries indexed before this migration have no embedding yet: each posting is indexed once more.
SELECT enqueue_job('search.posting', "job_posting_id"::text, "organization_id") FROM "posting_search_entries" WHERE "removed_at" IS NULL;
