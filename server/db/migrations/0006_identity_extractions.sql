CREATE TABLE "crew_profile_identity_extractions" (
	"crew_profile_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"extractions" json NOT NULL,
	CONSTRAINT "crew_profile_identity_extractions_crew_profile_id_organization_id_pk" PRIMARY KEY("crew_profile_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "crew_profile_identity_extractions" ADD CONSTRAINT "crew_profile_identity_extractions_crew_profile_id_crew_profiles_id_fk" FOREIGN KEY ("crew_profile_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_profile_identity_extractions" ADD CONSTRAINT "crew_profile_identity_extractions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate functions or triggers). The latest extraction of each
-- identity kind (schema.ts's identityExtractionKinds) of the given crew profiles, recomputed from
-- document_extractions: "latest" is the highest kind_sequence, then the most recently updated, then
-- the highest id (profiles/extraction-repository.ts). A profile without such extractions has no row.
-- Each element is profiles/crew-profile-repository.ts's LatestExtraction.
CREATE FUNCTION "refresh_identity_extractions"("profile_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "crew_profile_identity_extractions" WHERE "crew_profile_id" = ANY("profile_ids");
  INSERT INTO "crew_profile_identity_extractions" ("crew_profile_id", "organization_id", "extractions")
    SELECT "crew_profile_id", "organization_id", json_agg("extraction" ORDER BY "kind")
    FROM (
      SELECT DISTINCT ON (e."crew_profile_id", e."organization_id", e."kind") e."crew_profile_id", e."organization_id", e."kind",
        json_build_array(e."kind", e."document_set_id", e."document_id", e."page_index", e."kind_sequence", e."reasoning",
          e."snippet", e."created_at", e."updated_at", e."value_text", e."value_time") AS "extraction"
      FROM "document_extractions" e
      WHERE e."crew_profile_id" = ANY("profile_ids")
        AND e."kind" IN ('date_of_birth', 'nationality', 'country_of_residence', 'face_image')
      ORDER BY e."crew_profile_id", e."organization_id", e."kind", e."kind_sequence" DESC, e."updated_at" DESC, e."id" DESC
    ) "latest"
    GROUP BY "crew_profile_id", "organization_id";
$$;--> statement-breakpoint
-- Every statement that writes extractions refreshes the profiles it touched, in the same transaction.
-- Statement-level, so a batch of extractions costs one refresh; rows of other kinds are skipped. When
-- a crew profile is deleted, its extractions go by cascade first and its row here by the foreign key.
CREATE FUNCTION "document_extractions_refresh_identity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_identity_extractions"(ARRAY(SELECT DISTINCT "crew_profile_id" FROM "new_rows"
      WHERE "kind" IN ('date_of_birth', 'nationality', 'country_of_residence', 'face_image')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_identity_extractions"(ARRAY(SELECT DISTINCT "crew_profile_id" FROM "old_rows"
      WHERE "kind" IN ('date_of_birth', 'nationality', 'country_of_residence', 'face_image')));
  ELSE
    PERFORM "refresh_identity_extractions"(ARRAY(
      SELECT "crew_profile_id" FROM "new_rows" WHERE "kind" IN ('date_of_birth', 'nationality', 'country_of_residence', 'face_image')
      UNION
      SELECT "crew_profile_id" FROM "old_rows" WHERE "kind" IN ('date_of_birth', 'nationality', 'country_of_residence', 'face_image')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_extractions_identity_insert" AFTER INSERT ON "document_extractions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "document_extractions_refresh_identity"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_identity_update" AFTER UPDATE ON "document_extractions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "document_extractions_refresh_identity"();--> statement-breakpoint
CREATE TRIGGER "document_extractions_identity_delete" AFTER DELETE ON "document_extractions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "document_extractions_refresh_identity"();--> statement-breakpoint
-- The profiles that already have extractions.
SELECT "refresh_identity_extractions"(ARRAY(SELECT DISTINCT "crew_profile_id" FROM "document_extractions"));
