-- A bulk import (marc/import.ts) saves thousands of records, each in statements that rebuild
-- its search documents at once — some eight statements a score, 3–5 ms each. Inside a
-- transaction that says `partitura.search_later = on` (set_config(…, true): that transaction
-- only) the rebuilds are queued in search_pending instead, and the importer drains the queue
-- after every few records and at the end (search_drain: one rebuild per kind for hundreds of
-- records). Every other save rebuilds at once, as before.
ALTER FUNCTION search_refresh(text, bigint[]) RENAME TO search_refresh_now;
--> statement-breakpoint
CREATE FUNCTION search_refresh(refresh_kind text, ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  IF current_setting('partitura.search_later', true) = 'on' THEN
    INSERT INTO search_pending (kind, record_id)
    SELECT DISTINCT refresh_kind, id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY 2
    ON CONFLICT DO NOTHING;
  ELSE
    PERFORM search_refresh_now(refresh_kind, ids);
  END IF;
END $$;
