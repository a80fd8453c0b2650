-- Two facets of the scores (issue 24): `publication:<id>`, the publications citing a score (its
-- literature, publication_scores, and the publications its attributions are documented in), and
-- `place:<id>`, the places its attributions name. The value is the record's id, its label looked
-- up when answered (search/resolvers.ts), so renaming a publication or a place changes no
-- document; neither can be deleted while cited (restrict).
--
-- The view as 0009 defined it (no later migration changed it), with the two facets added;
-- search_refresh and search_reindex read it with `SELECT *`, so they stay as 0011 left them.
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
    || coalesce(v.facets, '{}') || coalesce(c.facets, '{}')
    || coalesce(lit.facets, '{}') || coalesce(pl.facets, '{}') AS facets,
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
                  WHERE d.digitizable_type = 'score' AND d.digitizable_id = s.id) AS digitized) dc ON true
-- The publications citing the score: its literature (publication_scores) and the publications
-- its attributions are documented in.
LEFT JOIN LATERAL (
  SELECT array_agg(DISTINCT 'publication:' || x.publication_id) AS facets
    FROM (SELECT ps.publication_id FROM publication_scores ps WHERE ps.score_id = s.id
          UNION ALL
          SELECT a.publication_id FROM attributions a
           WHERE a.score_id = s.id AND a.publication_id IS NOT NULL) x) lit ON true
-- The places its attributions name.
LEFT JOIN LATERAL (
  SELECT array_agg(DISTINCT 'place:' || a.place_id) AS facets
    FROM attributions a WHERE a.score_id = s.id AND a.place_id IS NOT NULL) pl ON true;
--> statement-breakpoint
-- Attributions already rebuild their score on every change (search_follow, 0006); the literature
-- did not. References are inserted by saving their score, which is rebuilt at once, however many
-- a statement inserts (the demonstration seed's). A statement that moves or removes references
-- of more than 500 scores is one about a publication (two merged, one's citations removed): it
-- queues them (search_refresh_later, 0010). A score's save rewrites its references' numbers and
-- notes too; those change no document. Removed with their score (cascade), they rebuild nothing.
CREATE FUNCTION search_follow_publication_scores() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh('score', ARRAY(SELECT DISTINCT n.score_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_later('score', ARRAY(
      SELECT DISTINCT o.score_id FROM old_rows o
       WHERE EXISTS (SELECT 1 FROM scores s WHERE s.id = o.score_id)));
  ELSE
    PERFORM search_refresh_later('score', ARRAY(
      SELECT DISTINCT x.score_id
        FROM new_rows n JOIN old_rows o ON o.id = n.id,
             LATERAL (VALUES (n.score_id), (o.score_id)) x(score_id)
       WHERE (n.score_id, n.publication_id) IS DISTINCT FROM (o.score_id, o.publication_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_publication_scores_insert AFTER INSERT ON publication_scores
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_publication_scores();
--> statement-breakpoint
CREATE TRIGGER search_publication_scores_update AFTER UPDATE ON publication_scores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_publication_scores();
--> statement-breakpoint
CREATE TRIGGER search_publication_scores_delete AFTER DELETE ON publication_scores
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_publication_scores();
--> statement-breakpoint
-- Only the scores that cite a publication or name a place gain a facet: they are rebuilt, up to
-- 500 here, more (a large archive) queued for the server, which rebuilds them in batches of 500
-- right after it starts (search/follower.ts); `npm run reindex` rebuilds everything at once.
SELECT search_refresh_later('score', ARRAY(
  SELECT ps.score_id FROM publication_scores ps
  UNION
  SELECT a.score_id FROM attributions a WHERE a.place_id IS NOT NULL OR a.publication_id IS NOT NULL));
