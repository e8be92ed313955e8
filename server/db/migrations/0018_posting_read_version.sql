ALTER TABLE "job_postings" ADD COLUMN "read_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A new read_version for every posting written, as 0008 does for profiles and applications: the
-- candidate's match list shows the posting's title, summary, short id and state, and keeps its items
-- rendered under this version. Rows written before this migration keep 0 until their next write.
CREATE TRIGGER "job_postings_read_version" BEFORE INSERT OR UPDATE ON "job_postings" FOR EACH ROW EXECUTE FUNCTION "next_read_version"();
