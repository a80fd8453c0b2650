-- A shelfmark typed with its library's siglum ("CH-E 215", "CHE 215", "CH-E215") is also read as
-- that shelfmark within the collections of that siglum (search/sigla.ts). The search asks which
-- starts of the query are a collection's siglum, compared as exact keys (case, spaces and
-- punctuation aside): this index answers it without reading every collection.
CREATE INDEX "collections_siglum_key_idx" ON "collections" USING btree (partitura_exact_key("prefix"));
