import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../core/database/db';
import { migrationsFolder } from '../core/storage/paths';
import { publicationScores } from '../db/schema/index';
import {
  createAttribution,
  createCollection,
  createPerson,
  createPlace,
  createPublication,
  createPublicationScore,
  createScore,
  insertScoreRows,
  signedIn,
} from '../test/factories';
import { UPSERT_SCORE, minimalInput, saveScore } from '../test/score-api';
import { analyze, ids, search, server, useSearchServer } from '../test/search-api';
import { drainSearchQueue } from './follower';
import { allOf, scopeCondition } from './query';

// The scores' publication and place facets (issue 24): a score's publications are those citing
// it (its literature and its attributions' publications), its places those its attributions
// name, both by id and labelled when answered. Every test makes its own records, named with a
// word no other test uses.

useSearchServer();

type Facet = { group: string; more: boolean; values: FacetValue[] };
type FacetValue = { value: string; label: string; count: number; selected: boolean };

function facetOf(answer: { facets: Facet[] }, group: string): Facet {
  const facet = answer.facets.find((one) => one.group === group);
  if (!facet) throw new Error(`no facet ${group} in the answer`);
  return facet;
}

/** The facet's values as value → count. */
function countsOf(answer: { facets: Facet[] }, group: string): Record<string, number> {
  return Object.fromEntries(facetOf(answer, group).values.map((v) => [v.value, v.count]));
}

function tally(sets: Set<number>[]): Record<string, number> {
  const counted: Record<string, number> = {};
  for (const set of sets) for (const id of set) counted[id] = (counted[id] ?? 0) + 1;
  return counted;
}

