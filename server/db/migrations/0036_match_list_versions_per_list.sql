-- The match lists' first pages are held per list (issue 14, server/matching/first-page-cache.ts): a
-- version per posting's list and per profile's list replaces 0034's one per organization, which every
-- publish of the organization moved, so that after each of a full recompute's publishes every first
-- page of the organization was built again. 0034's and 0035's triggers go; these move only the lists a
-- write touches, in the write's transaction.
DROP TRIGGER "job_posting_matches_move_list_versions_insert" ON "job_posting_matches";--> statement-breakpoint
DROP TRIGGER "job_posting_matches_move_list_versions_update" ON "job_posting_matches";--> statement-breakpoint
DROP TRIGGER "job_posting_matches_move_list_versions_delete" ON "job_posting_matches";--> statement-breakpoint
DROP TRIGGER "job_applications_move_list_versions_insert" ON "job_applications";--> statement-breakpoint
DROP TRIGGER "job_applications_move_list_versions_delete" ON "job_applications";--> statement-breakpoint
DROP TRIGGER "job_applications_move_list_versions_update" ON "job_applications";--> statement-breakpoint
DROP TRIGGER "match_publishes_move_list_versions_insert" ON "match_publishes";--> statement-breakpoint
DROP TRIGGER "match_publishes_move_list_versions_delete" ON "match_publishes";--> statement-breakpoint
DROP TRIGGER "match_publishes_move_list_versions_update" ON "match_publishes";--> statement-breakpoint
DROP TRIGGER "crew_profiles_move_list_versions_update" ON "crew_profiles";--> statement-breakpoint
DROP TRIGGER "job_postings_move_list_versions_update" ON "job_postings";--> statement-breakpoint
DROP TRIGGER "job_postings_move_list_versions_delete" ON "job_postings";--> statement-breakpoint
DROP TRIGGER "crew_profiles_move_list_versions_delete" ON "crew_profiles";--> statement-breakpoint
DROP FUNCTION "move_match_list_versions"();--> statement-breakpoint
DROP FUNCTION "move_match_list_versions_for_applications"();--> statement-breakpoint
DROP FUNCTION "move_match_list_versions_for_publishes"();--> statement-breakpoint
DROP FUNCTION "move_match_list_versions_for_profiles"();--> statement-breakpoint
DROP FUNCTION "move_match_list_versions_for_postings"();--> statement-breakpoint
DROP FUNCTION "move_match_list_versions_of"(uuid[]);--> statement-breakpoint
DROP TABLE "match_list_versions";--> statement-breakpoint
CREATE TABLE "match_list_versions" (
	"list_kind" text NOT NULL,
	"list_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "match_list_versions_list_kind_list_id_pk" PRIMARY KEY("list_kind","list_id")
);
--> statement-breakpoint
CREATE TABLE "match_publish_touched_lists" (
	"organization_id" uuid NOT NULL,
	"list_kind" text NOT NULL,
	"list_id" uuid NOT NULL,
	CONSTRAINT "match_publish_touched_lists_organization_id_list_kind_list_id_pk" PRIMARY KEY("organization_id","list_kind","list_id")
);
--> statement-breakpoint
ALTER TABLE "match_list_versions" ADD CONSTRAINT "match_list_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_publish_touched_lists" ADD CONSTRAINT "match_publish_touched_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves these lists' versions by one, once each. While a publish of the organization is under way the
-- lists are noted as touched too: its registration's delete moves them again (below). An organization
-- being deleted (its rows go by cascade) has nothing to keep.
-- First a lock per organization, held to the end of the transaction, as 0034's one row per organization
-- was: writers of one organization's lists go one transaction at a time, so two of them (a publish's
-- chunk, an import, a document's person) never each hold a list the other waits for, over their
-- several statements, on a PostgreSQL server.
CREATE FUNCTION "move_match_list_versions_of"("organization_ids" uuid[], "list_kinds" text[], "list_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(36, hashtext(o."id"::text))
  FROM (SELECT DISTINCT u."id" FROM unnest("organization_ids") AS u("id") ORDER BY u."id") o;
  INSERT INTO "match_list_versions" AS v ("list_kind", "list_id", "organization_id", "version")
  SELECT l."kind", l."id", l."org", 1
  FROM (SELECT DISTINCT "kind", "id", "org" FROM unnest("list_kinds", "list_ids", "organization_ids") AS u("kind", "id", "org")) l
  WHERE EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = l."org")
  ORDER BY l."kind", l."id"
  ON CONFLICT ("list_kind", "list_id") DO UPDATE SET "version" = v."version" + 1;
  INSERT INTO "match_publish_touched_lists" ("organization_id", "list_kind", "list_id")
  SELECT DISTINCT u."org", u."kind", u."id" FROM unnest("organization_ids", "list_kinds", "list_ids") AS u("org", "kind", "id")
  WHERE EXISTS (SELECT 1 FROM "match_publishes" p WHERE p."organization_id" = u."org")
  ORDER BY u."org", u."kind", u."id"
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- A pair's two lists, its posting's and its profile's, for these pairs (the arrays in step).
CREATE FUNCTION "move_match_list_versions_of_pairs"("organization_ids" uuid[], "job_posting_ids" uuid[], "crew_profile_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT move_match_list_versions_of("organization_ids" || "organization_ids",
    array_fill('posting'::text, ARRAY[coalesce(cardinality("organization_ids"), 0)])
      || array_fill('candidate'::text, ARRAY[coalesce(cardinality("organization_ids"), 0)]),
    "job_posting_ids" || "crew_profile_ids");
