import type { Tx } from '../core/database/db';
import { genres, places, publications } from '../db/schema/index';
import { planAttributions } from './attributions-plan';
import { insertIds } from './bulk-insert';
import { CATALOG_NAME, CATALOG_PREFIX, planCatalog } from './catalog-plan';
import { CLERICS } from './clerics';
import { insertCatalog } from './insert-catalog';
import { insertPeople } from './insert-people';
import { insertScores, melodiesOfPlan, required, type IncipitMelodies } from './insert-scores';
import { DEMO_PLACES, DEMO_PUBLICATIONS, THEMATIC_CATALOGUE } from './literature';
import { planComposers, type PlannedPerson } from './people-plan';
import { planScores, type PlannedScore } from './scores-plan';

/** The archives of some collections planned in memory, their melodies read: what seedArchives writes. */
export type PlannedArchives = { scores: PlannedScore[]; melodies: IncipitMelodies };

/** Plans the archives of the collections with these prefixes and reads their incipits' melodies. */
export async function planArchives(prefixes: readonly string[]): Promise<PlannedArchives> {
  const scores = planScores([...prefixes]);
  return { scores, melodies: await melodiesOfPlan(scores) };
}

/**
 * The music archives of the demonstration collections, inside the caller's transaction: the
 * scores the RISM sample (RISM, CC BY 3.0) lists for collections with these prefixes, their
 * composers (RISM) and a few clerics (invented), genres, publications, places, and a historical
 * catalog of the Einsiedeln choir whose entries link to the scores. Built in memory first, then
 * written with a few multi-row inserts.
 */
export async function seedArchives(
  tx: Tx,
  collectionIds: ReadonlyMap<string, number>,
  { scores, melodies }: PlannedArchives,
): Promise<void> {
  const composers = planComposers([...new Set(scores.map((score) => score.composer))]);
  const clerics = CLERICS.filter((cleric) => collectionIds.has(cleric.monastery));
  const persons = new Map<string, PlannedPerson>([
    ...composers,
    ...clerics.map(({ key, ...cleric }) => [key, cleric] as const),
  ]);
  const genreNames = [...new Set(scores.map((score) => score.genre))].sort();

  const refs = {
    collections: collectionIds,
    places: byKey(
      DEMO_PLACES,
      await insertIds(
        tx,
        places,
        DEMO_PLACES.map((name) => ({ name })),
      ),
    ),
    publications: byKey(
      DEMO_PUBLICATIONS.map((publication) => publication.shortTitle),
      await insertIds(tx, publications, DEMO_PUBLICATIONS),
    ),
    genres: byKey(
      genreNames,
      await insertIds(
        tx,
        genres,
        genreNames.map((name) => ({ name })),
      ),
    ),
    people: await insertPeople(tx, persons),
  };
  const scoreIds = await insertScores(
    tx,
    scores,
    planAttributions(scores, composers),
    refs,
    melodies,
  );

  const collectionId = collectionIds.get(CATALOG_PREFIX);
  if (collectionId === undefined) return;
  await insertCatalog(
    tx,
    { name: CATALOG_NAME, collectionId, pages: planCatalog(scores, composers) },
    scoreIds,
    required(refs.publications, THEMATIC_CATALOGUE),
  );
}

function byKey(keys: readonly string[], ids: readonly number[]): Map<string, number> {
  return new Map(keys.map((key, i) => [key, ids[i]]));
}
