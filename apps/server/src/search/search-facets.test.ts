import { describe, expect, it } from 'vitest';
import { SEARCH_FACET_VALUES, SEARCH_FACET_VALUES_MORE } from '@partitura/domain';
import {
  createCollection,
  createGenre,
  createPerson,
  createScore,
  createScoreVoices,
  insertScoreRows,
} from '../test/factories';
import { search, server, useSearchServer, visitor, SEARCH } from '../test/search-api';

// The search's facets against a brute-force count (issue 9). Every test makes its own records,
// named with a word no other test uses.

useSearchServer();

describe('facets', () => {
  it('counts every value exactly as a brute-force count over the same records', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Facettenbach' });
    const genres = [await createGenre(db), await createGenre(db)];
    const composers = [
      await createPerson(db, ['Facettus, Anton']),
      await createPerson(db, ['Facettus, Berta']),
    ];
    const made: { id: number; key: string; genre: number; composer: number; part: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const key = ['C', 'D', 'g'][i % 3];
      const genre = genres[i % 2].id;
      const composer = composers[i % 4 === 0 ? 1 : 0];
      const part = ['aut', 'cpy', 'prt', 'pau'][i % 4];
      const id = await createScore(db, {
        collectionId,
        shortTitle: `Facettenwerk ${i}`,
        key,
        attributions: [{ personId: composer }],
        genreIds: [genre],
        parts: [{ type: part }],
        voices: [i < 5 ? 'S' : 'vl 1'],
      });
      made.push({ id, key, genre, composer, part });
    }
    const answer = await search({ query: 'facettenwerk', kind: 'score' });
    const counts = (group: string) =>
      Object.fromEntries(
        answer.facets
          .find((facet: { group: string }) => facet.group === group)
          .values.map((value: { value: string; count: number }) => [value.value, value.count]),
      );
    const brute = (pick: (score: (typeof made)[number]) => string | number) => {
      const tally: Record<string, number> = {};
      for (const score of made) tally[String(pick(score))] = (tally[String(pick(score))] ?? 0) + 1;
      return tally;
    };
    expect(counts('key')).toEqual(brute((score) => score.key));
    expect(counts('genre')).toEqual(brute((score) => score.genre));
    expect(counts('composer')).toEqual(brute((score) => score.composer));
    expect(counts('part')).toEqual(brute((score) => score.part));
    expect(counts('collection')).toEqual({ [collectionId]: 12 });
    expect(counts('voice')).toEqual({ S: 5, 'vl 1': 7 });
    expect(counts('digital')).toEqual({ no: 12 });
    const composerFacet = answer.facets.find(
      (facet: { group: string }) => facet.group === 'composer',
    );
    expect(composerFacet.values.map((value: { label: string }) => value.label).sort()).toEqual([
      'Facettus, Anton',
      'Facettus, Berta',
    ]);

    // Narrowed by a value: the hits and counts are those of the narrowed set, the value selected.
    const narrowed = await search({
      query: 'facettenwerk',
      kind: 'score',
      filters: [
        { group: 'key', value: 'D' },
        { group: 'part', value: 'cpy' },
      ],
    });
    const expected = made.filter((score) => score.key === 'D' && score.part === 'cpy');
    expect(narrowed.paginatorInfo.total).toBe(expected.length);
    expect(narrowed.hits.map((hit: { id: string }) => Number(hit.id)).sort()).toEqual(
      expected.map((score) => score.id).sort(),
    );
    const keyFacet = narrowed.facets.find((facet: { group: string }) => facet.group === 'key');
    expect(keyFacet.values).toEqual([
      { value: 'D', label: 'D major', count: expected.length, selected: true },
    ]);
  });

  it(`answers up to ${SEARCH_FACET_VALUES_MORE} values of the group asked for, counted as a brute force counts them`, async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Fuellhorn' });
    // 130 scores: 105 keys (25 of them on two scores each) and 30 scorings (on 4 or 5 each).
    const keyOf = (i: number) => `K${String(i < 50 ? Math.floor(i / 2) : i - 25).padStart(3, '0')}`;
    const voiceOf = (i: number) => `Stimme ${String(i % 30).padStart(2, '0')}`;
    const ids = await insertScoreRows(
      db,
      Array.from({ length: 130 }, (_, i) => ({
        collectionId,
        shelfmark: `Fuell. ${i}`,
        shortTitle: 'Fuellwerk',
        key: keyOf(i),
      })),
    );
    await createScoreVoices(
      db,
      ids.map((scoreId, i) => ({ scoreId, voice: voiceOf(i), position: 0 })),
    );
    const brute = (pick: (i: number) => string) => {
      const tally = new Map<string, number>();
      for (let i = 0; i < ids.length; i++) tally.set(pick(i), (tally.get(pick(i)) ?? 0) + 1);
      // The most frequent first, then by value: the order the screen lists them in.
      return [...tally]
        .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
        .map(([value, count]) => ({ value, count }));
    };
    const keys = brute(keyOf);
    const voices = brute(voiceOf);
    expect([keys.length, voices.length]).toEqual([105, 30]);
    type Facet = { group: string; more: boolean; values: { value: string; count: number }[] };
    const facetOf = async (more?: string) => {
      const answer = await search({ query: 'fuellwerk', kind: 'score', facet_more: more });
      const group = (name: string): Facet =>
        answer.facets.find((facet: Facet) => facet.group === name);
      const values = (name: string) =>
        group(name).values.map(({ value, count }) => ({ value, count }));
      return { group, values };
    };

    // As before: the 12 most frequent of each group, and word that there are more.
    const usual = await facetOf();
    expect(usual.values('key')).toEqual(keys.slice(0, SEARCH_FACET_VALUES));
    expect(usual.values('voice')).toEqual(voices.slice(0, SEARCH_FACET_VALUES));
    expect([usual.group('key').more, usual.group('voice').more]).toEqual([true, true]);
    expect(usual.group('collection').more).toBe(false);

    // More of the scorings: all 30, nothing left over; the keys stay at 12.
    const allVoices = await facetOf('voice');
    expect(allVoices.values('voice')).toEqual(voices);
    expect(allVoices.group('voice').more).toBe(false);
    expect(allVoices.values('key')).toEqual(keys.slice(0, SEARCH_FACET_VALUES));
    expect(allVoices.group('key').more).toBe(true);

    // More of the keys: the bound, the 100 most frequent, and word of the 5 left over.
    const moreKeys = await facetOf('key');
    expect(moreKeys.values('key')).toEqual(keys.slice(0, SEARCH_FACET_VALUES_MORE));
    expect(moreKeys.group('key').more).toBe(true);
    expect(moreKeys.values('voice')).toHaveLength(SEARCH_FACET_VALUES);

    // A value chosen from beyond the bound is answered too, selected.
    const narrowed = await search({
      query: 'fuellwerk',
      kind: 'score',
      facet_more: 'key',
      filters: [{ group: 'key', value: 'K104' }],
    });
    expect(narrowed.paginatorInfo.total).toBe(1);
    expect(narrowed.facets.find((facet: Facet) => facet.group === 'key').values).toEqual([
      { value: 'K104', label: 'K104', count: 1, selected: true },
    ]);
  });

  it('refuses a filter group the search does not know', async () => {
    const response = await visitor.gql(SEARCH, { filters: [{ group: 'password', value: 'x' }] });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const more = await visitor.gql(SEARCH, { kind: 'score', facet_more: 'password' });
    expect(more.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
