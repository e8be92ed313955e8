CREATE TABLE "crew_profile_career_versions" (
	"crew_profile_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_profile_career_versions" ADD CONSTRAINT "crew_profile_career_versions_crew_profile_id_crew_profiles_id_fk" FOREIGN KEY ("crew_profile_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand. Moves the career version of these profiles by one, once each, in id order (two
-- statements over several profiles lock their rows in the same order), as 0032 does for document
-- requests. A profile being deleted (its records go by cascade) has nothing to keep.
CREATE FUNCTION "move_career_versions_of"("profile_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "crew_profile_career_versions" AS v ("crew_profile_id", "version")
  SELECT ids."id", 1 FROM (SELECT DISTINCT "id" FROM unnest("profile_ids") AS u("id")) ids
  WHERE EXISTS (SELECT 1 FROM "crew_profiles" p WHERE p."id" = ids."id")
  ORDER BY ids."id"
  ON CONFLICT ("crew_profile_id") DO UPDATE SET "version" = v."version" + 1;
$$;--> statement-breakpoint
-- A career shows every sea-service record, on-land experience and certificate of the profile: every
-- row a statement inserts or deletes counts, and an update counts for the profile it left and the one
-- it joined (two profiles found to be one person).
CREATE FUNCTION "move_career_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_career_versions_of(ARRAY(SELECT "crew_profile_id" FROM "changed_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "move_career_versions_for_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_career_versions_of(ARRAY(SELECT "crew_profile_id" FROM "new_rows" UNION ALL SELECT "crew_profile_id" FROM "old_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Of the extractions, only the kinds a career shows beside its records; identity extractions (a
-- passport read again) leave the version where it is.
CREATE FUNCTION "move_career_versions_for_extractions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_career_versions_of(ARRAY(SELECT "crew_profile_id" FROM "changed_rows"
    WHERE "kind" IN ('at_sea_work_experience', 'on_land_work_experience', 'certificate', 'stcw_certificate')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "move_career_versions_for_extraction_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_career_versions_of(ARRAY(
    SELECT "crew_profile_id" FROM "new_rows" WHERE "kind" IN ('at_sea_work_experience', 'on_land_work_experience', 'certificate', 'stcw_certificate')
    UNION ALL
    SELECT "crew_profile_id" FROM "old_rows" WHERE "kind" IN ('at_sea_work_experience', 'on_land_work_experience', 'certificate', 'stcw_certificate')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sea_service_records_move_career_versions_insert" AFTER INSERT ON "sea_service_records"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions"();--> statement-breakpoint
CREATE TRIGGER "sea_service_records_move_career_versions_update" AFTER UPDATE ON "sea_service_records"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions_for_updates"();--> statement-breakpoint
CREATE TRIGGER "sea_service_records_move_career_versions_delete" AFTER DELETE ON "sea_service_records"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions"();--> statement-breakpoint
CREATE TRIGGER "on_land_work_experiences_move_career_versions_insert" AFTER INSERT ON "on_land_work_experiences"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions"();--> statement-breakpoint
CREATE TRIGGER "on_land_work_experiences_move_career_versions_update" AFTER UPDATE ON "on_land_work_experiences"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions_for_updates"();--> statement-breakpoint
CREATE TRIGGER "on_land_work_experiences_move_career_versions_delete" AFTER DELETE ON "on_land_work_experiences"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions"();--> statement-breakpoint
CREATE TRIGGER "crew_certificates_move_career_versions_insert" AFTER INSERT ON "crew_certificates"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions"();--> statement-breakpoint
CREATE TRIGGER "crew_certificates_move_career_versions_update" AFTER UPDATE ON "crew_certificates"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions_for_updates"();--> statement-breakpoint
CREATE TRIGGER "crew_certificates_move_career_versions_delete" AFTER DELETE ON "crew_certificates"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_career_versions_insert" AFTER INSERT ON "document_extractions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions_for_extractions"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_career_versions_update" AFTER UPDATE ON "document_extractions"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions_for_extraction_updates"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_career_versions_delete" AFTER DELETE ON "document_extractions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_career_versions_for_extractions"();
