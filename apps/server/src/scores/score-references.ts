import { hasId, type FieldError } from '@partitura/domain';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import { collections, entries, genres, people, places, publications } from '../db/schema/index';
import type { ScoreInput } from '../generated/graphql';
import { distinctIds } from './reference-repository';
import { refId, type PreparedScore } from './score-input';

type RefTable =
  | typeof collections
  | typeof people
  | typeof publications
  | typeof places
  | typeof genres
  | typeof entries;

/**
 * Which of the ids exist. The rows are locked against deletion (FOR KEY SHARE) until the save's
 * transaction ends, so a record checked here cannot vanish before the score points at it.
 */
async function existing(
  tx: Tx,
  table: RefTable,
  ids: ReadonlyArray<number | null>,
): Promise<Set<number>> {
  const wanted = distinctIds(ids);
  if (wanted.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inIds(table.id, wanted))
    .for('key share');
  return new Set(rows.map((row) => Number(row.id)));
}

export type ReferenceCheck = { errors: FieldError[]; knownGenres: Set<number> };

/**
 * Checks that every record the score names exists: its collection, the people, publications and
 * places of its attributions, the publications of its literature references, genres given by id
 * and the catalog entries to link. A missing one is answered on its field with the rule's key
 * (`attributions.0.person` Attribution.error_person_empty, …); an attribution's optional
 * publication or place, which have no key of their own, with Record.error_not_found. A genre
 * given by an unknown id is found by its name instead, when it has one (genres.{i}.name
 * Genre.error_name_empty otherwise).
 */
export async function checkReferences(
  tx: Tx,
  input: ScoreInput,
  prepared: PreparedScore,
): Promise<ReferenceCheck> {
  const attributionInputs = input.attributions ?? [];
  const publicationInputs = input.publications ?? [];
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const collectionIds = await existing(tx, collections, [prepared.values.collectionId]);
  const personIds = await existing(
    tx,
    people,
    attributionInputs.map((a) => refId(a.person)),
  );
  const publicationIds = await existing(tx, publications, [
    ...attributionInputs.map((a) => refId(a.publication)),
    ...publicationInputs.map((p) => refId(p.publication)),
  ]);
  const placeIds = await existing(
    tx,
    places,
    attributionInputs.map((a) => refId(a.place)),
  );
  const genreIds = await existing(
    tx,
    genres,
    (prepared.genres ?? []).map((g) => g.id),
  );
  const entryIds = await existing(
    tx,
    entries,
    (prepared.entries ?? []).map((e) => e.id),
  );

  const missing = (ref: { id?: string | null } | null | undefined, known: Set<number>) => {
    const id = refId(ref);
    return id === null || !known.has(id);
  };
  const optionalMissing = (ref: { id?: string | null } | null | undefined, known: Set<number>) =>
    hasId(ref) && missing(ref, known);
  const errors: FieldError[] = [];
  if (!collectionIds.has(prepared.values.collectionId)) {
    errors.push({ field: 'collection', key: 'Score.error_collection_empty' });
  }
  attributionInputs.forEach((attribution, i) => {
    if (missing(attribution.person, personIds))
      errors.push({ field: `attributions.${i}.person`, key: 'Attribution.error_person_empty' });
    if (optionalMissing(attribution.publication, publicationIds))
      errors.push({ field: `attributions.${i}.publication`, key: 'Record.error_not_found' });
    if (optionalMissing(attribution.place, placeIds))
      errors.push({ field: `attributions.${i}.place`, key: 'Record.error_not_found' });
  });
  publicationInputs.forEach((reference, i) => {
    if (missing(reference.publication, publicationIds))
      errors.push({
        field: `publications.${i}.publication`,
        key: 'PublicationScore.error_literature_empty',
      });
  });
  for (const genre of prepared.genres ?? []) {
    const known = genre.id !== null && genreIds.has(genre.id);
    if (!known && genre.name === null)
      errors.push({ field: `genres.${genre.index}.name`, key: 'Genre.error_name_empty' });
  }
  for (const entry of prepared.entries ?? []) {
    if (entry.id === null || !entryIds.has(entry.id))
      errors.push({ field: `entries.${entry.index}`, key: 'Score.error_entry_empty' });
  }
  return { errors, knownGenres: genreIds };
}
