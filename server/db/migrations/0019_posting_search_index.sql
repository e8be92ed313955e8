CREATE TABLE "posting_search_entries" (
	"job_posting_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"document" "tsvector" NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" bigint NOT NULL,
	"removed_at" timestamp (6) with time zone,
	"indexed_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_search_word_variants" (
	"organization_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "posting_search_word_variants_organization_id_variant_word_pk" PRIMARY KEY("organization_id","variant","word")
);
--> statement-breakpoint
CREATE TABLE "posting_search_words" (
	"organization_id" uuid NOT NULL,
	"word" text NOT NULL,
	"postings" integer NOT NULL,
	CONSTRAINT "posting_search_words_organization_id_word_pk" PRIMARY KEY("organization_id","word")
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD CONSTRAINT "posting_search_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_search_word_variants" ADD CONSTRAINT "posting_search_word_variants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_search_words" ADD CONSTRAINT "posting_search_words_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_search_entries_document_idx" ON "posting_search_entries" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "posting_search_entries_removed_idx" ON "posting_search_entries" USING btree ("organization_id","removed_at") WHERE "posting_search_entries"."removed_at" is not null;--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers). The search index is updated
-- asynchronously (issue 16): a write to what the index reads of a posting gives the posting a new
-- search_version and queues its search.posting job in the writing transaction, through enqueue_job
-- (0011), so the job commits or rolls back with the write and a crash between the two loses nothing.
-- The job (server/search/posting-indexer.ts) rebuilds that one posting's entry.

-- A new search_version on insert, and on an update that changes the indexed text: the entry built
-- from an older version is pending (WaitForSearchSync). Other updates (a new application count, a
-- pin, the state) keep it: searches read those from the posting itself.
CREATE FUNCTION "next_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW."title", NEW."summary", NEW."short_id", NEW."rank", NEW."vessel_type")
      IS DISTINCT FROM (OLD."title", OLD."summary", OLD."short_id", OLD."rank", OLD."vessel_type") THEN
    NEW."search_version" := nextval('read_versions');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_search_version" BEFORE INSERT OR UPDATE ON "job_postings" FOR EACH ROW EXECUTE FUNCTION "next_search_version"();--> statement-breakpoint

-- Statement-level with transition tables, as 0014's: one job per posting however many rows a
-- statement writes; a waiting job for the same posting absorbs the next write.
CREATE FUNCTION "queue_posting_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM enqueue_job('search.posting', "id"::text, "organization_id") FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM enqueue_job('search.posting', n."id"::text, n."organization_id")
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."search_version" IS DISTINCT FROM o."search_version";
  ELSE
    -- A posting deleted with its organization has no entry left to drop (the entries cascade).
    PERFORM enqueue_job('search.posting', o."id"::text, o."organization_id")
    FROM "old_rows" o WHERE EXISTS (SELECT 1 FROM "organizations" WHERE "organizations"."id" = o."organization_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_queue_search_insert" AFTER INSERT ON "job_postings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_posting_search"();--> statement-breakpoint
CREATE TRIGGER "job_postings_queue_search_update" AFTER UPDATE ON "job_postings"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_posting_search"();--> statement-breakpoint
CREATE TRIGGER "job_postings_queue_search_delete" AFTER DELETE ON "job_postings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_posting_search"();--> statement-breakpoint

-- Postings written before this migration: search_version 0 and no entry yet, so each is queued once.
SELECT enqueue_job('search.posting', "id"::text, "organization_id") FROM "job_postings";
