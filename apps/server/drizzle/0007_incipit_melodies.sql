-- The melody of each incipit for the melodic search (issue 9; domain melody*.ts): its notes, the
-- search text and its n-gram keys under a GIN index. Saves write them with the incipit; rows
-- stored before this migration stay NULL until `npm run reindex` computes them (Verovio runs in
-- Node, not in SQL).
ALTER TABLE "incipits" ADD COLUMN "melody" text;--> statement-breakpoint
ALTER TABLE "incipits" ADD COLUMN "melody_index" text;--> statement-breakpoint
ALTER TABLE "incipits" ADD COLUMN "melody_grams" integer[];--> statement-breakpoint
CREATE INDEX "incipits_melody_grams_idx" ON "incipits" USING gin ("melody_grams");--> statement-breakpoint
-- A score's search document holds its incipits' texts, not their melodies: an update that
-- changes only melody columns (npm run reindex) rebuilds no document. Any other change does,
-- whatever the column, as search_follow did.
CREATE FUNCTION search_follow_incipits() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  melody_columns constant text[] := '{melody,melody_index,melody_grams}';
BEGIN
  PERFORM search_refresh('score', ARRAY(
    SELECT DISTINCT x.score_id
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
           LATERAL (VALUES (n.score_id), (o.score_id)) x(score_id)
     WHERE to_jsonb(n) - melody_columns IS DISTINCT FROM to_jsonb(o) - melody_columns));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER search_incipits_update ON incipits;
--> statement-breakpoint
CREATE TRIGGER search_incipits_update AFTER UPDATE ON incipits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_incipits();
