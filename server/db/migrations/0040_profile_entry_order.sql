-- Written by hand (issue 16). A crew-profile search with filters and no query lists its matches newest
-- first. Its count stops at 1,000 (profile-search-repository.ts); when more match, the page is read by
-- walking the organization's live entries in that order from the cursor's position and checking each
-- against the filters, instead of ranking the first matches the index returns, which are not the newest
-- and end after the count's cap. A common filter fills a page after a few dozen entries.
CREATE INDEX "profile_search_entries_org_order_idx" ON "profile_search_entries" ("organization_id", "created_at" DESC, "crew_profile_id") WHERE "removed_at" IS NULL;
