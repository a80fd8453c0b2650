import { sql } from 'drizzle-orm';
import { afterSiglum, siglumCandidates, type SearchField } from '@partitura/domain';
import { rowsOf, type Tx } from '../core/database/db';
import { sqlTextArray } from './words';

type Fields = Partial<Record<SearchField, string | null>>;

/** A query read as siglum and shelfmark: the rest of it, found in these collections. */
export type SiglumQuery = { collections: number[]; query: string | null; fields: Fields };

type Siglum = { rest: string; collections: number[] };

/**
 * The query (or the advanced shelfmark field) read as a shelfmark written with its library's
 * siglum, as screens show it and RISM writes it ("CH-E 215", "CHE 215", "CH-E215"): the rest
 * after the siglum, to be found in the collections with that siglum. Null when neither begins
 * with a collection's siglum (one indexed lookup of the candidates, migration 0016), made
 * only for a text with a digit (a shelfmark): most queries ask nothing more.
 */
export async function siglumReading(
  tx: Tx,
  query: string | null | undefined,
  fields: Fields,
): Promise<SiglumQuery | null> {
  const shelfmark = fields.shelfmark ?? null;
  const readable = (text: string | null | undefined) => (text && /\d/u.test(text) ? text : '');
  const candidates = [
    ...new Set([...siglumCandidates(readable(query)), ...siglumCandidates(readable(shelfmark))]),
  ];
  if (candidates.length === 0) return null;
  const sigla = rowsOf<{ id: number | string; key: string }>(
    await tx.execute(sql`
      select c.id, partitura_exact_key(c.prefix) as key from collections c
       where partitura_exact_key(c.prefix) = any (${sqlTextArray(candidates)})`),
  );
  if (sigla.length === 0) return null;
  const inQuery = query ? siglumOf(query, sigla) : null;
  const inField = shelfmark ? siglumOf(shelfmark, sigla) : null;
  if (!inQuery && !inField) return null;
  const collections =
    inQuery && inField
      ? inQuery.collections.filter((id) => inField.collections.includes(id))
      : (inQuery ?? inField)!.collections;
  if (collections.length === 0) return null;
  return {
    collections,
    query: inQuery ? inQuery.rest : (query ?? null),
    fields: inField ? { ...fields, shelfmark: inField.rest } : fields,
  };
}

/** The longest siglum the text begins with, and what follows it. */
function siglumOf(text: string, sigla: { id: number | string; key: string }[]): Siglum | null {
  const found = sigla
    .map(({ id, key }) => ({ id: Number(id), key, rest: afterSiglum(text, key) }))
    .filter((siglum): siglum is { id: number; key: string; rest: string } => siglum.rest !== null);
  if (found.length === 0) return null;
  const longest = found.reduce((a, b) => (b.key.length > a.key.length ? b : a));
  return {
    rest: longest.rest,
    collections: found.filter(({ key }) => key === longest.key).map(({ id }) => id),
  };
}
