-- The melodic search reads each distinct melody once (issue 24; scores/melody-repository.ts): an
-- archive repeats an incipit in its copies, parts and editions (the benchmark's 1,500,000
-- incipits hold 1,331 melodies), and the GIN index of n-gram keys, strpos and the near matches'
-- verification cost as many rows as there are melodies, not incipits. An incipit names its
-- melody (melody_id); the scores of a set of melodies are read by incipits(melody_id, score_id).
CREATE TABLE "melodies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "melodies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" uuid NOT NULL,
	"melody" text NOT NULL,
	"melody_index" text NOT NULL,
	"melody_grams" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incipits" ADD COLUMN "melody_id" bigint;--> statement-breakpoint
-- The stored melodies, each once (key: md5 of the notes, as saveMelodies writes it).
INSERT INTO "melodies" ("key", "melody", "melody_index", "melody_grams")
SELECT DISTINCT ON (md5("melody")) md5("melody")::uuid, "melody", "melody_index", "melody_grams"
  FROM "incipits"
 WHERE "melody_index" IS NOT NULL AND "melody_grams" IS NOT NULL
 ORDER BY md5("melody");--> statement-breakpoint
CREATE UNIQUE INDEX "melodies_key_idx" ON "melodies" USING btree ("key");--> statement-breakpoint
-- A score's search document holds its incipits' texts, not their melodies: an update that
-- changes only the melody (npm run reindex) rebuilds no document.
CREATE OR REPLACE FUNCTION search_follow_incipits() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  melody_columns constant text[] := '{melody,melody_id}';
BEGIN
  PERFORM search_refresh('score', ARRAY(
    SELECT DISTINCT x.score_id
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
           LATERAL (VALUES (n.score_id), (o.score_id)) x(score_id)
     WHERE to_jsonb(n) - melody_columns IS DISTINCT FROM to_jsonb(o) - melody_columns));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each row is written anew, without the columns the melodies now hold (dropped first, with
-- their GIN index, so the new rows are narrower) and without following the search documents
-- (only the melody changes). Only a melody with notes has a row.
DROP INDEX "incipits_melody_grams_idx";--> statement-breakpoint
ALTER TABLE "incipits" DROP COLUMN "melody_index";--> statement-breakpoint
ALTER TABLE "incipits" DROP COLUMN "melody_grams";--> statement-breakpoint
ALTER TABLE "incipits" DISABLE TRIGGER "search_incipits_update";--> statement-breakpoint
UPDATE "incipits" i SET "melody_id" = m."id"
  FROM "melodies" m
 WHERE m."key" = md5(i."melody")::uuid;--> statement-breakpoint
ALTER TABLE "incipits" ENABLE TRIGGER "search_incipits_update";--> statement-breakpoint
CREATE INDEX "melodies_melody_grams_idx" ON "melodies" USING gin ("melody_grams");--> statement-breakpoint
ALTER TABLE "incipits" ADD CONSTRAINT "incipits_melody_id_melodies_id_fk" FOREIGN KEY ("melody_id") REFERENCES "public"."melodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incipits_melody_id_score_id_idx" ON "incipits" USING btree ("melody_id","score_id");--> statement-breakpoint
-- A broad query's page asks a score walked by the needle when its melodies are too many to
-- list (scores/melody-repository.ts melodyScoresCondition): through the incipit's melody now.
CREATE OR REPLACE FUNCTION melody_matches(score bigint, needle text) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM incipits i JOIN melodies m ON m.id = i.melody_id
                  WHERE i.score_id = score AND strpos(m.melody_index, needle) > 0);
END $$;
