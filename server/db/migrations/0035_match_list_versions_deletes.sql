-- A posting or profile deleted with no match versions (its list empty) takes none with it, so 0034's
-- triggers on job_posting_matches do not see it go: its held first page (an empty list) must not
-- outlive it, where a new build answers not_found.
CREATE TRIGGER "job_postings_move_list_versions_delete" AFTER DELETE ON "job_postings"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();--> statement-breakpoint
CREATE TRIGGER "crew_profiles_move_list_versions_delete" AFTER DELETE ON "crew_profiles"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_match_list_versions"();
