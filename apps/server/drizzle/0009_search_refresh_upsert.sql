-- Search documents, second round (after a review at scale):
-- * a shelfmark "typed as written" ignores punctuation and spacing ("Ms.12" is Ms. 12);
-- * search_refresh writes with ON CONFLICT (two transactions rebuilding one document no longer
--   collide on its key) and removes only the documents whose record is gone, in id order;
-- * a person's score documents are rebuilt only when a name's text changes (not when a save
--   writes the same names again);
-- * a page moved to another catalog rebuilds its entries and their scores;
-- * a score's watermarks are words of its document (the advanced field needs them there).

-- The text compared for "typed as written": folded, without spaces and ASCII punctuation.
CREATE FUNCTION partitura_exact_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(partitura_fold(value), '[\s!-/:-@[-`{-~]+', '', 'g');
--> statement-breakpoint
CREATE OR REPLACE VIEW search_score_documents AS
SELECT 'score'::text AS kind, s.id AS record_id,
  partitura_words(concat_ws(' ', s.shelfmark, s.former_shelfmarks, s.short_title), 'A')
    || partitura_words(concat_ws(' ', s.title, s.opus, aut.names, g.names), 'B')
    || partitura_words(concat_ws(' ', s.key, v.voices, other.names, p.dates), 'C')
    || partitura_words(concat_ws(' ', i.texts, s.provenance, s.notes, p.texts, p.watermarks), 'D') AS document,
  coalesce(partitura_fold(concat_ws(' ', s.short_title, s.title, aut.names, other.names)), '') AS names,
  jsonb_strip_nulls(jsonb_build_object(
    'composer', partitura_fold(aut.names),
    'title', partitura_fold(concat_ws(' ', s.title, s.short_title)),
    'shelfmark', partitura_fold(concat_ws(' ', s.shelfmark, s.former_shelfmarks)),
    'text_incipit', partitura_fold(i.texts),
    'watermark', partitura_fold(p.watermarks),
    'provenance', partitura_fold(s.provenance),
    'date', partitura_fold(p.dates))) AS fields,
  ARRAY['kind:score', 'collection:' || s.collection_id,
        CASE WHEN dc.digitized THEN 'digital:yes' ELSE 'digital:no' END]
    || CASE WHEN s.key IS NULL THEN '{}'::text[] ELSE ARRAY['key:' || s.key] END
    || coalesce(aut.facets, '{}') || coalesce(g.facets, '{}') || coalesce(p.facets, '{}')
    || coalesce(v.facets, '{}') || coalesce(c.facets, '{}') AS facets,
  partitura_exact_key(s.shelfmark) AS exact_key,
  partitura_natural_key(coalesce(nullif(s.title, ''), s.short_title)) AS sort_title,
  s.shelfmark_key AS sort_shelfmark,
  coalesce(partitura_fold(aut.first_name), '') AS sort_composer,
  s.updated_at AS changed_at
FROM scores s
LEFT JOIN LATERAL (
  SELECT string_agg(pn.name, ' ' ORDER BY a.position, pn.position) AS names,
         array_agg(DISTINCT 'composer:' || a.person_id) AS facets,
         (array_agg(pn.name ORDER BY a.position, pn."primary" DESC, pn.position))[1] AS first_name
    FROM attributions a JOIN person_names pn ON pn.person_id = a.person_id
   WHERE a.score_id = s.id AND a.function = 'aut') aut ON true
LEFT JOIN LATERAL (
  SELECT string_agg(pn.name, ' ' ORDER BY a.position, pn.position) AS names
    FROM attributions a JOIN person_names pn ON pn.person_id = a.person_id
   WHERE a.score_id = s.id AND a.function <> 'aut') other ON true
LEFT JOIN LATERAL (
  SELECT string_agg(ge.name, ' ' ORDER BY sg.position) AS names,
         array_agg('genre:' || sg.genre_id) AS facets
    FROM score_genres sg JOIN genres ge ON ge.id = sg.genre_id
   WHERE sg.score_id = s.id) g ON true
LEFT JOIN LATERAL (
  SELECT string_agg(concat_ws(' ', pa.extent, pa.wear, pa.notes), ' ') AS texts,
         string_agg(pa.watermark, ' ') AS watermarks,
         string_agg(pa.date, ' ') AS dates,
         array_agg(DISTINCT 'part:' || pa.type) AS facets
    FROM parts pa WHERE pa.score_id = s.id) p ON true
