-- Text fields refuse C0 and C1 control characters from issue 24 on (tab and line breaks aside):
-- invisible, they come from text pasted out of old encodings. A record that holds one from
-- before would be refused when saved again, even for a change elsewhere. Each such character in
-- the catalogue's stored text becomes U+FFFD (�): visible where it stood, so a librarian sees
-- and corrects it; nothing else changes. Melodies, hashes and tokens are not text anyone typed.
DO $$
DECLARE
  col record;
  pattern CONSTANT text := '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]';
BEGIN
  FOR col IN
    SELECT c.table_name, c.column_name
      FROM information_schema.columns c
     WHERE c.table_schema = current_schema()
       AND c.data_type IN ('text', 'character varying')
       AND c.table_name IN ('attributions', 'catalogs', 'collections', 'digital_copies',
         'digital_copy_files', 'entries', 'genres', 'iiif_annotations', 'incipits', 'pages',
         'part_voices', 'parts', 'people', 'person_names', 'person_sources', 'places',
         'publication_scores', 'publications', 'score_sources', 'score_voices', 'scores',
         'settings', 'syllabi', 'vow_book_entries')
       AND c.is_generated = 'NEVER'
       AND c.column_name NOT IN ('melody', 'melody_index', 'content_hash')
     ORDER BY c.table_name, c.column_name
  LOOP
    EXECUTE format('UPDATE %I SET %I = regexp_replace(%I, %L, %L, ''g'') WHERE %I ~ %L',
      col.table_name, col.column_name, col.column_name, pattern, U&'\FFFD', col.column_name,
      pattern);
  END LOOP;
END $$;
