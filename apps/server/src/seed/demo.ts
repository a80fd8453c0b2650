import type { Db } from '../core/db';
import { collections } from '../db/schema/index';

/**
 * Demonstration data for a first start (SEED=demo): music collections of monastery archives as
 * RISM lists them (RISM library sigla as prefixes). Later features add catalogs, scores and people.
 */
export const DEMO_COLLECTIONS = [
  { name: 'Kloster Einsiedeln, Musikbibliothek', prefix: 'CH-E' },
  { name: 'Benediktinerkloster Engelberg, Musikbibliothek', prefix: 'CH-EN' },
  { name: 'Benediktinerstift Kremsmünster, Musikarchiv', prefix: 'A-KR' },
  { name: 'Stift Göttweig, Musikarchiv', prefix: 'A-GÖ' },
  { name: 'Zisterzienserstift Wilhering, Musikarchiv', prefix: 'A-WIL' },
  { name: 'Kloster Disentis, Musikarchiv', prefix: 'CH-D' },
];

export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(collections).values(DEMO_COLLECTIONS);
  });
}
