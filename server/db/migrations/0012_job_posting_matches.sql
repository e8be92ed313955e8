CREATE TABLE "job_posting_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
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
	"valid_from" timestamp (3) with time zone,
	"valid_to" timestamp (3) with time zone DEFAULT 'infinity' NOT NULL,
	"run_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_posting_matches" ADD CONSTRAINT "job_posting_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ADD CONSTRAINT "job_posting_matches_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_matches" ADD CONSTRAINT "job_posting_matches_crew_profile_id_crew_profiles_id_fk" FOREIGN KEY ("crew_profile_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_posting_matches_current_idx" ON "job_posting_matches" USING btree ("match_id") WHERE "job_posting_matches"."valid_from" is not null and "job_posting_matches"."valid_to" = 'infinity';--> statement-breakpoint
CREATE INDEX "job_posting_matches_posting_list_idx" ON "job_posting_matches" USING btree ("job_posting_id","score" DESC NULLS LAST,"confirmed_relevant_months" DESC NULLS LAST,"match_id") WHERE "job_posting_matches"."in_posting_list";--> statement-breakpoint
CREATE INDEX "job_posting_matches_candidate_list_idx" ON "job_posting_matches" USING btree ("crew_profile_id","score" DESC NULLS LAST,"confirmed_relevant_months" DESC NULLS LAST,"match_id") WHERE "job_posting_matches"."in_candidate_list";--> statement-breakpoint
CREATE INDEX "job_posting_matches_pair_idx" ON "job_posting_matches" USING btree ("job_posting_id","crew_profile_id");--> statement-breakpoint
CREATE INDEX "job_posting_matches_profile_idx" ON "job_posting_matches" USING btree ("crew_profile_id","job_posting_id");--> statement-breakpoint
CREATE INDEX "job_posting_matches_run_idx" ON "job_posting_matches" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "job_posting_matches_unpublished_idx" ON "job_posting_matches" USING btree ("computed_at") WHERE "job_posting_matches"."valid_from" is null;--> statement-breakpoint
CREATE INDEX "job_posting_matches_valid_to_idx" ON "job_posting_matches" USING btree ("valid_to") WHERE "job_posting_matches"."valid_to" <> 'infinity';--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate checks on text enums).
ALTER TABLE "job_posting_matches" ADD CONSTRAINT "job_posting_matches_computed_by_check" CHECK ("computed_by" IN ('posting', 'candidate'));
