-- The organizations' search versions of 0004 moved on every write to a posting or an assignee so that
-- the in-memory postings index knew when to rebuild; the search index of 0019 replaced that index and
-- nothing reads them any more, so the triggers go, then their function, then the table.
DROP TRIGGER "job_postings_search_insert" ON "job_postings";--> statement-breakpoint
DROP TRIGGER "job_postings_search_update" ON "job_postings";--> statement-breakpoint
DROP TRIGGER "job_postings_search_delete" ON "job_postings";--> statement-breakpoint
DROP TRIGGER "job_posting_assignees_search_insert" ON "job_posting_assignees";--> statement-breakpoint
DROP TRIGGER "job_posting_assignees_search_update" ON "job_posting_assignees";--> statement-breakpoint
DROP TRIGGER "job_posting_assignees_search_delete" ON "job_posting_assignees";--> statement-breakpoint
DROP FUNCTION "bump_search_versions"();--> statement-breakpoint
DROP TABLE "search_versions" CASCADE;
