CREATE TABLE "match_run_rows" (
	"run_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_posting_id" uuid NOT NULL,
	"crew_profile_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"confirmed_relevant_months" integer NOT NULL,
	"result" jsonb NOT NULL,
	"in_posting_list" boolean NOT NULL,
	"in_candidate_list" boolean NOT NULL,
	"model_version" integer NOT NULL,
	"evaluated_on" date NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL,
	"computed_by" text NOT NULL,
	CONSTRAINT "match_run_rows_run_id_match_id_pk" PRIMARY KEY("run_id","match_id")
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not move rows): runs written before this migration and not yet
-- published (a job the upgrade interrupted, a publish that a finisher completes) wait in the new table.
-- Before the indexes go, so that the unpublished rows are found through theirs.
INSERT INTO "match_run_rows" ("run_id", "match_id", "organization_id", "job_posting_id", "crew_profile_id", "score", "confirmed_relevant_months", "result", "in_posting_list", "in_candidate_list", "model_version", "evaluated_on", "computed_at", "computed_by")
SELECT "run_id", "match_id", "organization_id", "job_posting_id", "crew_profile_id", "score", "confirmed_relevant_months", "result", "in_posting_list", "in_candidate_list", "model_version", "evaluated_on", "computed_at", "computed_by" FROM "job_posting_matches" WHERE "valid_from" IS NULL;--> statement-breakpoint
DELETE FROM "job_posting_matches" WHERE "valid_from" IS NULL;--> statement-breakpoint
DROP INDEX "job_posting_matches_run_idx";--> statement-breakpoint
DROP INDEX "job_posting_matches_unpublished_idx";--> statement-breakpoint
ALTER TABLE "match_run_rows" ADD CONSTRAINT "match_run_rows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_run_rows" ADD CONSTRAINT "match_run_rows_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_run_rows" ADD CONSTRAINT "match_run_rows_crew_profile_id_crew_profiles_id_fk" FOREIGN KEY ("crew_profile_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate checks on text enums).
ALTER TABLE "match_run_rows" ADD CONSTRAINT "match_run_rows_computed_by_check" CHECK ("computed_by" IN ('posting', 'candidate'));
