-- Functions the search (issue 9) indexes by. They must be IMMUTABLE to be used in an index or a
-- generated column: unaccent() as written is only STABLE (it looks its dictionary up through the
-- search path), so these name the dictionary and are bound when created (SQL-standard bodies).

-- Text as search compares it: lower case, accents removed ("Müller" -> "muller", "ß" -> "ss").
CREATE FUNCTION partitura_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, value));
--> statement-breakpoint
-- A key that sorts text in natural order: every run of digits padded to 12 places, so that
-- "Ms. 2" < "Ms. 12" < "Ms. 120" ("Ms. 000000000002", …). Folded, so case and accents do not
-- change the order.
CREATE FUNCTION partitura_natural_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT coalesce(string_agg(
           m.part[1] || CASE
             WHEN m.part[2] = '' THEN ''
             WHEN length(m.part[2]) >= 12 THEN m.part[2]
             ELSE lpad(m.part[2], 12, '0')
           END, '' ORDER BY m.n), '')
    FROM regexp_matches(partitura_fold(value), '(\D*)(\d*)', 'g') WITH ORDINALITY AS m(part, n);
END;
--> statement-breakpoint
-- Words of a text as the search index holds them: folded, ASCII punctuation read as a space (so
-- that "Mus.ms.123/4" is the words mus, ms, 123, 4, as a query typed "Mus. ms. 123" is, and not
-- the parser's "file" and "host" tokens), split by PostgreSQL's parser, not stemmed (titles are
-- Latin, Italian, German, French…; the 'simple' configuration keeps every word as written).
-- The web's and server's query parser (domain search-query.ts) splits words the same way.
CREATE FUNCTION partitura_words(value text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple'::regconfig, regexp_replace(
    coalesce(partitura_fold(value), ''), '[!-/:-@[-`{-~]+', ' ', 'g')), weight);
