-- The documents of every kind but scores, indexed apart: a search of people, entries, catalogs…
-- reads their postings only, not those of the scores that share a word (a composer's name is
-- in 130,000 scores and 25,000 entries at 1M). The planner proves kind = 'person' implies it.
CREATE INDEX "search_documents_other_document_idx" ON "search_documents" USING gin ("document") WHERE "search_documents"."kind" <> 'score';--> statement-breakpoint
CREATE INDEX "search_documents_other_facets_idx" ON "search_documents" USING gin ("facets") WHERE "search_documents"."kind" <> 'score';