LEFT JOIN LATERAL (
  SELECT string_agg(sv.voice, ' ' ORDER BY sv.position) AS voices,
         array_agg(DISTINCT 'voice:' || sv.voice) AS facets
    FROM score_voices sv WHERE sv.score_id = s.id) v ON true
LEFT JOIN LATERAL (
  SELECT string_agg(concat_ws(' ', inc.text, inc.tempo, inc.part), ' ' ORDER BY inc.position) AS texts
    FROM incipits inc WHERE inc.score_id = s.id) i ON true
LEFT JOIN LATERAL (
  SELECT array_agg(DISTINCT 'catalog:' || pg.catalog_id) AS facets
    FROM entries e JOIN pages pg ON pg.id = e.page_id WHERE e.score_id = s.id) c ON true
LEFT JOIN LATERAL (
  SELECT EXISTS (SELECT 1 FROM digital_copies d
                  WHERE d.digitizable_type = 'score' AND d.digitizable_id = s.id) AS digitized) dc ON true;
--> statement-breakpoint
CREATE OR REPLACE VIEW search_entry_documents AS
SELECT 'entry'::text AS kind, e.id AS record_id,
  partitura_words(concat_ws(' ', e.number, e.signature), 'A')
    || partitura_words(concat_ws(' ', e.composer, e.genre), 'B')
    || partitura_words(concat_ws(' ', e.annotation, e.notes), 'D') AS document,
  coalesce(partitura_fold(e.composer), '') AS names,
  '{}'::jsonb AS fields,
  ARRAY['kind:entry', 'catalog:' || pg.catalog_id, 'collection:' || ca.collection_id] AS facets,
  partitura_exact_key(e.signature) AS exact_key,
  coalesce(partitura_natural_key(concat_ws(' ', e.composer, e.genre)), '') AS sort_title,
  coalesce(partitura_natural_key(e.signature), '') AS sort_shelfmark,
  coalesce(partitura_fold(e.composer), '') AS sort_composer,
  ca.updated_at AS changed_at
FROM entries e JOIN pages pg ON pg.id = e.page_id JOIN catalogs ca ON ca.id = pg.catalog_id;
--> statement-breakpoint
-- Static statements per kind (not EXECUTE): PL/pgSQL keeps their plans, which matters on every
-- save (a score's save runs this a dozen times).
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
     AND length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
   ORDER BY w
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_follow_person_names() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  people_changed bigint[];
  names_changed bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT person_id) INTO people_changed FROM new_rows;
    names_changed := people_changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT person_id) INTO people_changed FROM old_rows;
    names_changed := people_changed;
  ELSE
    SELECT array_agg(DISTINCT x.person_id) INTO people_changed FROM (
      SELECT n.person_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.name, n.person_id, n."primary", n.position)
             IS DISTINCT FROM (o.name, o.person_id, o."primary", o.position)
      UNION SELECT o.person_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.person_id <> o.person_id) x;
    -- Score documents hold the names' text: only a changed text rebuilds them.
    SELECT array_agg(DISTINCT x.person_id) INTO names_changed FROM (
      SELECT n.person_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.name IS DISTINCT FROM o.name OR n.person_id <> o.person_id
      UNION SELECT o.person_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.person_id <> o.person_id) x;
  END IF;
  PERFORM search_refresh('person', people_changed);
  IF names_changed IS NOT NULL THEN
    PERFORM search_refresh('score', ARRAY(
      SELECT DISTINCT a.score_id FROM attributions a WHERE a.person_id = ANY (names_changed)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A page moved to another catalog: its entries' catalog and collection, and the catalogs their
-- scores are listed in, change.
CREATE FUNCTION search_follow_pages() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE n.catalog_id <> o.catalog_id;
  IF moved IS NOT NULL THEN
    PERFORM search_refresh('entry', ARRAY(SELECT e.id FROM entries e WHERE e.page_id = ANY (moved)));
    PERFORM search_refresh('score', ARRAY(
      SELECT DISTINCT e.score_id FROM entries e WHERE e.page_id = ANY (moved) AND e.score_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_pages_update AFTER UPDATE ON pages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_pages();
--> statement-breakpoint
SELECT search_reindex();
