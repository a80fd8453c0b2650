-- A digital copy and a region point at their record without a foreign key (the record may be a
-- score, a catalog or an entry). Whatever code path deletes such a record, the database deletes
-- in the same statement what pointed at it: the digital copies of a deleted score or catalog
-- (their images, structure and regions cascade; the files stay in the file tree) and the regions
-- linked to a deleted entry or score. Never a copy or a region pointing at nothing.
CREATE FUNCTION partitura_forget_digitized() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM digital_copies c USING gone g
   WHERE c.digitizable_type = TG_ARGV[0] AND c.digitizable_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION partitura_forget_regions() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM iiif_annotations a USING gone g
   WHERE a.iiifable_type = TG_ARGV[0] AND a.iiifable_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scores_forget_digitized AFTER DELETE ON scores
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION partitura_forget_digitized('score');
--> statement-breakpoint
CREATE TRIGGER catalogs_forget_digitized AFTER DELETE ON catalogs
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION partitura_forget_digitized('catalog');
--> statement-breakpoint
CREATE TRIGGER scores_forget_regions AFTER DELETE ON scores
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION partitura_forget_regions('Score');
--> statement-breakpoint
CREATE TRIGGER entries_forget_regions AFTER DELETE ON entries
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION partitura_forget_regions('Entry');
