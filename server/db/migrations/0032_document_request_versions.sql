CREATE TABLE "document_request_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_request_versions" ADD CONSTRAINT "document_request_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves the version of these organizations by one, once each, in organization order (two statements
-- over several organizations lock their rows in the same order). An organization being deleted (its
-- rows go by cascade) has nothing to keep.
CREATE FUNCTION "move_document_request_versions_of"("organization_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "document_request_versions" AS v ("organization_id", "version")
  SELECT ids."id", 1 FROM (SELECT DISTINCT "id" FROM unnest("organization_ids") AS u("id")) ids
  WHERE EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = ids."id")
  ORDER BY ids."id"
  ON CONFLICT ("organization_id") DO UPDATE SET "version" = v."version" + 1;
$$;--> statement-breakpoint
-- Every row of the statement counts: requests, their items (with their uploads: a document deleted
-- sets its item's document_id to null, an update), and applications inserted or deleted
-- (ListDocumentRequestProgress names the crew member's latest application).
CREATE FUNCTION "move_document_request_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT "organization_id" FROM "changed_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_requests_move_versions_insert" AFTER INSERT ON "document_requests"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "document_requests_move_versions_update" AFTER UPDATE ON "document_requests"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "document_requests_move_versions_delete" AFTER DELETE ON "document_requests"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "document_request_items_move_versions_insert" AFTER INSERT ON "document_request_items"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "document_request_items_move_versions_update" AFTER UPDATE ON "document_request_items"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "document_request_items_move_versions_delete" AFTER DELETE ON "document_request_items"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_move_versions_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_move_versions_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions"();--> statement-breakpoint
-- An application whose profile or date changed.
CREATE FUNCTION "move_document_request_versions_for_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."crew_profile_id", n."created_at") IS DISTINCT FROM (o."crew_profile_id", o."created_at")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_applications_move_versions_update" AFTER UPDATE ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_applications"();--> statement-breakpoint
-- A request's answering sets are counted (nrOfDocumentSets); other sets change nothing.
CREATE FUNCTION "move_document_request_versions_for_sets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT "organization_id" FROM "changed_rows" WHERE "document_request_id" IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_sets_move_versions_insert" AFTER INSERT ON "document_sets"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_sets"();--> statement-breakpoint
CREATE TRIGGER "document_sets_move_versions_delete" AFTER DELETE ON "document_sets"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_sets"();--> statement-breakpoint
-- A set moved to or away from a request.
CREATE FUNCTION "move_document_request_versions_for_set_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."document_request_id" IS DISTINCT FROM o."document_request_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_sets_move_versions_update" AFTER UPDATE ON "document_sets"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_set_updates"();--> statement-breakpoint
-- The crew member's face image (the latest face_image extraction); the pipeline's other extractions
-- change nothing here. An update may make a row a face image or one no longer: old rows and new.
CREATE FUNCTION "move_document_request_versions_for_faces"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT "organization_id" FROM "changed_rows" WHERE "kind" = 'face_image'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_versions_insert" AFTER INSERT ON "document_extractions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_faces"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_versions_update_new" AFTER UPDATE ON "document_extractions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_faces"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_versions_update_old" AFTER UPDATE ON "document_extractions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_faces"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_move_versions_delete" AFTER DELETE ON "document_extractions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_faces"();--> statement-breakpoint
-- The crew member's name and email. (A profile's delete takes its requests with it: their trigger.)
CREATE FUNCTION "move_document_request_versions_for_crew"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."given_name", n."family_name", n."primary_email") IS DISTINCT FROM (o."given_name", o."family_name", o."primary_email")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_move_versions_update" AFTER UPDATE ON "crew_profiles"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_crew"();--> statement-breakpoint
-- The requesting member's name lives on their user, who may be a member of several organizations.
-- (A member with requests cannot be deleted: document_requests.member_id has no cascade.)
CREATE FUNCTION "move_document_request_versions_for_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(SELECT m."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" JOIN "members" m ON m."user_id" = n."id"
    WHERE (n."given_name", n."family_name") IS DISTINCT FROM (o."given_name", o."family_name")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_move_versions_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_users"();
