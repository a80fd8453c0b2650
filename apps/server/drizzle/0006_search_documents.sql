-- The search documents (issue 9): what each kind's document holds (a view per kind), how one is
-- rebuilt (search_refresh), the triggers that rebuild the documents a statement touched in the
-- same transaction, and search_reindex() to rebuild them all (run at the end: existing databases
-- get their documents here).

CREATE VIEW search_score_documents AS
SELECT 'score'::text AS kind, s.id AS record_id,
  partitura_words(concat_ws(' ', s.shelfmark, s.former_shelfmarks, s.short_title), 'A')
    || partitura_words(concat_ws(' ', s.title, s.opus, aut.names, g.names), 'B')
    || partitura_words(concat_ws(' ', s.key, v.voices, other.names, p.dates), 'C')
    || partitura_words(concat_ws(' ', i.texts, s.provenance, s.notes, p.texts), 'D') AS document,
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
  regexp_replace(btrim(partitura_fold(s.shelfmark)), '\s+', ' ', 'g') AS exact_key,
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
CREATE VIEW search_person_documents AS
SELECT 'person'::text AS kind, pe.id AS record_id,
  partitura_words(n.names, 'A')
    || partitura_words(concat_ws(' ', pe.profession, pe.dates), 'B')
    || partitura_words(pe.first_mass, 'C')
    || partitura_words(pe.notes, 'D') AS document,
  coalesce(partitura_fold(n.names), '') AS names,
  '{}'::jsonb AS fields,
  ARRAY['kind:person', CASE WHEN pe.cleric THEN 'cleric:yes' ELSE 'cleric:no' END]
    || CASE WHEN nullif(btrim(pe.profession), '') IS NULL THEN '{}'::text[]
            ELSE ARRAY['profession:' || btrim(pe.profession)] END AS facets,
  NULL::text AS exact_key,
  coalesce(partitura_natural_key(n.first_name), '') AS sort_title,
  ''::text AS sort_shelfmark,
  ''::text AS sort_composer,
  pe.updated_at AS changed_at
FROM people pe
LEFT JOIN LATERAL (
  SELECT string_agg(pn.name, ' ' ORDER BY pn.position) AS names,
         (array_agg(pn.name ORDER BY pn."primary" DESC, pn.position))[1] AS first_name
    FROM person_names pn WHERE pn.person_id = pe.id) n ON true;
--> statement-breakpoint
CREATE VIEW search_entry_documents AS
SELECT 'entry'::text AS kind, e.id AS record_id,
  partitura_words(concat_ws(' ', e.number, e.signature), 'A')
    || partitura_words(concat_ws(' ', e.composer, e.genre), 'B')
    || partitura_words(concat_ws(' ', e.annotation, e.notes), 'D') AS document,
  coalesce(partitura_fold(e.composer), '') AS names,
  '{}'::jsonb AS fields,
  ARRAY['kind:entry', 'catalog:' || pg.catalog_id, 'collection:' || ca.collection_id] AS facets,
  regexp_replace(btrim(partitura_fold(e.signature)), '\s+', ' ', 'g') AS exact_key,
  coalesce(partitura_natural_key(concat_ws(' ', e.composer, e.genre)), '') AS sort_title,
  coalesce(partitura_natural_key(e.signature), '') AS sort_shelfmark,
  coalesce(partitura_fold(e.composer), '') AS sort_composer,
  ca.updated_at AS changed_at
FROM entries e JOIN pages pg ON pg.id = e.page_id JOIN catalogs ca ON ca.id = pg.catalog_id;
--> statement-breakpoint
CREATE VIEW search_other_documents AS
SELECT 'catalog'::text AS kind, ca.id AS record_id, partitura_words(ca.name, 'A') AS document,
  partitura_fold(ca.name) AS names, '{}'::jsonb AS fields,
  ARRAY['kind:catalog', 'collection:' || ca.collection_id] AS facets, NULL::text AS exact_key,
  partitura_natural_key(ca.name) AS sort_title, ''::text AS sort_shelfmark, ''::text AS sort_composer,
  ca.updated_at AS changed_at
