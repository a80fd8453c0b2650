import {
  errorIf,
  isAttributionFunction,
  isAttributionQualifier,
  isBlank,
  isAllowedKey,
  isClef,
  isKeySignature,
  isPartType,
  nestErrors,
  validateScore,
  type FieldError,
  type MessageKey,
  hasId,
} from '@partitura/domain';
import type { ScoreInput } from '../generated/graphql';
import type { GraphQLContext } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import type { RecordKind } from '../core/records/records';
import { refId } from '../core/records/input-rows';
import { optionalId } from '../core/runtime/ids';
import { storedKey } from './repository';
import type { PreparedScore } from './score-save';

/*
 * Every check of a score input. First those that need no database (scoreInputErrors): the domain
 * rules (validateScore) and the closed lists of spec §9. Then, inside the save's transaction,
 * that every record the score names exists (checkReferences). A value outside a list would only fail at the database's CHECK
 * constraint; it is answered on its field instead — with the rule's "empty" key where the field
 * is a required choice (function, qualifier, part type: nothing valid was chosen), with
 * Record.error_invalid for the optional clef and key signature, which have no key of their own.
 * The score's key has a message of its own (Score.error_key_invalid): a code of RISM's list, or
 * the free text the score already holds (isAllowedKey; checkKey reads it inside the transaction).
 */

/** A non-blank value that is not one of the list (the value is trimmed, as it is stored). */
function outside(value: string | null | undefined, isMember: (value: string) => boolean) {
  return !isBlank(value) && !isMember(value!.trim());
}

function listErrors<T>(
  kind: string,
  items: ReadonlyArray<T> | null | undefined,
  check: (item: T) => FieldError[],
): FieldError[] {
  return (items ?? []).flatMap((item, index) => nestErrors(`${kind}.${index}`, check(item)));
}

function vocabularyErrors(input: ScoreInput): FieldError[] {
  const invalid: MessageKey = 'Record.error_invalid';
  return [
    ...listErrors('attributions', input.attributions, (attribution) => [
      ...errorIf(
        outside(attribution.function, isAttributionFunction),
        'function',
        'Attribution.error_function_empty',
      ),
      ...errorIf(
        outside(attribution.qualifier, isAttributionQualifier),
        'qualifier',
        'Attribution.error_qualifier_empty',
      ),
    ]),
    ...listErrors('parts', input.parts, (part) =>
      errorIf(outside(part.type, isPartType), 'type', 'Part.error_type_empty'),
    ),
    ...listErrors('incipits', input.incipits, (incipit) => [
      ...errorIf(outside(incipit.clef, isClef), 'clef', invalid),
      ...errorIf(outside(incipit.key_signature, isKeySignature), 'key_signature', invalid),
    ]),
  ];
}

/**
 * Every error of a score input found without the database. Genres are left to the save: a blank
 * genre row is the editor's placeholder and is dropped (score-save.ts), a named one is found or
 * created, one given by id is looked up (checkReferences).
 */
export function scoreInputErrors(input: ScoreInput): FieldError[] {
  // A new score has no stored key to keep: only a code will do.
  const isNew = optionalId(input.id) === null;
  return [
    ...validateScore({ ...input, genres: undefined }),
    ...errorIf(isNew && !isAllowedKey(input.key, null), 'key', 'Score.error_key_invalid'),
    ...vocabularyErrors(input),
  ];
}

/**
 * The key of an update (inside the save's transaction, after its version was claimed): a code, or
 * unchanged free text the score holds from before the list (migration 0019 kept what it could not
 * map, and a save must not lose it). Anything else is Score.error_key_invalid on `key`.
 */
export async function checkKey(
  tx: Tx,
  id: number | null,
  key: string | null | undefined,
): Promise<FieldError[]> {
  if (isAllowedKey(key, null)) return [];
  const stored = id === null ? null : await storedKey(tx, id);
  return errorIf(!isAllowedKey(key, stored), 'key', 'Score.error_key_invalid');
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
  ctx: GraphQLContext,
  tx: Tx,
  input: ScoreInput,
  prepared: PreparedScore,
): Promise<ReferenceCheck> {
  const [check] = await checkReferencesOfScores(ctx, tx, [{ input, prepared }]);
  return check;
}

/**
 * checkReferences for many scores saved together (createScores): each kind asked once for the
 * ids of them all. Answers each score's check, in order.
 */
export async function checkReferencesOfScores(
  ctx: GraphQLContext,
  tx: Tx,
  scores: ReadonlyArray<{ input: ScoreInput; prepared: PreparedScore }>,
): Promise<ReferenceCheck[]> {
  const attributionsOf = (input: ScoreInput) => input.attributions ?? [];
  const publicationsOf = (input: ScoreInput) => input.publications ?? [];
  // Asked of the features owning each kind (core/records/records.ts), which lock what they find until
  // the save's transaction ends, so a record checked here cannot vanish before the score points
  // at it. One after the other: a transaction is one connection, one statement at a time.
  const existing = (kind: RecordKind, ids: (number | null)[]) =>
    ctx.records.existing(tx, kind, ids);
  const collectionIds = await existing(
    'Collection',
    scores.map(({ prepared }) => prepared.values.collectionId),
  );
  const personIds = await existing(
    'Person',
    scores.flatMap(({ input }) => attributionsOf(input).map((a) => refId(a.person))),
  );
  const publicationIds = await existing(
    'Publication',
    scores.flatMap(({ input }) => [
      ...attributionsOf(input).map((a) => refId(a.publication)),
      ...publicationsOf(input).map((p) => refId(p.publication)),
    ]),
  );
  const placeIds = await existing(
    'Place',
    scores.flatMap(({ input }) => attributionsOf(input).map((a) => refId(a.place))),
  );
  const genreIds = await existing(
    'Genre',
    scores.flatMap(({ prepared }) => (prepared.genres ?? []).map((g) => g.id)),
  );
  const entryIds = await existing(
    'Entry',
    scores.flatMap(({ prepared }) => (prepared.entries ?? []).map((e) => e.id)),
  );

  const missing = (ref: { id?: string | null } | null | undefined, known: Set<number>) => {
    const id = refId(ref);
    return id === null || !known.has(id);
  };
  const optionalMissing = (ref: { id?: string | null } | null | undefined, known: Set<number>) =>
    hasId(ref) && missing(ref, known);
  return scores.map(({ input, prepared }) => {
    const errors: FieldError[] = [];
    if (!collectionIds.has(prepared.values.collectionId)) {
      errors.push({ field: 'collection', key: 'Score.error_collection_empty' });
    }
    attributionsOf(input).forEach((attribution, i) => {
      if (missing(attribution.person, personIds))
        errors.push({ field: `attributions.${i}.person`, key: 'Attribution.error_person_empty' });
      if (optionalMissing(attribution.publication, publicationIds))
        errors.push({ field: `attributions.${i}.publication`, key: 'Record.error_not_found' });
      if (optionalMissing(attribution.place, placeIds))
        errors.push({ field: `attributions.${i}.place`, key: 'Record.error_not_found' });
    });
    publicationsOf(input).forEach((reference, i) => {
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
  });
}
