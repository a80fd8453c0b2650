import { hasId, type FieldError } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import type { RecordKind } from '../core/records/records';
import type { ScoreInput } from '../generated/graphql';
import { refId } from '../core/records/stored-columns';
import type { PreparedScore } from './score-input';

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
  ctx: GraphQLContext,
  tx: Tx,
  input: ScoreInput,
  prepared: PreparedScore,
): Promise<ReferenceCheck> {
  const attributionInputs = input.attributions ?? [];
  const publicationInputs = input.publications ?? [];
  // Asked of the features owning each kind (core/records/records.ts), which lock what they find until
  // the save's transaction ends, so a record checked here cannot vanish before the score points
  // at it. One after the other: a transaction is one connection, one statement at a time.
  const existing = (kind: RecordKind, ids: (number | null)[]) =>
    ctx.records.existing(tx, kind, ids);
  const collectionIds = await existing('Collection', [prepared.values.collectionId]);
  const personIds = await existing(
    'Person',
    attributionInputs.map((a) => refId(a.person)),
  );
  const publicationIds = await existing('Publication', [
    ...attributionInputs.map((a) => refId(a.publication)),
    ...publicationInputs.map((p) => refId(p.publication)),
  ]);
  const placeIds = await existing(
    'Place',
    attributionInputs.map((a) => refId(a.place)),
  );
  const genreIds = await existing(
    'Genre',
    (prepared.genres ?? []).map((g) => g.id),
  );
  const entryIds = await existing(
    'Entry',
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
