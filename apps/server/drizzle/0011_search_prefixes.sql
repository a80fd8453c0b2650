-- A word typed in the search box is a prefix ("Hay" finds Haydn). GIN answers a prefix by
-- merging the postings of every indexed word that begins with it into a bitmap it must then
-- recheck, where it looks exact words up directly and skips through the rarer one's postings:
-- measured at 1M documents, 'haydn':* & 'missa':* took 108 ms, 'haydn' & 'missa' 17 ms. So the
-- search spells a prefix out as the words of the index that begin with it, when there are few
-- (partitura_prefixes). search_words lists every word for that, short and long ones too (a
-- shelfmark's "Ms"); numbers stay out (there are as many as shelfmarks) and keep their prefix.
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);
--> statement-breakpoint
CREATE FUNCTION partitura_listed_word(word text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT word <> '' AND word !~ '^[0-9]+$'
$$;
--> statement-breakpoint
-- A query's prefixes ('missa':*) as the listed words that begin so ('missa' | 'missae'), when at
-- most 32 do; any other prefix (a number, one with more or no listed words) stays a prefix. The
-- words listed are a superset of those the documents hold (never removed), so the query finds
-- exactly what the prefix finds. No ORDER BY: the prefix index (text_pattern_ops) finds the
-- words, where an order by the database's collation would walk the primary key instead. Lexemes
-- hold no ASCII punctuation (partitura_words, the query's words alike), so none needs quoting
-- or escaping here.
CREATE FUNCTION partitura_prefixes(query tsquery) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  result text := query::text;
  prefix text;
  words text[];
BEGIN
  FOR prefix IN
    SELECT DISTINCT hit[1] FROM regexp_matches(result, '''([^'']+)'':\*(?![A-D])', 'g') AS hit
  LOOP
    CONTINUE WHEN NOT partitura_listed_word(prefix);
    SELECT array_agg(w.word) INTO words FROM (
      SELECT s.word FROM search_words s WHERE s.word LIKE prefix || '%' LIMIT 33) w;
    CONTINUE WHEN words IS NULL OR cardinality(words) > 32;
    result := regexp_replace(result, '''' || prefix || ''':\*(?![A-D])',
      '(' || array_to_string(ARRAY(SELECT '''' || w || '''' FROM unnest(words) w), ' | ') || ')', 'g');
  END LOOP;
  RETURN result::tsquery;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh(refresh_kind text, ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  wanted bigint[];
BEGIN
  SELECT array_agg(DISTINCT id ORDER BY id) INTO wanted FROM unnest(ids) AS id WHERE id IS NOT NULL;
  IF wanted IS NULL THEN RETURN; END IF;
  IF refresh_kind = 'score' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM scores r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_score_documents v
     WHERE v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSIF refresh_kind = 'person' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM people r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_person_documents v
     WHERE v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSIF refresh_kind = 'entry' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM entries r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_entry_documents v
     WHERE v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSIF refresh_kind = 'catalog' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM catalogs r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_other_documents v
     WHERE v.kind = 'catalog' AND v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSIF refresh_kind = 'collection' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM collections r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_other_documents v
     WHERE v.kind = 'collection' AND v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSIF refresh_kind = 'publication' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM publications r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_other_documents v
     WHERE v.kind = 'publication' AND v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSIF refresh_kind = 'place' THEN
    DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
       AND NOT EXISTS (SELECT 1 FROM places r WHERE r.id = d.record_id);
    INSERT INTO search_documents SELECT * FROM search_other_documents v
     WHERE v.kind = 'place' AND v.record_id = ANY (wanted) ORDER BY v.record_id
    ON CONFLICT (kind, record_id) DO UPDATE SET
      document = excluded.document, names = excluded.names, fields = excluded.fields,
      facets = excluded.facets, exact_key = excluded.exact_key, sort_title = excluded.sort_title,
      sort_shelfmark = excluded.sort_shelfmark, sort_composer = excluded.sort_composer,
      changed_at = excluded.changed_at;
  ELSE
    RAISE EXCEPTION 'search_refresh: unknown kind %', refresh_kind;
  END IF;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_documents d, unnest(tsvector_to_array(d.document)) w
   WHERE d.kind = refresh_kind AND d.record_id = ANY (wanted)
     AND partitura_listed_word(w)
   ORDER BY w
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_reindex() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  TRUNCATE search_documents, search_pending;
  INSERT INTO search_documents SELECT * FROM search_score_documents;
  INSERT INTO search_documents SELECT * FROM search_person_documents;
  INSERT INTO search_documents SELECT * FROM search_entry_documents;
  INSERT INTO search_documents SELECT * FROM search_other_documents;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_documents d, unnest(tsvector_to_array(d.document)) w
   WHERE partitura_listed_word(w)
  ON CONFLICT DO NOTHING;
  SELECT count(*) INTO total FROM search_documents;
  RETURN total;
END $$;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM search_documents d, unnest(tsvector_to_array(d.document)) w
 WHERE (length(w) < 3 OR length(w) > 40) AND partitura_listed_word(w)
ON CONFLICT DO NOTHING;
