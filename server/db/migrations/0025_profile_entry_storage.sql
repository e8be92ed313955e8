-- Written by hand (issue 16): how a crew profile's search entry is laid out on disk. An entry is about
-- 2.3 KB (the tsvector ~1.4 KB, the vocabulary's words ~0.5 KB, the certificates' validity ~0.3 KB), over
-- the 2 KB at which PostgreSQL moves values out of line, and it moved the tsvector, which every search
-- reads for each match (the text match's recheck and the rank), to the TOAST table: three or four more
-- page reads a match. Now the tsvector and the certificates' validity (read by the certificate filter for
-- each match) stay in the row (MAIN), and the words, which only the indexer reads, go out of line first
-- (EXTERNAL). Measured on the search bench: counting and ranking the 8,040 matches of "GMDSS" in the
-- largest organization (40,000 profiles) took 37.5 ms against 57.8 ms; the 4,330 matches of a
-- two-certificate filter in a typical one (8,422 profiles) 21.6 ms against 39.3 ms.
-- The UPDATE rewrites each entry so that the rule applies to the rows already there.
ALTER TABLE "profile_search_entries" ALTER COLUMN "document" SET STORAGE MAIN, ALTER COLUMN "certificate_validity" SET STORAGE MAIN,
  ALTER COLUMN "words" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "profile_search_entries"
SET "document" = "document" || ''::tsvector, "certificate_validity" = "certificate_validity" || '{}'::jsonb, "words" = "words" || '{}'::text[];
