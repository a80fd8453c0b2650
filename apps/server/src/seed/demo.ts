import type { Db } from '../core/database/db';
import { collections } from '../db/schema/index';
import { planArchives, seedArchives } from './archive';
import { insertIds } from './bulk-insert';

/**
 * Demonstration data for a first start (SEED=demo): music collections of monastery archives as
 * RISM lists them (RISM library sigla as prefixes). Einsiedeln, Engelberg and Disentis are filled
 * with the scores the RISM sample lists for them (see archive.ts and fixtures/rism/README.md).
 */
export const DEMO_COLLECTIONS = [
  { name: 'Kloster Einsiedeln, Musikbibliothek', prefix: 'CH-E' },
  { name: 'Benediktinerkloster Engelberg, Musikbibliothek', prefix: 'CH-EN' },
  { name: 'Benediktinerstift Kremsmünster, Musikarchiv', prefix: 'A-KR' },
  { name: 'Stift Göttweig, Musikarchiv', prefix: 'A-GÖ' },
  { name: 'Zisterzienserstift Wilhering, Musikarchiv', prefix: 'A-WIL' },
  { name: 'Kloster Disentis, Musikarchiv', prefix: 'CH-D' },
];

/** Loads the demonstration data into a new, empty database, in one transaction. */
export async function seedDemo(db: Db): Promise<void> {
  // Everything slow (Verovio reading the incipits) before the transaction: an open transaction
  // idle for long is ended by PostgreSQL (idle_in_transaction_session_timeout).
  const planned = await planArchives(DEMO_COLLECTIONS.map(({ prefix }) => prefix));
  await db.transaction(async (tx) => {
    const ids = await insertIds(tx, collections, DEMO_COLLECTIONS);
    const byPrefix = new Map(DEMO_COLLECTIONS.map(({ prefix }, i) => [prefix, ids[i]]));
    await seedArchives(tx, byPrefix, planned);
  });
}
