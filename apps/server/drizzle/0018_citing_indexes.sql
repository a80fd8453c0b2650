-- A place's and a publication's view page the attributions and literature references that cite
-- them in the order of an index on (reference, id): a page skips index entries, never sorts a
-- million rows. The new indexes are built before the single-column ones they replace are dropped.
CREATE INDEX "attributions_publication_id_id_idx" ON "attributions" USING btree ("publication_id","id");--> statement-breakpoint
CREATE INDEX "attributions_place_id_id_idx" ON "attributions" USING btree ("place_id","id");--> statement-breakpoint
CREATE INDEX "publication_scores_publication_id_id_idx" ON "publication_scores" USING btree ("publication_id","id");--> statement-breakpoint
DROP INDEX "attributions_publication_id_idx";--> statement-breakpoint
DROP INDEX "attributions_place_id_idx";--> statement-breakpoint
DROP INDEX "publication_scores_publication_id_idx";
