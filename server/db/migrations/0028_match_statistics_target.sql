-- Written by hand (issue 14): ANALYZE of the match store reads a sample of 300 rows per unit of the
-- columns' largest statistics target. At the default target (100: 30,000 rows) it read nearly all of
-- the demo's 139 MB table and held the embedded database's one session 350-560 ms each time the
-- service's autovacuum (db/embedded/autovacuum.ts) analyzed it, which a recompute of every match
-- brings about every minute; at a target of 10 it took 34 ms. The planner's questions of this table are
-- by key (a posting, a profile, a run, a pair), which a 3,000-row sample answers as well; the result
-- (jsonb, 1.2 KB a row) is never compared, so it gets no statistics at all.
ALTER TABLE "job_posting_matches" ALTER COLUMN "id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "match_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "organization_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "job_posting_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "crew_profile_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "score" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "confirmed_relevant_months" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "in_posting_list" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "in_candidate_list" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "model_version" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "evaluated_on" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "computed_at" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "computed_by" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "valid_from" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "valid_to" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "run_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ALTER COLUMN "result" SET STATISTICS 0;
