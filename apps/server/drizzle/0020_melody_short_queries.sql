-- Melodic search for every query of three notes or more (issue 24; domain melody*.ts,
-- scores/melody-repository.ts). A query whose grams are common (a short one, repeated notes) is
-- not read through the GIN index of melody_grams — its posting lists hold most incipits — but by
-- walking the search documents in the page's order and asking this function of each score: an
-- index probe of incipits(score_id, position) and strpos on the few incipits of that score.
-- PL/pgSQL, so that the planner keeps it a filter of that walk (an SQL function would be inlined
-- into a sub-select the planner may turn into a hashed scan of every incipit).
--
-- The melodies themselves change too (grace notes are no longer melody notes; shorter grams are
-- kept): rows stored before this migration are brought up to date by `npm run reindex`.
CREATE FUNCTION melody_matches(score bigint, needle text) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM incipits i
                  WHERE i.score_id = score AND strpos(i.melody_index, needle) > 0);
END $$;
