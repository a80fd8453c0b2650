-- Issue 24: a score's incipits in order with their melody, so that a search document walked in
-- a page's order is asked whether an incipit has one of a query's melodies by the index alone.
DROP INDEX "incipits_score_id_position_idx";--> statement-breakpoint
CREATE INDEX "incipits_score_id_position_melody_id_idx" ON "incipits" USING btree ("score_id","position","melody_id");
