CREATE TABLE "search_pending" (
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_pending_pkey" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
-- A change that reaches many other documents (a composer with 20,000 scores renamed, a genre
-- renamed, a big catalog moved) would rebuild them all inside the saving statement, for seconds.
-- Up to 500 are still rebuilt at once; beyond that they are queued in search_pending and the
-- server drains the queue right after the commit (search_drain, search/follower.ts). The record
-- that was saved itself is always rebuilt at once.
CREATE FUNCTION search_refresh_later(refresh_kind text, ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  IF cardinality(ids) <= 500 THEN
    PERFORM search_refresh(refresh_kind, ids);
  ELSE
    INSERT INTO search_pending (kind, record_id)
    SELECT DISTINCT refresh_kind, id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY 2
    ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
-- Rebuilds up to `batch` queued documents and removes them from the queue, in the caller's
-- transaction; answers how many. Rows another drainer holds are skipped (SKIP LOCKED), so
-- several servers on one database share the work.
CREATE FUNCTION search_drain(batch integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  kinds text[];
  ids bigint[];
  one_kind text;
BEGIN
  WITH picked AS (
    DELETE FROM search_pending p
     WHERE (p.kind, p.record_id) IN (
       SELECT q.kind, q.record_id FROM search_pending q
        ORDER BY q.kind, q.record_id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING p.kind, p.record_id)
  SELECT array_agg(kind), array_agg(record_id) INTO kinds, ids FROM picked;
  IF kinds IS NULL THEN RETURN 0; END IF;
  FOR one_kind IN SELECT DISTINCT k FROM unnest(kinds) AS k LOOP
    PERFORM search_refresh(one_kind, ARRAY(
      SELECT x.id FROM unnest(kinds, ids) AS x(kind, id) WHERE x.kind = one_kind));
  END LOOP;
  RETURN cardinality(ids);
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
    PERFORM search_refresh_later('score', ARRAY(
      SELECT DISTINCT a.score_id FROM attributions a WHERE a.person_id = ANY (names_changed)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_follow_genres() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_later('score', ARRAY(
    SELECT DISTINCT sg.score_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN score_genres sg ON sg.genre_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_follow_catalogs() RETURNS trigger
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
    PERFORM search_refresh_later('entry', ARRAY(
      SELECT e.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN pages pg ON pg.catalog_id = n.id JOIN entries e ON e.page_id = pg.id
       WHERE n.collection_id <> o.collection_id));
  END IF;
  PERFORM search_refresh('catalog', changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_follow_pages() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE n.catalog_id <> o.catalog_id;
  IF moved IS NOT NULL THEN
    PERFORM search_refresh_later('entry', ARRAY(SELECT e.id FROM entries e WHERE e.page_id = ANY (moved)));
    PERFORM search_refresh_later('score', ARRAY(
      SELECT DISTINCT e.score_id FROM entries e WHERE e.page_id = ANY (moved) AND e.score_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A full rebuild leaves nothing queued.
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
   WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  SELECT count(*) INTO total FROM search_documents;
  RETURN total;
END $$;
