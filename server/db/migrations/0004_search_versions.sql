CREATE TABLE "search_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_postings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "job_postings_summary_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_versions" ADD CONSTRAINT "search_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_org_search_order_idx" ON "job_postings" USING btree ("organization_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): every statement that writes job postings
-- or their assignees moves the search version of each organization it touched, in the same
-- transaction. Statement-level, so a batch of a thousand rows costs one update per organization.
CREATE FUNCTION "bump_search_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_versions" AS v ("organization_id", "version")
      SELECT DISTINCT "organization_id", 1 FROM "new_rows"
      ON CONFLICT ("organization_id") DO UPDATE SET "version" = v."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "search_versions" AS v ("organization_id", "version")
      SELECT DISTINCT o."organization_id", 1 FROM "old_rows" o JOIN "organizations" ON "organizations"."id" = o."organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "version" = v."version" + 1;
  ELSE
    INSERT INTO "search_versions" AS v ("organization_id", "version")
      SELECT "organization_id", 1 FROM "new_rows" UNION SELECT "organization_id", 1 FROM "old_rows"
      ON CONFLICT ("organization_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_search_insert" AFTER INSERT ON "job_postings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_versions"();--> statement-breakpoint
CREATE TRIGGER "job_postings_search_update" AFTER UPDATE ON "job_postings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_versions"();--> statement-breakpoint
CREATE TRIGGER "job_postings_search_delete" AFTER DELETE ON "job_postings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_versions"();--> statement-breakpoint
CREATE TRIGGER "job_posting_assignees_search_insert" AFTER INSERT ON "job_posting_assignees" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_versions"();--> statement-breakpoint
CREATE TRIGGER "job_posting_assignees_search_update" AFTER UPDATE ON "job_posting_assignees" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_versions"();--> statement-breakpoint
CREATE TRIGGER "job_posting_assignees_search_delete" AFTER DELETE ON "job_posting_assignees" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_versions"();
