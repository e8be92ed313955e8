-- Written by hand (issue 16): how a crew profile's search entry is laid out on disk. An entry is about
-- 2.3 KB (the tsvector ~1.4 KB, the vocabulary's words ~0.5 KB, the certificates' validity ~0.3 KB), over
-- the 2 KB at which PostgreSQL moves values out of line, and it moved the tsvector, which every search
-- reads for each match (the text match's recheck and the rank), to the TOAST table: three or four more
-- page reads a match. Now the tsvector stays in the row (compressed: MAIN) and the words, which only the
-- indexer reads, go out of line first (EXTERNAL). Measured on the search bench's largest organization
-- (40,000 profiles): counting and ranking the 8,040 matches of "GMDSS" took 37.5 ms against 57.8 ms.
-- The UPDATE rewrites each entry so that the rule applies to the rows already there.
ALTER TABLE "profile_search_entries" ALTER COLUMN "document" SET STORAGE MAIN, ALTER COLUMN "words" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "profile_search_entries" SET "document" = "document" || ''::tsvector, "words" = "words" || '{}'::text[];
