import { asc, eq } from 'drizzle-orm';
import { shortTitlePrefix } from '@partitura/domain';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import { attributions, collections, places, publications, scores } from '../db/schema/index';
import { placeColumns, type PlaceRow } from '../places/repository';
import { publicationColumns, type PublicationRow } from '../publications/repository';

/**
 * The score an attribution of a person belongs to, as the person's page lists it: the score's
 * own fields, its collection and short-title prefix. Its children (parts, incipits, …) are not
 * loaded here; getScore serves them.
 */
export type AttributedScore = {
  id: number;
  version: number;
  shelfmark: string;
  former_shelfmarks: string | null;
  title: string | null;
  short_title: string;
  short_title_prefix: string;
  opus: string | null;
  key: string | null;
  provenance: string | null;
  notes: string | null;
  collection: { id: number; name: string; prefix: string; version: number };
};

/** An attribution naming a person, with its score, publication and place (without the person). */
export type PersonAttribution = {
  personId: number;
  id: number;
  function: string;
  qualifier: string;
  profession: string | null;
  from: string | null;
  to: string | null;
  designation: string | null;
  member: string | null;
  notes: string | null;
  score: AttributedScore;
  publication: PublicationRow | null;
  place: PlaceRow | null;
};

/**
 * The attributions naming any of the people, each with its score and collection, publication
 * and place: one statement, however many. Ordered by collection, shelfmark and position.
 */
export async function loadPersonAttributions(
  db: Tx,
  personIds: number[],
): Promise<PersonAttribution[]> {
  const rows = await db
    .select({
      personId: attributions.personId,
      id: attributions.id,
      function: attributions.function,
      qualifier: attributions.qualifier,
      profession: attributions.profession,
      from: attributions.from,
      to: attributions.to,
      designation: attributions.designation,
      member: attributions.member,
      notes: attributions.notes,
      score: {
        id: scores.id,
        version: scores.version,
        shelfmark: scores.shelfmark,
        former_shelfmarks: scores.formerShelfmarks,
        title: scores.title,
        short_title: scores.shortTitle,
        opus: scores.opus,
        key: scores.key,
        provenance: scores.provenance,
        notes: scores.notes,
      },
      collection: {
        id: collections.id,
        name: collections.name,
        prefix: collections.prefix,
        version: collections.version,
      },
      publication: publicationColumns,
      place: placeColumns,
    })
    .from(attributions)
    .innerJoin(scores, eq(scores.id, attributions.scoreId))
    .innerJoin(collections, eq(collections.id, scores.collectionId))
    .leftJoin(publications, eq(publications.id, attributions.publicationId))
    .leftJoin(places, eq(places.id, attributions.placeId))
    .where(inIds(attributions.personId, personIds))
    .orderBy(
      asc(collections.name),
      asc(scores.shelfmark),
      asc(scores.id),
      asc(attributions.position),
      asc(attributions.id),
    );
  return rows.map(({ score, collection, ...attribution }) => ({
    ...attribution,
    score: {
      ...score,
      collection,
      short_title_prefix: shortTitlePrefix({ collection, shelfmark: score.shelfmark }),
    },
  }));
}
