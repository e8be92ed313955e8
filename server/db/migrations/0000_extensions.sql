-- Extensions both engines provide: PGlite bundles them as contrib modules, PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
