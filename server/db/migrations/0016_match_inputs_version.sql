ALTER TABLE "crew_profiles" ADD COLUMN "match_inputs_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand. New profiles take a fresh version, and every write to what the match engine reads of
-- a profile gives it a new one in the writing transaction: the statement-level triggers of 0014 that
-- queue a candidate's recompute now also move its version (an application's insert too, which costs
-- one needless reload of that profile and keeps one function), and a change of its latest identity
-- extractions moves it on the row itself.
ALTER TABLE "crew_profiles" ALTER COLUMN "match_inputs_version" SET DEFAULT nextval('"read_versions"');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "queue_candidate_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.candidate', "profile_id"::text, "organization_id")
  FROM (SELECT DISTINCT "crew_profile_id" AS "profile_id", "organization_id" FROM "changed_rows") AS "profiles"
  -- A profile deleted with its records (or its organization) has nothing to recompute.
  WHERE EXISTS (SELECT 1 FROM "crew_profiles" p WHERE p."id" = "profiles"."profile_id");
  UPDATE "crew_profiles" SET "match_inputs_version" = nextval('"read_versions"')
  WHERE "id" IN (SELECT "crew_profile_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "next_match_inputs_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."identity_extractions"::text IS DISTINCT FROM OLD."identity_extractions"::text THEN
    NEW."match_inputs_version" := nextval('"read_versions"');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_match_inputs_version" BEFORE UPDATE OF "identity_extractions" ON "crew_profiles"
  FOR EACH ROW EXECUTE FUNCTION "next_match_inputs_version"();
--> statement-breakpoint
-- An update may move a record to another profile (two profiles found to be one person): both the
-- profile it left and the one it joined are recomputed, where 0014 queued only the latter.
CREATE FUNCTION "queue_updated_candidate_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_job('match.candidate', "profile_id"::text, "organization_id")
  FROM (SELECT "crew_profile_id" AS "profile_id", "organization_id" FROM "new_rows"
        UNION SELECT "crew_profile_id", "organization_id" FROM "old_rows") AS "profiles"
  WHERE EXISTS (SELECT 1 FROM "crew_profiles" p WHERE p."id" = "profiles"."profile_id");
  UPDATE "crew_profiles" SET "match_inputs_version" = nextval('"read_versions"')
  WHERE "id" IN (SELECT "crew_profile_id" FROM "new_rows" UNION SELECT "crew_profile_id" FROM "old_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "sea_service_records_queue_matches_update" ON "sea_service_records";--> statement-breakpoint
CREATE TRIGGER "sea_service_records_queue_matches_update" AFTER UPDATE ON "sea_service_records"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_updated_candidate_matches"();--> statement-breakpoint
DROP TRIGGER "crew_certificates_queue_matches_update" ON "crew_certificates";--> statement-breakpoint
CREATE TRIGGER "crew_certificates_queue_matches_update" AFTER UPDATE ON "crew_certificates"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_updated_candidate_matches"();