describe('the publication and place facets', () => {
  it('counts every publication and place exactly as a brute-force count, once per score, named as the records are', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Zitierhausen' });
    const person = await createPerson(db, ['Zitatus, Carl']);
    const pubs = [
      await createPublication(db, { shortTitle: 'Zitierkunde A' }),
      // No short title: the facet names it by its title.
      await createPublication(db, { shortTitle: null, title: 'Zitierbuch' }),
      await createPublication(db, { shortTitle: 'Zitierkunde C' }),
    ];
    const places = [await createPlace(db, 'Zitierstadt'), await createPlace(db, 'Zitierdorf')];
    const made: { id: number; publications: Set<number>; places: Set<number> }[] = [];
    for (let i = 0; i < 12; i++) {
      const literature = [[pubs[0]], [pubs[0], pubs[1]], []][i % 3];
      // Attributions documented in a publication (the first one also in the literature of some
      // scores: counted once) and naming a place (twice on one score: counted once).
      const attributed = [pubs[2], pubs[0], undefined, undefined][i % 4];
      const placed = i % 2 === 1 ? [places[0], places[0]] : i % 3 === 0 ? [places[1]] : [];
      const attributions = [
        { personId: person, publicationId: attributed, placeId: placed[0] },
        ...placed.slice(1).map((placeId) => ({ personId: person, function: 'scr', placeId })),
      ];
      const id = await createScore(db, {
        collectionId,
        shortTitle: `Zitierwerk ${i}`,
        attributions,
      });
      for (const publicationId of literature)
        await createPublicationScore(db, { publicationId, scoreId: id, number: String(i) });
      made.push({
        id,
        publications: new Set([...literature, ...(attributed ? [attributed] : [])]),
        places: new Set(placed),
      });
    }

    const answer = await search({ query: 'zitierwerk', kind: 'score' });
    expect(countsOf(answer, 'publication')).toEqual(tally(made.map((s) => s.publications)));
    expect(countsOf(answer, 'place')).toEqual(tally(made.map((s) => s.places)));
    const labels = (group: string) =>
      Object.fromEntries(facetOf(answer, group).values.map((v) => [v.value, v.label]));
    expect(labels('publication')).toEqual({
      [pubs[0]]: 'Zitierkunde A',
      [pubs[1]]: 'Zitierbuch',
      [pubs[2]]: 'Zitierkunde C',
    });
    expect(labels('place')).toEqual({ [places[0]]: 'Zitierstadt', [places[1]]: 'Zitierdorf' });
    // "Show more" of either group: the same values, nothing left over.
    for (const group of ['publication', 'place']) {
      const more = await search({ query: 'zitierwerk', kind: 'score', facet_more: group });
      expect(countsOf(more, group)).toEqual(countsOf(answer, group));
      expect(facetOf(more, group).more).toBe(false);
    }

    // Narrowed by a publication and a place: the scores carrying both, the values selected.
    const narrowed = await search({
      query: 'zitierwerk',
      kind: 'score',
      filters: [
        { group: 'publication', value: String(pubs[0]) },
        { group: 'place', value: String(places[0]) },
      ],
    });
    const expected = made.filter((s) => s.publications.has(pubs[0]) && s.places.has(places[0]));
    expect(expected.length).toBeGreaterThan(0);
    expect(narrowed.paginatorInfo.total).toBe(expected.length);
    expect(narrowed.hits.map((hit: { id: string }) => Number(hit.id)).sort()).toEqual(
      expected.map((s) => s.id).sort(),
    );
    expect(countsOf(narrowed, 'publication')).toEqual(tally(expected.map((s) => s.publications)));
    expect(facetOf(narrowed, 'place').values).toEqual([
      { value: String(places[0]), label: 'Zitierstadt', count: expected.length, selected: true },
    ]);

    // Without words too (a browse of the kind narrowed by a facet).
    expect(
      (
        await ids({ kind: 'score', filters: [{ group: 'place', value: String(places[1]) }] })
      ).sort(),
    ).toEqual(
      made
        .filter((s) => s.places.has(places[1]))
        .map((s) => String(s.id))
        .sort(),
    );
  });

  it('follows a publication cited and no longer cited, and a place changed, through the API', async () => {
    const db = server.database.db;
    const contributor = await signedIn(server);
    const collection = await createCollection(db, { name: 'Folgenheim' });
    const person = await createPerson(db, ['Folgsam, Dora']);
    const publication = await createPublication(db, { shortTitle: 'Folgeverzeichnis' });
    const [first, second] = [
      await createPlace(db, 'Folgeort'),
      await createPlace(db, 'Folgestadt'),
    ];
    const attribution = (place: number) => ({
      person: { id: String(person) },
      function: 'aut',
      qualifier: 'asc',
      place: { id: String(place) },
    });
    const facets = async () => {
      const answer = await search({ query: 'folgewerk', kind: 'score' });
      return { publication: countsOf(answer, 'publication'), place: countsOf(answer, 'place') };
    };
    const byPublication = () =>
      ids({ kind: 'score', filters: [{ group: 'publication', value: String(publication) }] });

    const id = await saveScore(
      contributor,
      minimalInput(
        { collection },
        { short_title: 'Folgewerk', attributions: [attribution(first)] },
      ),
    );
    expect(await facets()).toEqual({ publication: {}, place: { [first]: 1 } });
    expect(await byPublication()).toEqual([]);

    // The literature gains the publication, the attribution another place.
    const saved = async (version: number, values: object) => {
      const { upsertScore } = await contributor.data(UPSERT_SCORE, {
        input: minimalInput({ collection }, { id, version, short_title: 'Folgewerk', ...values }),
      });
      expect(upsertScore).toMatchObject({ success: true, errors: [] });
    };
    await saved(1, {
      attributions: [attribution(second)],
      publications: [{ publication: { id: String(publication) }, number: '7' }],
    });
    expect(await facets()).toEqual({ publication: { [publication]: 1 }, place: { [second]: 1 } });
    expect(await byPublication()).toEqual([id]);

    // Renamed: the label follows, the document has nothing to change.
    const documentBefore = await facetsStored(Number(id));
    await db.execute(
      sql`update publications set short_title = 'Folgekatalog' where id = ${publication}`,
    );
    await db.execute(sql`update places set name = 'Folgeburg' where id = ${second}`);
    const renamed = await search({ query: 'folgewerk', kind: 'score' });
    expect(facetOf(renamed, 'publication').values.map((v) => v.label)).toEqual(['Folgekatalog']);
    expect(facetOf(renamed, 'place').values.map((v) => v.label)).toEqual(['Folgeburg']);
    expect(await facetsStored(Number(id))).toEqual(documentBefore);

    // The reference removed: no longer found by the publication.
    await saved(2, { attributions: [attribution(second)], publications: [] });
    expect(await facets()).toEqual({ publication: {}, place: { [second]: 1 } });
    expect(await byPublication()).toEqual([]);
  });

  it('follows literature moved to another publication in one statement (two publications merged), queued beyond 500 scores', async () => {
    const db = server.database.db;
    const [kept, merged] = [
      await createPublication(db, { shortTitle: 'Vereinigt Eins' }),
      await createPublication(db, { shortTitle: 'Vereinigt Zwei' }),
    ];
    const { id: collectionId } = await createCollection(db);
    const scoreIds = await insertScoreRows(
      db,
      Array.from({ length: 510 }, (_, i) => ({
        collectionId,
        shelfmark: `Verein. ${i}`,
        shortTitle: 'Vereinigungswerk',
      })),
    );
    const counts = async () =>
      countsOf(await search({ query: 'vereinigungswerk', kind: 'score' }), 'publication');
    // Inserted in one statement, as a bulk load does: found at once.
    await db
      .insert(publicationScores)
      .values(
        scoreIds.map((scoreId) => ({ scoreId, publicationId: merged, number: '1', position: 0 })),
      );
    expect(await counts()).toEqual({ [merged]: 510 });

    // Merged: more than 500 scores, so queued and rebuilt by the server's follower.
    await db.execute(
      sql`update publication_scores set publication_id = ${kept} where publication_id = ${merged}`,
    );
    // Drained here; a batch the follower took meanwhile (SKIP LOCKED: this drain passes it
    // over) is in once it commits.
    await drainSearchQueue(db);
    await expect.poll(counts, { timeout: 15_000 }).toEqual({ [kept]: 510 });

    // A reference's number changes no facet; references removed of a few scores, at once.
    await db.execute(
      sql`update publication_scores set number = '99' where score_id = ${scoreIds[0]}`,
    );
    await db.execute(
      sql`delete from publication_scores where score_id in (${scoreIds[1]}, ${scoreIds[2]})`,
    );
    expect(await counts()).toEqual({ [kept]: 508 });
  });

  it('gives documents written before migration 0021 their facets when it runs', async () => {
    const db = server.database.db;
    const publication = await createPublication(db, { shortTitle: 'Nachtragsband' });
    const place = await createPlace(db, 'Nachtragsort');
    const person = await createPerson(db, ['Nachtrag, Emil']);
    const cited = await createScore(db, { shortTitle: 'Nachtragswerk' });
    await createPublicationScore(db, { publicationId: publication, scoreId: cited });
    const placed = await createScore(db, {
      shortTitle: 'Nachtragswerk',
      attributions: [{ personId: person, placeId: place }],
    });
    // As 0009's view wrote them: without either facet.
    await db.execute(sql`
      update search_documents
         set facets = array(select f from unnest(facets) f
                             where f not like 'publication:%' and f not like 'place:%')
       where kind = 'score' and record_id in (${cited}, ${placed})`);
    const answer = async () => {
      const found = await search({ query: 'nachtragswerk', kind: 'score' });
      return { publication: countsOf(found, 'publication'), place: countsOf(found, 'place') };
    };
    expect(await answer()).toEqual({ publication: {}, place: {} });

    const text = await readFile(
      join(migrationsFolder(), '0021_search_places_publications.sql'),
      'utf8',
    );
    const backfill = text.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/search_refresh_later\('score'/);
    await db.execute(sql.raw(backfill));
    // Beyond 500 such scores (this file's other tests make more) they are queued for the
    // server's follower, which drains the queue right after it starts: drained here, and a
    // batch the follower took meanwhile (this drain passes it over) is in once it commits.
    await drainSearchQueue(db);
    await expect
      .poll(answer, { timeout: 15_000 })
      .toEqual({ publication: { [publication]: 1 }, place: { [place]: 1 } });
  });

  it('narrows a thousand scores by a rare publication or place through the facets GIN index', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db);
    const scoreIds = await insertScoreRows(
      db,
      Array.from({ length: 1000 }, (_, i) => ({
        collectionId,
        shelfmark: `Plan ${i}`,
        shortTitle: 'Planwerk',
      })),
    );
    const publication = await createPublication(db, { shortTitle: 'Planverzeichnis' });
    const place = await createPlace(db, 'Planort');
    const person = await createPerson(db, ['Planer, Fritz']);
    for (const scoreId of scoreIds.slice(0, 3)) {
      await createPublicationScore(db, { publicationId: publication, scoreId });
      await createAttribution(db, { scoreId, personId: person, placeId: place });
    }
    await analyze();
    for (const facet of [`publication:${publication}`, `place:${place}`]) {
      // As a browse of the scores narrowed by the facet asks (service.ts: the kind as a facet).
      const where = allOf(scopeCondition('score', [facet], true));
      const plan = await db.transaction(async (tx) => {
        // 1,000 documents fit in a few pages, which the planner rightly reads whole: the
        // question is which index it takes where reading the table whole is not an option.
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<{ 'QUERY PLAN': string }>(
          await tx.execute(sql`explain select d.record_id from search_documents d where ${where}`),
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, facet).toContain('search_documents_facets_idx');
      expect(
        (
          await ids({
            kind: 'score',
            filters: [{ group: facet.split(':')[0], value: facet.split(':')[1] }],
          })
        ).sort(),
      ).toEqual(scoreIds.slice(0, 3).map(String).sort());
    }
  });
});

/** A score's stored facets, as its document holds them. */
async function facetsStored(id: number): Promise<string[]> {
  const [row] = rowsOf<{ facets: string[] }>(
    await server.database.db.execute(
      sql`select facets from search_documents where kind = 'score' and record_id = ${id}`,
    ),
  );
  return row.facets;
}