$$;--> statement-breakpoint
-- A pair's rows (job_posting_matches: published, ended, confirmed in place with a new computation time)
-- and applications (alreadyApplied).
CREATE FUNCTION "move_match_list_versions_of_changed_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of_pairs(array_agg("organization_id"), array_agg("job_posting_id"), array_agg("crew_profile_id"))
  FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_posting_matches_move_list_versions_insert" AFTER INSERT ON "job_posting_matches"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_changed_pairs"();--> statement-breakpoint
CREATE TRIGGER "job_posting_matches_move_list_versions_update" AFTER UPDATE ON "job_posting_matches"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_changed_pairs"();--> statement-breakpoint
CREATE TRIGGER "job_applications_move_list_versions_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_changed_pairs"();--> statement-breakpoint
CREATE TRIGGER "job_applications_move_list_versions_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_changed_pairs"();--> statement-breakpoint
-- A deleted match version changes a list only if the organization's snapshot time (matchSnapshotTime)
-- still sees it, or will once a publish under way ends: not the versions garbage collection deletes,
-- ended longer ago than a cursor lives.
CREATE FUNCTION "move_match_list_versions_of_deleted_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of_pairs(array_agg(c."organization_id"), array_agg(c."job_posting_id"), array_agg(c."crew_profile_id"))
  FROM "changed_rows" c
  WHERE c."valid_to" > least(date_trunc('milliseconds', statement_timestamp()),
    (SELECT date_trunc('milliseconds', p."registered_at") FROM "match_publishes" p WHERE p."organization_id" = c."organization_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_posting_matches_move_list_versions_delete" AFTER DELETE ON "job_posting_matches"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_deleted_matches"();--> statement-breakpoint
-- An application moved to another posting or profile: the lists of the pair it left and of the one it
-- joined.
CREATE FUNCTION "move_match_list_versions_for_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of_pairs(array_agg(p."organization_id"), array_agg(p."job_posting_id"), array_agg(p."crew_profile_id")) FROM (
    SELECT n."organization_id", unnest(ARRAY[n."job_posting_id", o."job_posting_id"]) AS "job_posting_id",
      unnest(ARRAY[n."crew_profile_id", o."crew_profile_id"]) AS "crew_profile_id"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."job_posting_id", n."crew_profile_id") IS DISTINCT FROM (o."job_posting_id", o."crew_profile_id")) p;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_applications_move_list_versions_update" AFTER UPDATE ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_applications"();--> statement-breakpoint
-- A publish's rows are valid from its T, which the organization's snapshot times reach only once its
-- registration goes (matchSnapshotTime): a first page built while it ran showed its lists before it.
-- The lists written to meanwhile move again with the registration's delete. Nothing else of a
-- registration changes a list: its insert only stops the snapshot time where the lists already are,
-- and its time is never updated.
CREATE FUNCTION "move_match_list_versions_touched_by_publishes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(array_agg(t."organization_id"), array_agg(t."list_kind"), array_agg(t."list_id"))
  FROM "match_publish_touched_lists" t WHERE t."organization_id" IN (SELECT "organization_id" FROM "changed_rows");
  DELETE FROM "match_publish_touched_lists" t WHERE t."organization_id" IN (SELECT "organization_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "match_publishes_move_list_versions_delete" AFTER DELETE ON "match_publishes"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_touched_by_publishes"();--> statement-breakpoint
-- What a posting's list shows of each profile: the name, the email and the face image (0034's
-- match_list_face_of). Every list the profile has a match version on, current or not.
CREATE FUNCTION "move_match_list_versions_for_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(array_agg(l."organization_id"), array_agg('posting'::text), array_agg(l."job_posting_id")) FROM (
    SELECT DISTINCT m."organization_id", m."job_posting_id" FROM "job_posting_matches" m
    WHERE m."crew_profile_id" IN (SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."given_name", n."family_name", n."primary_email", match_list_face_of(n."identity_extractions"))
        IS DISTINCT FROM (o."given_name", o."family_name", o."primary_email", match_list_face_of(o."identity_extractions")))) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_move_list_versions_update" AFTER UPDATE ON "crew_profiles"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_profiles"();--> statement-breakpoint
-- What a candidate's list shows of each posting, and which postings it lists (open ones): the lists of
-- every profile the posting has a match version with, and the posting's own.
CREATE FUNCTION "move_match_list_versions_for_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(array_agg(l."org"), array_agg(l."kind"), array_agg(l."id")) FROM (
    WITH "changed" AS (
      SELECT n."id", n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."title", n."summary", n."short_id", n."state") IS DISTINCT FROM (o."title", o."summary", o."short_id", o."state"))
    SELECT "organization_id" AS "org", 'posting'::text AS "kind", "id" FROM "changed"
    UNION ALL SELECT DISTINCT m."organization_id", 'candidate'::text, m."crew_profile_id" FROM "job_posting_matches" m
      WHERE m."job_posting_id" IN (SELECT "id" FROM "changed")) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_move_list_versions_update" AFTER UPDATE ON "job_postings"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_for_postings"();--> statement-breakpoint
-- A posting or profile deleted: its own list, so that a page held for it (an empty list, which no
-- match version's delete would move) is not answered where a new build answers not_found.
CREATE FUNCTION "move_match_list_versions_of_deleted_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(array_agg("organization_id"), array_agg('posting'::text), array_agg("id")) FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_move_list_versions_delete" AFTER DELETE ON "job_postings"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_deleted_postings"();--> statement-breakpoint
CREATE FUNCTION "move_match_list_versions_of_deleted_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_match_list_versions_of(array_agg("organization_id"), array_agg('candidate'::text), array_agg("id")) FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_move_list_versions_delete" AFTER DELETE ON "crew_profiles"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions_of_deleted_profiles"();
