CREATE TABLE "match_list_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_list_versions" ADD CONSTRAINT "match_list_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves the version of these organizations by one, once each, in organization order (two statements
-- over several organizations lock their rows in the same order), as 0032 does for document requests.
-- An organization being deleted (its rows go by cascade) has nothing to keep.
CREATE FUNCTION "move_match_list_versions_of"("organization_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "match_list_versions" AS v ("organization_id", "version")
  SELECT ids."id", 1 FROM (SELECT DISTINCT "id" FROM unnest("organization_ids") AS u("id")) ids
  WHERE EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = ids."id")
  ORDER BY ids."id"
  ON CONFLICT ("organization_id") DO UPDATE SET "version" = v."version" + 1;
$$;--> statement-breakpoint
-- Every row of the statement counts: match versions (published, ended, confirmed in place with a new
-- computation time, their list flags, garbage collected) and applications (alreadyApplied).
-- A deleted profile or posting takes its match versions with it: their trigger.
CREATE FUNCTION "move_match_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(ARRAY(SELECT "organization_id" FROM "changed_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_posting_matches_move_list_versions_insert" AFTER INSERT ON "job_posting_matches"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_posting_matches_move_list_versions_update" AFTER UPDATE ON "job_posting_matches"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_posting_matches_move_list_versions_delete" AFTER DELETE ON "job_posting_matches"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_move_list_versions_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_move_list_versions_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
-- An application moved to another posting or profile.
CREATE FUNCTION "move_match_list_versions_for_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."job_posting_id", n."crew_profile_id") IS DISTINCT FROM (o."job_posting_id", o."crew_profile_id")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_applications_move_list_versions_update" AFTER UPDATE ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_applications"();--> statement-breakpoint
-- The organization's snapshot time stops at a publish's registration (matchSnapshotTime): a first page
-- read while a publish ran shows the lists as they were before it, until the registration goes.
CREATE TRIGGER "match_publishes_move_list_versions_insert" AFTER INSERT ON "match_publishes"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
CREATE TRIGGER "match_publishes_move_list_versions_delete" AFTER DELETE ON "match_publishes"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
-- A registration's time moved (its heartbeat and publish time change no snapshot).
CREATE FUNCTION "move_match_list_versions_for_publishes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."organization_id" = n."organization_id"
    WHERE n."registered_at" IS DISTINCT FROM o."registered_at"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "match_publishes_move_list_versions_update" AFTER UPDATE ON "match_publishes"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_publishes"();--> statement-breakpoint
-- What a posting's list shows of each profile: the name, the email and the face image (the first
-- face_image of identity_extractions, as match-list-repository.ts reads it). Other writes to a profile
-- (its phone, its other identity extractions, its match inputs' version) change no item.
CREATE FUNCTION "match_list_face_of"("extractions" json) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT x::text FROM json_array_elements("extractions") AS e(x) WHERE x->>0 = 'face_image' LIMIT 1;
$$;--> statement-breakpoint
CREATE FUNCTION "move_match_list_versions_for_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."given_name", n."family_name", n."primary_email", match_list_face_of(n."identity_extractions"))
      IS DISTINCT FROM (o."given_name", o."family_name", o."primary_email", match_list_face_of(o."identity_extractions"))));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_move_list_versions_update" AFTER UPDATE ON "crew_profiles"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_profiles"();--> statement-breakpoint
-- What a candidate's list shows of each posting, and which postings it lists (open ones).
CREATE FUNCTION "move_match_list_versions_for_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."title", n."summary", n."short_id", n."state") IS DISTINCT FROM (o."title", o."summary", o."short_id", o."state")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_move_list_versions_update" AFTER UPDATE ON "job_postings"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_postings"();
