-- The candidate melodies of a near melodic search (issue 24): those holding every gram of one
-- of `gram_sets` (integer[] literals, each checked by its cast), at most `max_rows` in id order,
-- read through the GIN index of their grams. The subquery (OFFSET 0) keeps the order by id from
-- walking the primary key and filtering every melody. A table of few melodies the planner would
-- read whole instead, each row's grams unpacked for every `@>` (6 ms for the benchmark's 1,331
-- at 1M, against 0.5 through the index): sequential scans are off while the function runs (its
-- SET clause), where the search turned them off and on in two statements of their own.
CREATE OR REPLACE FUNCTION melody_near_candidates(gram_sets text[], max_rows integer)
  RETURNS TABLE (id bigint, melody text)
  LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
DECLARE
  condition text;
BEGIN
  SELECT string_agg(format('m.melody_grams @> %L::integer[]', grams), ' OR ')
    INTO condition
    FROM unnest(gram_sets) AS grams;
  IF condition IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT c.id, c.melody
       FROM (SELECT m.id, m.melody FROM melodies m WHERE %s OFFSET 0) c
      ORDER BY c.id LIMIT $1', condition) USING max_rows;
END $$;
