CREATE SEQUENCE "public"."read_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "crew_profiles" ADD COLUMN "read_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "read_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A new read_version for every row written, inserted rows too: a row deleted and inserted again under
-- the same id must not look unchanged. The triggers of 0007 keep their columns by updating these
-- rows, so what they write gets a new version as well.
CREATE FUNCTION "next_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."read_version" := nextval('"read_versions"');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_read_version" BEFORE INSERT OR UPDATE ON "crew_profiles" FOR EACH ROW EXECUTE FUNCTION "next_read_version"();--> statement-breakpoint
CREATE TRIGGER "job_applications_read_version" BEFORE INSERT OR UPDATE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "next_read_version"();
