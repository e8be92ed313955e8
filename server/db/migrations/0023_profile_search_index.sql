-- Written by hand (issue 16, crew-profile search): the search index of crew profiles, the twin of the
-- posting index of 0019 (server/search/README-decisions.md, "Crew-profile search"). One entry per
-- profile, written by the search.profile job (server/search/profile-indexer.ts), never in the writing
-- transaction; the organization's vocabulary of the entries' words for typo tolerance, in tables of
-- its own (a posting word is no correction for a profile search, nor the reverse). Not in schema.ts:
-- the service reads and writes these tables in SQL text only (server/search/).
CREATE TABLE "profile_search_entries" (
	"crew_profile_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	-- The profile's words and keys (server/search/profile-document.ts): names, email, ranks held,
	-- vessel types sailed, certificates, nationality, and the filter keys #r: #v: #c: #n: #o:.
	"document" "tsvector" NOT NULL,
	-- The distinct words the entry adds to the organization's vocabulary (profile_search_words).
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	-- Each certificate on record → the last day one of its records is valid ('YYYY-MM-DD'), or null
	-- when one never expires: the certificate filter's "valid today" is checked against it in the query.
	"certificate_validity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- crew_profiles.search_version the entry was built from.
	"version" bigint NOT NULL,
	"removed_at" timestamp (6) with time zone,
	"indexed_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_search_word_variants" (
	"organization_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "profile_search_word_variants_organization_id_variant_word_pk" PRIMARY KEY("organization_id","variant","word")
);
--> statement-breakpoint
CREATE TABLE "profile_search_words" (
	"organization_id" uuid NOT NULL,
	"word" text NOT NULL,
	"profiles" integer NOT NULL,
	CONSTRAINT "profile_search_words_organization_id_word_pk" PRIMARY KEY("organization_id","word")
);
--> statement-breakpoint
ALTER TABLE "crew_profiles" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_search_entries" ADD CONSTRAINT "profile_search_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_search_word_variants" ADD CONSTRAINT "profile_search_word_variants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_search_words" ADD CONSTRAINT "profile_search_words_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- fastupdate off as 0019's: PGlite never vacuums by itself, so a pending list would only grow.
CREATE INDEX "profile_search_entries_document_idx" ON "profile_search_entries" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profile_search_entries_removed_idx" ON "profile_search_entries" USING btree ("organization_id","removed_at") WHERE "profile_search_entries"."removed_at" is not null;--> statement-breakpoint

-- A new search_version on insert, and on an update of what the entry holds: the name, the email, or
-- the profile's match_inputs_version, which 0016 moves in the writing transaction on every write to
-- the profile's sea-service records, certificates and latest identity extractions (its nationality):
-- exactly the rest of what the entry holds. (An application's insert moves it too, 0016 says: one
-- needless re-index of that profile.) Named to run after 0016's crew_profiles_match_inputs_version
-- (BEFORE triggers run in name order), so it sees the version that trigger gives.
CREATE FUNCTION "next_profile_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW."given_name", NEW."family_name", NEW."primary_email", NEW."match_inputs_version")
      IS DISTINCT FROM (OLD."given_name", OLD."family_name", OLD."primary_email", OLD."match_inputs_version") THEN
    NEW."search_version" := nextval('read_versions');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_search_version" BEFORE INSERT OR UPDATE ON "crew_profiles" FOR EACH ROW EXECUTE FUNCTION "next_profile_search_version"();--> statement-breakpoint

-- Queued in the writing transaction through enqueue_job (0011, 0022), one job per profile however many
-- rows a statement writes, as 0019's for postings: the job commits or rolls back with the write, so a
-- crash between the two loses nothing.
CREATE FUNCTION "queue_profile_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM enqueue_job('search.profile', "id"::text, "organization_id") FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM enqueue_job('search.profile', n."id"::text, n."organization_id")
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."search_version" IS DISTINCT FROM o."search_version";
  ELSE
    -- A profile deleted with its organization has no entry left to drop (the entries cascade).
    PERFORM enqueue_job('search.profile', o."id"::text, o."organization_id")
    FROM "old_rows" o WHERE EXISTS (SELECT 1 FROM "organizations" WHERE "organizations"."id" = o."organization_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "crew_profiles_queue_search_insert" AFTER INSERT ON "crew_profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_profile_search"();--> statement-breakpoint
CREATE TRIGGER "crew_profiles_queue_search_update" AFTER UPDATE ON "crew_profiles"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_profile_search"();--> statement-breakpoint
CREATE TRIGGER "crew_profiles_queue_search_delete" AFTER DELETE ON "crew_profiles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_profile_search"();--> statement-breakpoint

-- Profiles written before this migration: search_version 0 and no entry yet, so each is queued once.
SELECT enqueue_job('search.profile', "id"::text, "organization_id") FROM "crew_profiles";
