import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import {
  attributions,
  digitalCopies,
  entries,
  incipits,
  parts,
  partVoices,
  scores,
} from '../db/schema/index';
import { createDigitalCopy } from '../test/factories';
import {
  DELETE_SCORE,
  fullInput,
  GET_SCORE,
  getScore,
  minimalInput,
  saveScore,
  scoreReferences,
  UPSERT_SCORE,
} from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const any = expect.any(String);

describe('scores: reading and deleting', () => {
  it('saves a score with every field and every kind of child and reads all of it back', async () => {
    const refs = await scoreReferences(server.database.db);
    const input = fullInput(refs);
    const id = await saveScore(contributor, input);
    const score = await getScore(contributor, id);
    const entry = refs.entry;
    expect(score).toEqual({
      id,
      version: 1,
      shelfmark: 'Ms. 123,4',
      former_shelfmarks: 'Th. 56',
      title: 'Missa brevis in C',
      short_title: 'Missa in C',
      short_title_prefix: 'CH-E Ms. 123,4',
      opus: 'KV 220',
      key: 'C',
      provenance: 'Nachlass P. Alberik Zwyssig',
      notes: 'Stimmen vollständig',
      has_digital_copy: false,
      text_incipits: 'Kyrie eleison',
      collection: {
        id: String(refs.collection.id),
        name: 'Kloster Einsiedeln, Musikbibliothek',
        prefix: 'CH-E',
      },
      author: { id: String(refs.composer), name: 'Mozart, Wolfgang Amadeus' },
      attributions: [
        {
          // As given, with the records it names read back.
          ...input.attributions[0],
          id: any,
          person: {
            id: String(refs.copyist),
            name: 'Estlinger, Joseph Richard',
            names: [{ id: any, name: 'Estlinger, Joseph Richard', primary: true }],
          },
          publication: { id: String(refs.publication), short_title: 'KV' },
          place: { id: String(refs.place), name: 'Salzburg' },
          score: { id, shelfmark: 'Ms. 123,4' },
        },
        {
          id: any,
          function: 'aut',
          qualifier: 'cjt',
          profession: null,
          from: null,
          to: null,
          designation: null,
          member: null,
          notes: null,
          person: {
            id: String(refs.composer),
            name: 'Mozart, Wolfgang Amadeus',
            names: [
              { id: any, name: 'Mozart, Wolfgang Amadeus', primary: true },
              { id: any, name: 'Mozart, W. A.', primary: false },
            ],
          },
          publication: null,
          place: null,
          score: { id, shelfmark: 'Ms. 123,4' },
        },
      ],
      // Parts, incipits and sources read back as they were given, with ids and derived fields.
      parts: [
        {
          ...input.parts[0],
          id: any,
          position: 0,
          voices: input.parts[0].voices.map((voice) => ({ ...voice, id: any })),
        },
      ],
      incipits: [{ ...input.incipits[0], id: any, numbering: '1.2.1' }],
      sources: [{ ...input.sources[0], id: any }],
      publications: [
        {
          id: any,
          number: '220',
          notes: 'S. 12',
          publication: {
            id: String(refs.publication),
            title: 'Chronologisch-thematisches Verzeichnis',
            short_title: 'KV',
          },
        },
      ],
      genres: [{ id: String(refs.genre.id), name: refs.genre.name }],
      voices: [{ id: any, voice: 'Coro', count: 4, position: 1 }],
      entries: [
        {
          id: String(entry.entryId),
          position: 0,
          number: '3',
          signature: 'A 12',
          genre: 'Missa',
          composer: 'Mozart',
          annotation: 'a 4 voci',
          notes: 'Titelblatt fehlt',
          title: 'Engelberg, Catalogus 1780, p. 12, no. 3: Mozart',
          page: {
            id: String(entry.pageId),
            number: '12',
            position: 0,
            title: 'Catalogus 1780, p. 12',
            catalog: {
              id: String(entry.catalogId),
              name: 'Catalogus 1780',
              subtitle: 'Engelberg',
              collection: { id: String(entry.collectionId), name: 'Engelberg' },
            },
          },
        },
      ],
    });
  });

  it('gives entry and page titles in the language of the request', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(contributor, fullInput(refs));
    const { getScore: score } = await contributor.data(
      'query ($id: ID!) { getScore(id: $id) { entries { title page { title } } } }',
      { id },
      { locale: 'de' },
    );
    expect(score.entries).toEqual([
      {
        title: 'Engelberg, Catalogus 1780, S. 12, Nr. 3: Mozart',
        page: { title: 'Catalogus 1780, S. 12' },
      },
    ]);
  });

  it('derives author, text incipits and digital copy from what the score has', async () => {
    const refs = await scoreReferences(server.database.db);
    const bare = await saveScore(contributor, minimalInput(refs));
    expect(await getScore(contributor, bare)).toMatchObject({
      author: null,
      text_incipits: null,
      has_digital_copy: false,
    });

    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        attributions: [{ person: { id: String(refs.copyist) }, function: 'scr', qualifier: 'asc' }],
        incipits: [
          { pae: '4C', text: 'Kyrie' },
          { pae: '4D' },
          { pae: '4E', text: 'Gloria in excelsis' },
        ],
      }),
    );
    await createDigitalCopy(server.database.db, 'score', Number(id));
    expect(await getScore(contributor, id)).toMatchObject({
      author: null,
      text_incipits: 'Kyrie / Gloria in excelsis',
      has_digital_copy: true,
    });
  });

  it('answers null for a score that does not exist or an id that is not a number', async () => {
    expect((await contributor.data(GET_SCORE, { id: '987654321' })).getScore).toBeNull();
    expect((await contributor.data(GET_SCORE, { id: 'abc' })).getScore).toBeNull();
  });

  it('lets a visitor read a score but not save or delete one', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(contributor, fullInput(refs));
    const visitor = await server.client();
    expect(await getScore(visitor, id)).toMatchObject({ id, shelfmark: 'Ms. 123,4' });
    const { scores: listed } = await visitor.data(
      'query ($search: String) { scores(search: $search) { paginatorInfo { total } } }',
      { search: 'Ms. 123,4' },
    );
    expect(listed.paginatorInfo.total).toBeGreaterThan(0);
    const save = await visitor.gql(UPSERT_SCORE, {
      input: { ...minimalInput(refs), id, version: 1, shelfmark: 'Changed' },
    });
    expect(save.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const remove = await visitor.gql(DELETE_SCORE, { id });
    expect(remove.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await getScore(visitor, id)).toMatchObject({ shelfmark: 'Ms. 123,4', version: 1 });
  });

  it('deletes a score with its children; its catalog entry keeps the transcription', async () => {
    const db = server.database.db;
    const refs = await scoreReferences(db);
    const id = await saveScore(contributor, fullInput(refs));
    const partIds = (
      await db
        .select()
        .from(parts)
        .where(eq(parts.scoreId, Number(id)))
    ).map((part) => part.id);

    expect((await contributor.data(DELETE_SCORE, { id })).deleteScore).toEqual({
      success: true,
      message: translate('Record.deleted', 'en'),
    });
    expect(await getScore(contributor, id)).toBeNull();
    expect(
      await db
        .select()
        .from(scores)
        .where(eq(scores.id, Number(id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(attributions)
        .where(eq(attributions.scoreId, Number(id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(incipits)
        .where(eq(incipits.scoreId, Number(id))),
    ).toEqual([]);
    expect(await db.select().from(partVoices).where(eq(partVoices.partId, partIds[0]))).toEqual([]);
    const [entry] = await db.select().from(entries).where(eq(entries.id, refs.entry.entryId));
    expect(entry).toMatchObject({ scoreId: null, composer: 'Mozart', number: '3' });

    expect((await contributor.data(DELETE_SCORE, { id })).deleteScore).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('deletes a score with the digital copies that show it (their files stay)', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(contributor, minimalInput(refs));
    const copy = await createDigitalCopy(server.database.db, 'score', Number(id));
    expect((await contributor.data(DELETE_SCORE, { id })).deleteScore.success).toBe(true);
    expect(await getScore(contributor, id)).toBeNull();
    const left = await server.database.db
      .select()
      .from(digitalCopies)
      .where(eq(digitalCopies.id, copy));
    expect(left).toEqual([]);
  });
});
