-- Authority identifiers (issue 25): people, places and publications name themselves in the GND,
-- VIAF, RISM, Wikidata and ISNI as `scheme:value` (domain authority-ids.ts), looked up by `@>`
-- ("gnd:118584596" typed as a search) through a GIN index.
ALTER TABLE "people" ADD COLUMN "authority_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "authority_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "authority_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "people_authority_ids_idx" ON "people" USING gin ("authority_ids");--> statement-breakpoint
CREATE INDEX "places_authority_ids_idx" ON "places" USING gin ("authority_ids");--> statement-breakpoint
CREATE INDEX "publications_authority_ids_idx" ON "publications" USING gin ("authority_ids");