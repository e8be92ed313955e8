-- Written by hand (issue 16): every lexeme of a search entry starts with its organization's scope, the
-- last three characters of the organization's id ("c49officer"), and the organization's own key
-- ('#o:<id>') is gone: searches ask for scoped lexemes instead of ANDing that key in
-- (server/search/search-document.ts, lexemeScope, says why). This rewrites the entries already there,
-- as the indexers would now write them: same words, keys, positions and weights.
CREATE FUNCTION "scope_lexemes"("doc" tsvector, "scope" text, "dropped" text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(
      '''' || replace(replace("scope" || lexeme, '\', '\\'), '''', '''''') || ''''
        || coalesce(':' || (SELECT string_agg(p::text || w, ',') FROM unnest(positions, weights) AS x(p, w)), ''),
      ' ')::tsvector, ''::tsvector)
  FROM unnest("doc") WHERE lexeme <> "dropped"
$$;--> statement-breakpoint
UPDATE "posting_search_entries"
SET "document" = "scope_lexemes"("document", right("organization_id"::text, 3), '#o:' || "organization_id"::text);--> statement-breakpoint
UPDATE "profile_search_entries"
SET "document" = "scope_lexemes"("document", right("organization_id"::text, 3), '#o:' || "organization_id"::text);--> statement-breakpoint
DROP FUNCTION "scope_lexemes"(tsvector, text, text);
