-- Written by hand (issue 16): each crew profile's search entry keeps the profile's created_at, the
-- search order's tie-break, so that a search reads its matches, their count and their order from the
-- entries alone. Before, every match was joined to its crew_profiles row for that one column: in the
-- search bench's largest organization (40,000 profiles, crew_profiles 670 MB) a query with 8,040
-- matches spent 150 of its 240 ms on those lookups. created_at never changes, so the copy cannot go
-- stale; the indexer (server/search/profile-indexer.ts) writes it with the entry, tombstones have none.
ALTER TABLE "profile_search_entries" ADD COLUMN "created_at" timestamp (6) with time zone;--> statement-breakpoint
UPDATE "profile_search_entries" "s" SET "created_at" = "p"."created_at" FROM "crew_profiles" "p" WHERE "p"."id" = "s"."crew_profile_id";
