import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../core/database/db';

// The index's words (search_words): whether a word is known, the most similar ones (pg_trgm),
// and the texts of the query's tsqueries.

/** Whether the word is one of the index's words or the beginning of one. */
export async function isKnownWord(tx: Tx, word: string): Promise<boolean> {
  const [row] = rowsOf<{ known: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from search_words w
                      where w.word like partitura_fold(${word}) || '%') as known`),
  );
  return Boolean(row.known);
}

/** The indexed word most similar to `word` (trigram similarity), or null when none is close. */
export async function similarWord(tx: Tx, word: string): Promise<string | null> {
  const [row] = rowsOf<{ word: string }>(
    await tx.execute(sql`
      select w.word from search_words w
       where w.word % partitura_fold(${word}) and w.word <> partitura_fold(${word})
         and length(w.word) between 3 and 40
       order by similarity(w.word, partitura_fold(${word})) desc, w.word
       limit 1`),
  );
  return row?.word ?? null;
}

/** How many indexed words spelt like a misspelled one it may match (the most similar). */
const SIMILAR_WORDS = 8;

/**
 * The indexed words spelt like `word` — half of its trigrams occur in them (acceptSimilarNames)
 * — the most similar first, itself aside ("haidn" → haydn). Read from search_words, a word
 * list far smaller than the documents (one trigram index scan, not one over every name).
 */
export async function similarWords(tx: Tx, word: string): Promise<string[]> {
  const rows = rowsOf<{ word: string }>(
    await tx.execute(sql`
      select w.word from search_words w
       where partitura_fold(${word}) <% w.word and w.word <> partitura_fold(${word})
         and length(w.word) between 3 and 40
       order by word_similarity(partitura_fold(${word}), w.word) desc,
                similarity(partitura_fold(${word}), w.word) desc, w.word
       limit ${SIMILAR_WORDS}`),
  );
  return rows.map((row) => row.word);
}

/**
 * Within the current transaction, a word is spelt like a misspelled one when half of the
 * misspelled word's trigrams occur in it ("Haidn" finds Haydn; pg_trgm's default, 0.6, misses
 * that).
 */
export async function acceptSimilarNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
}

/** The values of tsquery expressions as text, in one statement (none: no statement). */
export async function tsqueryTexts(tx: Tx, queries: readonly SQL[]): Promise<string[]> {
  if (queries.length === 0) return [];
  const [row] = rowsOf<{ texts: string[] }>(
    await tx.execute(sql`select array[${sql.join([...queries], sql`, `)}]::text[] as texts`),
  );
  return row.texts;
}

/** A text[] literal of our own constants or checked values, as one parameter. */
export function sqlTextArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
}
