-- Every write to a match input queues the recompute it calls for (issue 14), in the writing
-- transaction, through enqueue_job (0011): one waiting job per posting or profile however many rows a
-- statement or an import touches. Statement-level triggers with transition tables, so that a bulk
-- insert queues once per profile rather than once per row. Job kinds: server/matching/match-job-kinds.ts.
-- The demo seed computes its matches itself once loaded and drops the jobs its load queued
-- (server/demo/seed-matches.ts).

-- A posting's requirements or state: the posting's list, and through its run the candidates' lists.
CREATE FUNCTION "queue_posting_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.posting', "id"::text, "organization_id") FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_queue_matches_insert" AFTER INSERT ON "job_postings"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_posting_matches"();--> statement-breakpoint
-- Only rows whose inputs changed (a title edit or a new application count queues nothing).
CREATE FUNCTION "queue_changed_posting_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.posting', n."id"::text, n."organization_id")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  WHERE (n."state", n."rank", n."vessel_type", n."required_experience_months", n."experience_mandatory", n."vessel_type_mandatory",
         n."required_certificates", n."allowed_nationalities", n."min_age", n."max_age", n."join_date", n."contract_months")
    IS DISTINCT FROM
        (o."state", o."rank", o."vessel_type", o."required_experience_months", o."experience_mandatory", o."vessel_type_mandatory",
         o."required_certificates", o."allowed_nationalities", o."min_age", o."max_age", o."join_date", o."contract_months");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_queue_matches_update" AFTER UPDATE ON "job_postings"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_changed_posting_matches"();--> statement-breakpoint

-- A profile's sea service, certificates, identity extractions or applications: the candidate's
-- list and, through its run, the postings' lists and the applied pairs.
CREATE FUNCTION "queue_candidate_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.candidate', "profile_id"::text, "organization_id")
  FROM (SELECT DISTINCT "crew_profile_id" AS "profile_id", "organization_id" FROM "changed_rows") AS "profiles"
  -- A profile deleted with its records (or its organization) has nothing to recompute.
  WHERE EXISTS (SELECT 1 FROM "crew_profiles" p WHERE p."id" = "profiles"."profile_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sea_service_records_queue_matches_insert" AFTER INSERT ON "sea_service_records"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint
CREATE TRIGGER "sea_service_records_queue_matches_update" AFTER UPDATE ON "sea_service_records"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint
CREATE TRIGGER "sea_service_records_queue_matches_delete" AFTER DELETE ON "sea_service_records"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint
CREATE TRIGGER "crew_certificates_queue_matches_insert" AFTER INSERT ON "crew_certificates"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint
CREATE TRIGGER "crew_certificates_queue_matches_update" AFTER UPDATE ON "crew_certificates"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint
CREATE TRIGGER "crew_certificates_queue_matches_delete" AFTER DELETE ON "crew_certificates"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint
-- A new application: its pair is persisted by the candidate's run (every posting applied to).
CREATE TRIGGER "job_applications_queue_matches_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_candidate_matches"();--> statement-breakpoint

-- A new profile, and a change of its latest identity extractions (date of birth, nationality), which
-- the triggers of 0007 keep in crew_profiles.identity_extractions.
CREATE FUNCTION "queue_new_profile_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.candidate', "id"::text, "organization_id") FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_queue_matches_insert" AFTER INSERT ON "crew_profiles"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_new_profile_matches"();--> statement-breakpoint
CREATE FUNCTION "queue_changed_profile_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.candidate', n."id"::text, n."organization_id")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  WHERE n."identity_extractions"::text IS DISTINCT FROM o."identity_extractions"::text;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_queue_matches_update" AFTER UPDATE ON "crew_profiles"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_changed_profile_matches"();
