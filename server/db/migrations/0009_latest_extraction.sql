-- Written by hand (drizzle-kit does not generate functions). The one definition of "the latest
-- extraction" (db/latest-extraction.ts): of a crew profile's extractions of the given kinds, and, when
-- "about" is given, only those about that record (a sea-service record's or an on-land experience's id
-- in value_text, or a crew certificate's id), the one with the highest kind_sequence, then the most
-- recently updated, then the highest id. One SQL SELECT, STABLE and not STRICT, so the planner inlines
-- it into the query that calls it and uses document_extractions_profile_kind_idx as before.
CREATE FUNCTION "latest_extraction"("of_profile" uuid, "of_organization" uuid, "of_kinds" text[], "about" uuid DEFAULT NULL)
RETURNS SETOF "document_extractions" LANGUAGE sql STABLE ROWS 1 AS $$
  SELECT e.* FROM "document_extractions" e
  WHERE e."crew_profile_id" = "of_profile" AND e."organization_id" = "of_organization" AND e."kind" = ANY("of_kinds")
    AND ("about" IS NULL OR e."value_text" = "about"::text OR e."crew_certificate_id" = "about")
  ORDER BY e."kind_sequence" DESC, e."updated_at" DESC, e."id" DESC
  LIMIT 1
$$;--> statement-breakpoint
-- The profile's latest extraction of each identity kind (schema.ts's identityExtractionKinds), ordered by
-- kind, as 0007 kept it, now by latest_extraction's rule instead of a copy of it. The triggers of 0007
-- call this function, so crew_profiles.identity_extractions keeps following the one rule.
CREATE OR REPLACE FUNCTION "crew_profile_identity_extractions"("profile_id" uuid, "organization_id" uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_agg(json_build_array(e."kind", e."document_set_id", e."document_id", e."page_index", e."kind_sequence", e."reasoning",
      e."snippet", e."created_at", e."updated_at", e."value_text", e."value_time") ORDER BY e."kind")
  FROM unnest(ARRAY['date_of_birth', 'nationality', 'country_of_residence', 'face_image']) AS "identity"("kind"),
    "latest_extraction"($1, $2, ARRAY["identity"."kind"]) e
$$;
