import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personSources, syllabi, vowBookEntries } from '../db/schema/index';
import {
  createAttribution,
  createCollection,
  createPerson,
  createPlace,
  createPublication,
  createScore,
} from '../test/factories';
import { HAYDN, savePerson, getPerson, upsertPerson, type Json } from '../test/people-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

describe('people: saving and reading', () => {
  it('saves a new person with every kind of child and reads every field back, primary name first', async () => {
    const id = await savePerson(contributor, HAYDN);
    const person = await getPerson(contributor, id);
    expect(person).toMatchObject({
      id,
      version: 1,
      name: 'Haydn, Johann Michael',
      names: [
        { name: 'Haydn, Johann Michael', primary: true },
        { name: 'Haydn, Michael', primary: false },
      ],
      dates: '1737–1806',
      cleric: true,
      first_mass: '1760',
      profession: 'Konzertmeister',
      notes: 'Salzburg',
      syllabi: HAYDN.syllabi,
      vow_book_entry: HAYDN.vow_book_entry,
      sources: [
        {
          type: 'cit',
          citation: 'MGG 2, Personenteil 8',
          description: null,
          url: 'https://www.mgg-online.com',
          notes: null,
        },
        { type: 'arc', citation: 'Stiftsarchiv, A 12', description: 'Brief', notes: 'Kopie' },
      ],
      attributions: [],
    });
  });

  it('adds, changes and removes names, syllabi and sources in one save, keeping the kept ids', async () => {
    const id = await savePerson(contributor, HAYDN);
    const before = (await getPerson(contributor, id))!;
    const answer = await upsertPerson(contributor, {
      ...HAYDN,
      id,
      version: 1,
      names: [
        { id: before.names[0].id, name: 'Haydn, J. Michael', primary: true },
        { name: 'Heiden, Michael', primary: false },
      ],
      syllabi: [
        { ...before.syllabi[1], translation: 'Father Michael (changed)' },
        { citation: 'Syllabus 1805', transcription: 'R. P. Michael', translation: 'Rev. Father' },
      ],
      sources: [{ citation: 'Grove', type: 'cit' }],
    });
    expect(answer).toMatchObject({ success: true, id });
    const after = (await getPerson(contributor, id))!;
    expect(after.version).toBe(2);
    expect(after.names).toEqual([
      { id: before.names[0].id, name: 'Haydn, J. Michael', primary: true },
      { id: expect.any(String), name: 'Heiden, Michael', primary: false },
    ]);
    expect(after.names[1].id).not.toBe(before.names[1].id);
    expect(after.syllabi).toEqual([
      { ...before.syllabi[1], translation: 'Father Michael (changed)' },
      {
        id: expect.any(String),
        citation: 'Syllabus 1805',
        transcription: 'R. P. Michael',
        translation: 'Rev. Father',
      },
    ]);
    expect(after.sources).toMatchObject([{ citation: 'Grove', type: 'cit' }]);
    const db = server.database.db;
    expect(
      await db
        .select()
        .from(syllabi)
        .where(eq(syllabi.id, Number(before.syllabi[0].id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(personSources)
        .where(eq(personSources.personId, Number(id))),
    ).toHaveLength(1);
  });

  it('moves the primary flag to another name variant without breaking the one-primary rule', async () => {
    const id = await savePerson(contributor, HAYDN);
    const before = (await getPerson(contributor, id))!;
    const [primary, variant] = before.names;
    await upsertPerson(contributor, {
      id,
      version: 1,
      names: [
        { ...primary, primary: false },
        { ...variant, primary: true },
      ],
    });
    const after = (await getPerson(contributor, id))!;
    expect(after.name).toBe('Haydn, Michael');
    expect(after.names).toEqual([
      { ...variant, primary: true },
      { ...primary, primary: false },
    ]);
    // A new name becomes primary in the same save the stored primary gives the flag up.
    await upsertPerson(contributor, {
      id,
      version: 2,
      names: [
        ...after.names.map((name: Json) => ({ ...name, primary: false })),
        { name: 'Hayden', primary: true },
      ],
    });
    const third = (await getPerson(contributor, id))!;
    expect(third.names.map((name: Json) => [name.name, name.primary])).toEqual([
      ['Hayden', true],
      ['Haydn, Michael', false],
      ['Haydn, Johann Michael', false],
    ]);
  });

  it('keeps only the first of several names marked primary', async () => {
    const id = await savePerson(contributor, {
      names: [
        { name: 'Eberlin, Johann Ernst', primary: true },
        { name: 'Eberle', primary: true },
      ],
    });
    expect((await getPerson(contributor, id))!.names).toMatchObject([
      { name: 'Eberlin, Johann Ernst', primary: true },
      { name: 'Eberle', primary: false },
    ]);
  });

  it('drops unnamed name variants before saving', async () => {
    const id = await savePerson(contributor, {
      names: [
        { name: '  ', primary: false },
        { name: 'Adlgasser, Anton Cajetan', primary: true },
        { name: '', primary: false },
      ],
    });
    expect((await getPerson(contributor, id))!.names).toMatchObject([
      { name: 'Adlgasser, Anton Cajetan', primary: true },
    ]);
  });

  it('leaves the child lists the input omits as they are', async () => {
    const id = await savePerson(contributor, HAYDN);
    const before = (await getPerson(contributor, id))!;
    await upsertPerson(contributor, { id, version: 1, cleric: true, dates: 'um 1737–1806' });
    const after = (await getPerson(contributor, id))!;
    expect(after).toEqual({
      ...before,
      version: 2,
      dates: 'um 1737–1806',
      first_mass: null,
      profession: null,
      notes: null,
    });
  });

  it('removes the vow book entry when it is null or has no content, and updates it in place', async () => {
    const id = await savePerson(contributor, HAYDN);
    const entryId = (await getPerson(contributor, id))!.vow_book_entry.id;
    await upsertPerson(contributor, {
      id,
      version: 1,
      vow_book_entry: { id: entryId, citation: 'Professbuch, fol. 13', transcription: 'Professus' },
    });
    expect((await getPerson(contributor, id))!.vow_book_entry).toEqual({
      id: entryId,
      citation: 'Professbuch, fol. 13',
      transcription: 'Professus',
    });
    await upsertPerson(contributor, {
      id,
      version: 2,
      vow_book_entry: { citation: ' ', transcription: '' },
    });
    expect((await getPerson(contributor, id))!.vow_book_entry).toBeNull();
    await upsertPerson(contributor, { id, version: 3, vow_book_entry: HAYDN.vow_book_entry });
    expect((await getPerson(contributor, id))!.vow_book_entry).toMatchObject(HAYDN.vow_book_entry);
    await upsertPerson(contributor, { id, version: 4, vow_book_entry: null });
    expect((await getPerson(contributor, id))!.vow_book_entry).toBeNull();
    const rows = await server.database.db
      .select()
      .from(vowBookEntries)
      .where(eq(vowBookEntries.personId, Number(id)));
    expect(rows).toEqual([]);
  });

  it('answers null for a person that does not exist or an id that is not one', async () => {
    expect(await getPerson(contributor, '987654')).toBeNull();
    expect(await getPerson(contributor, 'abc')).toBeNull();
  });

  it('lists the attributions naming the person with score, collection, publication and place', async () => {
    const db = server.database.db;
    const personId = await createPerson(db, ['Brixi, František Xaver']);
    const { id: collectionId } = await createCollection(db, {
      name: 'Kloster Einsiedeln',
      prefix: 'CH-E',
    });
    const scoreId = await createScore(db, {
      collectionId,
      shelfmark: '123,4',
      shortTitle: 'Missa in D',
    });
    const publicationId = await createPublication(db, {
      shortTitle: 'MGG 2',
      title: 'Die Musik in Geschichte und Gegenwart',
    });
    const placeId = await createPlace(db, 'Prag');
    const attributionId = await createAttribution(db, {
      personId,
      scoreId,
      function: 'cmp',
      qualifier: 'cjt',
      publicationId,
      placeId,
      notes: 'Stil',
    });
    const plainId = await createAttribution(db, {
      personId,
      scoreId,
      function: 'scr',
      position: 1,
    });

    const person = (await getPerson(contributor, String(personId)))!;
    expect(person.attributions).toEqual([
      {
        id: String(attributionId),
        function: 'cmp',
        qualifier: 'cjt',
        profession: null,
        from: null,
        to: null,
        designation: null,
        member: null,
        notes: 'Stil',
        person: { id: String(personId), name: 'Brixi, František Xaver' },
        score: {
          id: String(scoreId),
          shelfmark: '123,4',
          short_title: 'Missa in D',
          short_title_prefix: 'CH-E 123,4',
          collection: { id: String(collectionId), name: 'Kloster Einsiedeln', prefix: 'CH-E' },
        },
        publication: {
          id: String(publicationId),
          short_title: 'MGG 2',
          title: 'Die Musik in Geschichte und Gegenwart',
        },
        place: { id: String(placeId), name: 'Prag' },
      },
      expect.objectContaining({
        id: String(plainId),
        function: 'scr',
        publication: null,
        place: null,
      }),
    ]);
  });
});
