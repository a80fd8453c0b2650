import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { scores } from '../db/schema/index';
import { createCollection, createPerson, createScore } from '../test/factories';
import { ids, search, server, useSearchServer, visitor, SEARCH } from '../test/search-api';

// The home screen's search over real HTTP and a real database (issue 9): the query language and
// ranking. Every test makes its own records, named with a word no other test uses.

useSearchServer();

describe('the query language', () => {
  it('ranks the shelfmark typed as written first ("Ms. 12" before "Ms. 120")', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Rankwald' });
    const later = await createScore(db, {
      collectionId,
      shelfmark: 'Ms. 120',
      shortTitle: 'Ms. 12 copy',
    });
    const exact = await createScore(db, { collectionId, shelfmark: 'Ms. 12', shortTitle: 'Aria' });
    await createScore(db, { collectionId, shelfmark: 'Ms. 121', shortTitle: 'Duetto' });
    const found = await ids({
      query: 'Ms. 12',
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
    });
    expect(found[0]).toBe(String(exact));
    expect(found).toHaveLength(3);
    expect(found).toContain(String(later));
  });

  it('matches every word, as prefixes, ignoring case and accents, in any field', async () => {
    const db = server.database.db;
    const person = await createPerson(db, ['Müllerwald, Johann Ignaz', 'Millerwald, J. I.']);
    const score = await createScore(db, {
      shortTitle: 'Vesperae Brunnwil',
      attributions: [{ personId: person }],
    });
    expect(await ids({ query: 'MULLERWALD', kind: 'person' })).toEqual([String(person)]);
    expect(await ids({ query: 'millerw brunnw', kind: 'score' })).toEqual([String(score)]);
    expect(await ids({ query: 'müllerwald vesperae', kind: 'score' })).toEqual([String(score)]);
    // Another name variant of the composer finds the score too.
    expect(await ids({ query: 'Millerwald', kind: 'score' })).toEqual([String(score)]);
    expect(await ids({ query: 'Müllerwald Sinfonia', kind: 'score' })).toEqual([]);
  });

  it('finds by a prefix however many words of the index begin with it', async () => {
    const db = server.database.db;
    // 40 words that begin "anfangswort": more than a prefix is spelt out as (32).
    const letters = Array.from(
      { length: 40 },
      (_, i) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26)),
    );
    const made = new Map<string, number>();
    for (const pair of letters)
      made.set(pair, await createScore(db, { shortTitle: `Anfangswort${pair} Qx. 7` }));
    const total = async (query: string) =>
      (await search({ query, kind: 'score' })).paginatorInfo.total;
    expect(await total('anfangsw')).toBe(40);
    // 14 words begin "anfangswortb" (ba…bn): spelt out, each found.
    expect(await total('Anfangswortb')).toBe(14);
    // Found as typed (the similar spellings that follow so few are marked as such).
    const { hits } = await search({ query: 'anfangswortbn', kind: 'score' });
    expect(
      hits.filter((hit: { fuzzy: boolean }) => !hit.fuzzy).map((hit: { id: string }) => hit.id),
    ).toEqual([String(made.get('bn'))]);
    // A short word and a number as prefixes (the words of "qx.7").
    expect(await total('anfangswortb qx.7')).toBe(14);
    expect(await total('anfangswortb qy')).toBe(0);
  });

  it('reads "phrases" in their order and excludes -words', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Phrasenau' });
    const brevis = await createScore(db, { collectionId, shortTitle: 'Missa brevis Phrasenau' });
    const solemnis = await createScore(db, {
      collectionId,
      shortTitle: 'Brevis missa solemnis Phrasenau',
    });
    expect(await ids({ query: '"missa brevis" phrasenau', kind: 'score' })).toEqual([
      String(brevis),
    ]);
    expect(await ids({ query: 'phrasenau -solemnis', kind: 'score' })).toEqual([String(brevis)]);
    expect(await ids({ query: 'phrasenau -"missa brevis"', kind: 'score' })).toEqual([
      String(solemnis),
    ]);
  });

  it('finds misspelled names by a similar spelling, marked as such', async () => {
    const db = server.database.db;
    const schmid = await createPerson(db, ['Schmid, Quirinus']);
    const haydn = await createPerson(db, ['Haydnquist, Joseph']);
    const [byVariant] = (await search({ query: 'Schmidt Quirinus', kind: 'person' })).hits;
    expect(byVariant).toMatchObject({ id: String(schmid), fuzzy: true });
    const misspelled = await search({ query: 'Haidnquist', kind: 'person' });
    expect(misspelled.hits.map((hit: { id: string }) => hit.id)).toContain(String(haydn));
  });

  it('suggests a spelling that finds something when nothing matches', async () => {
    const db = server.database.db;
    // A word of the provenance: names and titles would be found by a similar spelling instead.
    const id = await createScore(db, { shortTitle: 'Offertorium' });
    await db
      .update(scores)
      .set({ provenance: 'Nachlass Zwyssigianum' })
      .where(sql`${scores.id} = ${id}`);
    const answer = await search({ query: 'Zwyssigianun', kind: 'score' });
    expect(answer.paginatorInfo.total).toBe(0);
    expect(answer.suggestion).toBe('zwyssigianum');
    expect((await search({ query: answer.suggestion, kind: 'score' })).paginatorInfo.total).toBe(1);
  });

  it('answers the folded words to highlight, without the excluded ones', async () => {
    const answer = await search({ query: 'Müller "Missa brevis" -Credo' });
    expect(answer.words).toEqual(['muller', 'missa', 'brevis']);
  });

  it('takes any text as words, never as query syntax', async () => {
    for (const query of ["'&|!:*()<->\\", 'a:* | b', '!!x & (y', '"', '-', "O'Brien", 'l’Âme']) {
      const response = await visitor.gql(SEARCH, { query });
      expect(response.errors, query).toBeUndefined();
    }
    const db = server.database.db;
    const syntax = await createScore(db, { shortTitle: "Zzqalpha O'Brienne" });
    // As tsquery syntax `zzq:* | yyq` would find the score; as words both must match.
    expect(await ids({ query: 'zzq:* | yyq', kind: 'score' })).toEqual([]);
    expect(await ids({ query: "zzqalpha O'Brienne", kind: 'score' })).toEqual([String(syntax)]);
  });

  it('excludes whole words, also when the query has nothing else', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Ausschlussheim' });
    const domine = await createScore(db, { collectionId, shortTitle: 'Domine ad adjuvandum' });
    const inD = await createScore(db, { collectionId, shortTitle: 'Sinfonia in D' });
    const scope = {
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
    };
    expect(await ids({ ...scope, query: '-D' })).toEqual([String(domine)]);
    expect(await ids({ ...scope, query: '-sinfonia -domine' })).toEqual([]);
    expect((await ids({ ...scope, query: '-adjuvandum' })).sort()).toEqual([String(inD)]);
  });

  it('puts the shelfmark typed as written first, punctuation and spacing aside', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Genauort' });
    for (const shelfmark of ['Gen. 7', 'Gen. 70', 'Gen. 71', 'Gen. 700'])
      await createScore(db, { collectionId, shelfmark, shortTitle: 'Genauwerk' });
    const scope = {
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
    };
    for (const query of ['Gen. 7', 'gen.7', 'GEN 7']) {
      const answer = await search({ ...scope, query, first: 2 });
      expect(answer.hits[0].score.shelfmark, query).toBe('Gen. 7');
    }
    // The first one stays first when paging: page 2 goes on with the others.
    const page2 = await search({ ...scope, query: 'Gen 7', first: 2, page: 2 });
    expect(
      page2.hits.map((hit: { score: { shelfmark: string } }) => hit.score.shelfmark),
    ).not.toContain('Gen. 7');
    expect(page2.paginatorInfo.total).toBe(4);
  });
  it('finds a shelfmark typed with its siglum as screens show it, however it is spaced', async () => {
    const db = server.database.db;
    const library = await createCollection(db, { name: 'Sigelstift', prefix: 'ZZ-Sgl' });
    const neighbour = await createCollection(db, { name: 'Sigelnachbar', prefix: 'ZZ-Sgln' });
    const elsewhere = await createCollection(db, { name: 'Sigelfern', prefix: 'ZZ-Far' });
    const made = async (collectionId: number, shelfmark: string) =>
      String(await createScore(db, { collectionId, shelfmark, shortTitle: 'Sigelwerk' }));
    const wanted = await made(library.id, '215');
    const longer = await made(library.id, '2150');
    const comma = await made(library.id, '716,1');
    const neighbours = await made(neighbour.id, '215');
    const far = await made(elsewhere.id, '215');
    for (const query of ['ZZ-Sgl 215', 'ZZSgl 215', 'ZZ Sgl 215', 'ZZ-Sgl215', 'zzsgl215']) {
      for (const kind of ['score', undefined]) {
        const found = await ids({ query, kind });
        expect(found[0], `${query} (${kind ?? 'all'})`).toBe(wanted);
        expect(found, query).not.toContain(far);
        expect(found, query).not.toContain(neighbours);
      }
    }
    expect(await ids({ query: 'ZZ-Sgl 215', kind: 'score' })).toEqual([wanted, longer]);
    // The hits mark the shelfmark, not the siglum's letters (they would mark every word they
    // begin: "zz", "sgl").
    expect((await search({ query: 'ZZ-Sgl 215', kind: 'score' })).words).toEqual(['215']);
    expect((await search({ query: 'ZZSgl 215 Sigelwerk' })).words).toEqual(['215', 'sigelwerk']);
    expect((await search({ query: 'ZZ-Sgl215' })).words).toEqual(['215']);
    expect((await ids({ query: 'ZZ-Sgl 716,1', kind: 'score' }))[0]).toBe(comma);
    // The siglum that runs on into a longer one is the longer library's.
    expect(await ids({ query: 'ZZ-Sgln 215', kind: 'score' })).toEqual([neighbours]);
    // The advanced shelfmark field reads it so too.
    const advanced = await search({ kind: 'score', fields: { shelfmark: 'ZZ-Sgl 215' } });
    expect(advanced.hits[0].score.shelfmark).toBe('215');
    expect(advanced.hits[0].id).toBe(wanted);
    expect(advanced.words).toEqual(['215']);
    // A query read as a siglum still finds what its words find ("Che sara" with CH-E about).
    const italian = String(
      await createScore(db, {
        collectionId: (await createCollection(db, { prefix: 'CH-E' })).id,
        shelfmark: 'It. 1',
        shortTitle: 'Che sara sigelweise',
      }),
    );
    expect(await ids({ query: 'Che sara sigelweise', kind: 'score' })).toEqual([italian]);
  });
});