FROM catalogs ca
UNION ALL
SELECT 'collection', co.id, partitura_words(concat_ws(' ', co.name, co.prefix), 'A'),
  partitura_fold(co.name), '{}'::jsonb, ARRAY['kind:collection'], NULL,
  partitura_natural_key(co.name), '', '', co.updated_at
FROM collections co
UNION ALL
SELECT 'publication', pu.id,
  partitura_words(pu.short_title, 'A') || partitura_words(pu.title, 'B')
    || partitura_words(concat_ws(' ', pu.publisher, pu.publication_place, pu.publication_date), 'C')
    || partitura_words(concat_ws(' ', pu.extent, pu.notes), 'D'),
  coalesce(partitura_fold(concat_ws(' ', pu.short_title, pu.title)), ''), '{}'::jsonb,
  ARRAY['kind:publication'], NULL,
  coalesce(partitura_natural_key(coalesce(pu.short_title, pu.title)), ''), '', '', pu.updated_at
FROM publications pu
UNION ALL
SELECT 'place', pl.id, partitura_words(pl.name, 'A'), partitura_fold(pl.name), '{}'::jsonb,
  ARRAY['kind:place'], NULL, partitura_natural_key(pl.name), '', '', pl.updated_at
FROM places pl;
--> statement-breakpoint
-- Rebuilds the documents of these records of one kind: removed when the record is gone, else
-- written anew; their words join the "did you mean" vocabulary.
CREATE FUNCTION search_refresh(refresh_kind text, ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_documents d WHERE d.kind = refresh_kind AND d.record_id = ANY (ids);
  IF refresh_kind = 'score' THEN
    INSERT INTO search_documents SELECT * FROM search_score_documents WHERE record_id = ANY (ids);
  ELSIF refresh_kind = 'person' THEN
    INSERT INTO search_documents SELECT * FROM search_person_documents WHERE record_id = ANY (ids);
  ELSIF refresh_kind = 'entry' THEN
    INSERT INTO search_documents SELECT * FROM search_entry_documents WHERE record_id = ANY (ids);
  ELSE
    INSERT INTO search_documents SELECT * FROM search_other_documents
     WHERE kind = refresh_kind AND record_id = ANY (ids);
  END IF;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_documents d, unnest(tsvector_to_array(d.document)) w
   WHERE d.kind = refresh_kind AND d.record_id = ANY (ids) AND length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- The trigger behind most tables: TG_ARGV[0] is the kind to rebuild, TG_ARGV[1] the column of
-- the changed rows that names the record (the row's own id, or its parent's).
CREATE FUNCTION search_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
  rows_sql text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    rows_sql := format('SELECT %I FROM new_rows', TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    rows_sql := format('SELECT %I FROM old_rows', TG_ARGV[1]);
  ELSE
    rows_sql := format('SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows', TG_ARGV[1]);
  END IF;
  EXECUTE format('SELECT array_agg(DISTINCT id) FROM (%s) changed(id) WHERE id IS NOT NULL', rows_sql)
     INTO changed;
  PERFORM search_refresh(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A person's names are in the documents of the scores attributed to them: when a name changes,
-- those scores are rebuilt too (a person saved with the same names rebuilds no score).
CREATE FUNCTION search_follow_person_names() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT person_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT person_id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.person_id) INTO changed FROM (
      SELECT n.person_id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
       WHERE o.id IS NULL OR (n.name, n.person_id, n."primary", n.position)
             IS DISTINCT FROM (o.name, o.person_id, o."primary", o.position)
      UNION SELECT o.person_id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
       WHERE n.id IS NULL OR n.person_id <> o.person_id) x;
  END IF;
  PERFORM search_refresh('person', changed);
  PERFORM search_refresh('score', ARRAY(
    SELECT DISTINCT a.score_id FROM attributions a WHERE a.person_id = ANY (changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A genre's name is in the documents of its scores: a renamed genre rebuilds them.
CREATE FUNCTION search_follow_genres() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh('score', ARRAY(
    SELECT DISTINCT sg.score_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN score_genres sg ON sg.genre_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An entry's document holds its catalog's collection, and its score's document the catalogs that
-- list it: an entry change rebuilds both, a catalog moved to another collection its entries.
CREATE FUNCTION search_follow_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entry_ids bigint[];
  score_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT score_id) INTO entry_ids, score_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(DISTINCT score_id) INTO entry_ids, score_ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id), array_agg(DISTINCT score_id) INTO entry_ids, score_ids
      FROM (SELECT id, score_id FROM new_rows UNION ALL SELECT id, score_id FROM old_rows) x;
  END IF;
  PERFORM search_refresh('entry', entry_ids);
  PERFORM search_refresh('score', array_remove(score_ids, NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_follow_catalogs() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(id) INTO changed FROM new_rows;
    PERFORM search_refresh('entry', ARRAY(
      SELECT e.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN pages pg ON pg.catalog_id = n.id JOIN entries e ON e.page_id = pg.id
       WHERE n.collection_id <> o.collection_id));
  END IF;
  PERFORM search_refresh('catalog', changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_follow_digital_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(digitizable_id) INTO changed FROM new_rows WHERE digitizable_type = 'score';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(digitizable_id) INTO changed FROM old_rows WHERE digitizable_type = 'score';
  ELSE
    SELECT array_agg(DISTINCT digitizable_id) INTO changed FROM (
      SELECT digitizable_id FROM new_rows WHERE digitizable_type = 'score'
      UNION SELECT digitizable_id FROM old_rows WHERE digitizable_type = 'score') x;
  END IF;
  PERFORM search_refresh('score', changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Three statement-level triggers per table (PostgreSQL allows transition tables only on a
-- trigger with one event); each rebuilds what the statement changed, once per statement.
CREATE PROCEDURE search_triggers(table_name text, function_name text, args text) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
    'search_' || table_name || '_insert', table_name, function_name, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
    'search_' || table_name || '_update', table_name, function_name, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
    'search_' || table_name || '_delete', table_name, function_name, args);
END $$;
--> statement-breakpoint
CALL search_triggers('scores', 'search_follow', '''score'', ''id''');
--> statement-breakpoint
CALL search_triggers('attributions', 'search_follow', '''score'', ''score_id''');
--> statement-breakpoint
CALL search_triggers('score_genres', 'search_follow', '''score'', ''score_id''');
--> statement-breakpoint
CALL search_triggers('score_voices', 'search_follow', '''score'', ''score_id''');
--> statement-breakpoint
CALL search_triggers('parts', 'search_follow', '''score'', ''score_id''');
--> statement-breakpoint
CALL search_triggers('incipits', 'search_follow', '''score'', ''score_id''');
--> statement-breakpoint
CALL search_triggers('people', 'search_follow', '''person'', ''id''');
--> statement-breakpoint
CALL search_triggers('person_names', 'search_follow_person_names', '');
--> statement-breakpoint
CALL search_triggers('entries', 'search_follow_entries', '');
--> statement-breakpoint
CALL search_triggers('catalogs', 'search_follow_catalogs', '');
--> statement-breakpoint
CALL search_triggers('collections', 'search_follow', '''collection'', ''id''');
--> statement-breakpoint
CALL search_triggers('publications', 'search_follow', '''publication'', ''id''');
--> statement-breakpoint
CALL search_triggers('places', 'search_follow', '''place'', ''id''');
--> statement-breakpoint
CALL search_triggers('digital_copies', 'search_follow_digital_copies', '');
--> statement-breakpoint
CREATE TRIGGER search_genres_update AFTER UPDATE ON genres
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_genres();
--> statement-breakpoint
DROP PROCEDURE search_triggers(text, text, text);
--> statement-breakpoint
-- Rebuilds every document (after a bulk load with triggers disabled, or to repair): `npm run
-- reindex` calls it; this migration calls it once to fill existing databases.
CREATE FUNCTION search_reindex() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  TRUNCATE search_documents;
  INSERT INTO search_documents SELECT * FROM search_score_documents;
  INSERT INTO search_documents SELECT * FROM search_person_documents;
  INSERT INTO search_documents SELECT * FROM search_entry_documents;
  INSERT INTO search_documents SELECT * FROM search_other_documents;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_documents d, unnest(tsvector_to_array(d.document)) w
   WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  SELECT count(*) INTO total FROM search_documents;
  RETURN total;
END $$;
--> statement-breakpoint
SELECT search_reindex();
