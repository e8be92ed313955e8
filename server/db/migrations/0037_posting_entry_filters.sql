ALTER TABLE "posting_search_entries" ADD COLUMN "created_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "pipeline_id" uuid;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "career_site_id" uuid;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "slot_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "assignee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_search_entries" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand from here (drizzle-kit does not generate triggers or data changes).
--
-- A posting's search entry holds, besides its text, what searches filter and order by, as the posting
-- was at the entry's version: a search reads the entries alone instead of joining each match to its
-- posting, which was over half of a broad query's time on the search bench's largest organization
-- (bench/README.md). The filters follow the index as the text does: a posting's search_version moves
-- when any of them changes, and WaitForSearchSync waits for the entry.
--
-- Filled from the postings as they are now. An entry whose version is behind is pending anyway: its
-- job is queued and rewrites it whole.
UPDATE "posting_search_entries" "s" SET
  "created_at" = "p"."created_at", "pinned" = "p"."pinned", "state" = "p"."state", "pipeline_id" = "p"."pipeline_id",
  "career_site_id" = "p"."career_site_id", "languages" = "p"."languages", "slot_tags" = "p"."slot_tags",
  "application_count" = "p"."application_count",
  "assignee_ids" = coalesce((SELECT array_agg("a"."member_id" ORDER BY "a"."member_id") FROM "job_posting_assignees" "a" WHERE "a"."job_posting_id" = "p"."id"), '{}')
FROM "job_postings" "p" WHERE "p"."id" = "s"."job_posting_id";--> statement-breakpoint
-- The update wrote a new version of every entry at the table's end; PGlite never gives the old space
-- back, and a search that reads the organization's entries in turn (one organization, no query) read
-- twice the pages: 40.5 against 12.4 ms for a filter-only search of the bench's largest organization.
-- Rewritten compact (allowed in a transaction for one table), then the mark CLUSTER leaves is dropped.
CLUSTER "posting_search_entries" USING "posting_search_entries_pkey";--> statement-breakpoint
ALTER TABLE "posting_search_entries" SET WITHOUT CLUSTER;--> statement-breakpoint
-- Searches no longer filter job_postings by its slots or languages: their GIN indexes only cost writes.
DROP INDEX "job_postings_slot_tags_idx";--> statement-breakpoint
DROP INDEX "job_postings_languages_idx";--> statement-breakpoint
CREATE INDEX "posting_search_entries_org_order_idx" ON "posting_search_entries" USING btree ("organization_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"job_posting_id") WHERE "posting_search_entries"."removed_at" is null;--> statement-breakpoint

-- 0019's function, with the filters and order keys beside the text.
CREATE OR REPLACE FUNCTION "next_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW."title", NEW."summary", NEW."short_id", NEW."rank", NEW."vessel_type",
        NEW."state", NEW."pinned", NEW."pipeline_id", NEW."career_site_id", NEW."languages", NEW."slot_tags", NEW."application_count")
      IS DISTINCT FROM (OLD."title", OLD."summary", OLD."short_id", OLD."rank", OLD."vessel_type",
        OLD."state", OLD."pinned", OLD."pipeline_id", OLD."career_site_id", OLD."languages", OLD."slot_tags", OLD."application_count") THEN
    NEW."search_version" := nextval('read_versions');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint

-- An assignment added, changed or removed: its postings get a new search_version, and so (0019's
-- update trigger) their search.posting jobs. Statement-level, one update per statement.
CREATE FUNCTION "move_posting_search_version_of_assignees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "job_postings" SET "search_version" = nextval('read_versions') WHERE "id" IN (SELECT "job_posting_id" FROM "new_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "job_postings" SET "search_version" = nextval('read_versions')
    WHERE "id" IN (SELECT "job_posting_id" FROM "new_rows" UNION SELECT "job_posting_id" FROM "old_rows");
  ELSE
    UPDATE "job_postings" SET "search_version" = nextval('read_versions') WHERE "id" IN (SELECT "job_posting_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_posting_assignees_search_insert" AFTER INSERT ON "job_posting_assignees"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_posting_search_version_of_assignees"();--> statement-breakpoint
CREATE TRIGGER "job_posting_assignees_search_update" AFTER UPDATE ON "job_posting_assignees"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_posting_search_version_of_assignees"();--> statement-breakpoint
CREATE TRIGGER "job_posting_assignees_search_delete" AFTER DELETE ON "job_posting_assignees"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_posting_search_version_of_assignees"();
