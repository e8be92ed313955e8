CREATE TABLE "candidate_match_bounds" (
	"crew_profile_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"is_full" boolean NOT NULL,
	"score" integer,
	"confirmed_relevant_months" integer,
	"match_id" uuid,
	"computed_at" timestamp (3) with time zone NOT NULL,
	"model_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_match_bounds" (
	"job_posting_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"is_full" boolean NOT NULL,
	"score" integer,
	"confirmed_relevant_months" integer,
	"match_id" uuid,
	"computed_at" timestamp (3) with time zone NOT NULL,
	"model_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_match_bounds" ADD CONSTRAINT "candidate_match_bounds_crew_profile_id_crew_profiles_id_fk" FOREIGN KEY ("crew_profile_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_match_bounds" ADD CONSTRAINT "candidate_match_bounds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_match_bounds" ADD CONSTRAINT "posting_match_bounds_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_match_bounds" ADD CONSTRAINT "posting_match_bounds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_match_bounds_organization_idx" ON "candidate_match_bounds" USING btree ("organization_id","computed_at");