-- drizzle-kit does not emit CREATE EXTENSION, so the extensions the search needs come first.
-- pg_trgm: fuzzy (trigram) matching of names and titles; unaccent: accent-insensitive search.
-- PGlite must be opened with both extensions loaded (see core/db.ts pgliteExtensions()).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
