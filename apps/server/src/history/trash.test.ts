import { sql } from 'drizzle-orm';
import { rowsOf } from '../core/database/db';
import { describe, expect, it } from 'vitest';
import { createCollection, createPerson, signedIn } from '../test/factories';
import { getScore, upsert, versions } from '../test/history-api';
import { DELETE_SCORE, GET_SCORE, UPSERT_SCORE, scoreReferences } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer({ APP_URL: 'http://partitura.test' });

describe('the trash', () => {
  const TRASH = `query ($kind: HistoryKind) {
    trash(kind: $kind, first: 100) {
      days
      data { id kind record_id name author deleted_at kept_until }
      paginatorInfo { total }
    }
  }`;
  const BRING_BACK = `mutation ($id: ID!) {
    bringBack(id: $id) { success message key id errors { field key } }
  }`;
  const trashed = async (kind: string, recordId: string) =>
    (
      (await contributor.data(TRASH, { kind })).trash.data as {
        id: string;
        record_id: string;
        name: string;
      }[]
    ).find((row) => row.record_id === recordId);

  it('brings a deleted score back with its id, its children and its history, once', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await upsert(UPSERT_SCORE, {
      collection: { id: String(refs.collection.id) },
      shelfmark: 'Ms. 9',
      short_title: 'Requiem',
      attributions: [{ person: { id: String(refs.composer) }, function: 'cmp', qualifier: 'asc' }],
      parts: [{ type: 'cpy', voices: [{ voice: 'S', count: 1, position: 1 }] }],
      incipits: [{ pae: '4C8DE4FG', number: 1, clef: 'G-2' }],
      genres: [{ id: String(refs.genre.id), name: refs.genre.name }],
    });
    const before = await getScore(id);
    expect((await contributor.data(DELETE_SCORE, { id })).deleteScore.success).toBe(true);
    const row = await trashed('Score', id);
    expect(row).toMatchObject({ name: 'Requiem (Ms. 9)' });

    const { bringBack } = await contributor.data(BRING_BACK, { id: row!.id });
    expect(bringBack).toMatchObject({ success: true, key: 'History.brought_back', id });
    const back = await getScore(id);
    for (const field of ['shelfmark', 'short_title', 'collection', 'genres'] as const)
      expect(back[field]).toEqual(before[field]);
    expect(back.attributions.map((a: { person: { id: string } }) => a.person.id)).toEqual([
      String(refs.composer),
    ]);
    expect(back.parts[0].voices.map((v: { voice: string }) => v.voice)).toEqual(['S']);
    expect(back.incipits[0].pae).toBe('4C8DE4FG');
    expect((await versions('Score', id)).map((v) => v.operation)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
    expect(await trashed('Score', id)).toBeUndefined();
    expect((await contributor.data(BRING_BACK, { id: row!.id })).bringBack).toMatchObject({
      success: false,
      key: 'History.error_not_in_trash',
    });
    // Harvesters see it again: no deletion is recorded for it (OAI-PMH).
    const deletions = await server.database.db.execute(
      sql`select 1 from deleted_records where kind = 'score' and record_id = ${Number(id)}`,
    );
    expect(rowsOf(deletions)).toEqual([]);
  });

  it('brings back a person and a place; refuses what names a record gone since, keeping it in the trash', async () => {
    const PERSON = 'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success id } }';
    const person = await upsert(PERSON, {
      names: [
        { name: 'Biber, Heinrich Ignaz Franz', primary: true },
        { name: 'Biber, H. I. F.', primary: false },
      ],
      dates: '1644–1704',
    });
    await contributor.data('mutation ($id: ID!) { deletePerson(id: $id) { success } }', {
      id: person,
    });
    const personRow = await trashed('Person', person);
    expect(personRow?.name).toBe('Biber, Heinrich Ignaz Franz');
    expect((await contributor.data(BRING_BACK, { id: personRow!.id })).bringBack.success).toBe(
      true,
    );
    const { getPerson } = await contributor.data(
      'query ($id: ID!) { getPerson(id: $id) { dates names { name primary } } }',
      { id: person },
    );
    expect(getPerson).toEqual({
      dates: '1644–1704',
      names: [
        { name: 'Biber, Heinrich Ignaz Franz', primary: true },
        { name: 'Biber, H. I. F.', primary: false },
      ],
    });

    const PLACE = 'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success id } }';
    const place = await upsert(PLACE, { name: 'Kremsier' });
    await contributor.data('mutation ($id: ID!) { deletePlace(id: $id) { success } }', {
      id: place,
    });
    const placeRow = await trashed('Place', place);
    expect((await contributor.data(BRING_BACK, { id: placeRow!.id })).bringBack.success).toBe(true);
    expect(
      (await contributor.data('query ($id: ID!) { getPlace(id: $id) { name } }', { id: place }))
        .getPlace,
    ).toEqual({
      name: 'Kremsier',
    });

    // A score with no children at all: back, and its history says so.
    const bare = await upsert(UPSERT_SCORE, {
      collection: { id: String((await createCollection(server.database.db)).id) },
      shelfmark: 'Ms. 12',
      short_title: 'Salve Regina',
    });
    await contributor.data(DELETE_SCORE, { id: bare });
    const bareRow = await trashed('Score', bare);
    expect((await contributor.data(BRING_BACK, { id: bareRow!.id })).bringBack.success).toBe(true);
    expect((await versions('Score', bare))[0]).toMatchObject({ operation: 'restore' });
    // Deleted accounts are no contributor's business.
    expect((await contributor.data(TRASH, { kind: 'User' })).trash.data).toEqual([]);

    // A score whose collection is gone, and one whose composer is gone: refused, still in the trash.
    const collection = await createCollection(server.database.db);
    const orphan = await upsert(UPSERT_SCORE, {
      collection: { id: String(collection.id) },
      shelfmark: 'Ms. 10',
      short_title: 'Vesperae',
    });
    await contributor.data(DELETE_SCORE, { id: orphan });
    await contributor.data('mutation ($id: ID!) { deleteCollection(id: $id) { success } }', {
      id: String(collection.id),
    });
    const orphanRow = await trashed('Score', orphan);
    expect((await contributor.data(BRING_BACK, { id: orphanRow!.id })).bringBack).toMatchObject({
      success: false,
      key: 'History.error_bring_back_refused',
    });
    const other = await createCollection(server.database.db);
    const composer = await createPerson(server.database.db, ['Gone, Composer']);
    const named = await upsert(UPSERT_SCORE, {
      collection: { id: String(other.id) },
      shelfmark: 'Ms. 11',
      short_title: 'Litaniae',
      attributions: [{ person: { id: String(composer) }, function: 'cmp', qualifier: 'asc' }],
    });
    await contributor.data(DELETE_SCORE, { id: named });
    await contributor.data('mutation ($id: ID!) { deletePerson(id: $id) { success } }', {
      id: String(composer),
    });
    const namedRow = await trashed('Score', named);
    expect((await contributor.data(BRING_BACK, { id: namedRow!.id })).bringBack).toMatchObject({
      success: false,
      key: 'History.error_refused',
      errors: [{ field: 'attributions.0.person', key: 'Attribution.error_person_empty' }],
    });
    expect((await contributor.data(GET_SCORE, { id: named })).getScore).toBeNull();
    expect(await trashed('Score', named)).toBeDefined();
    // Still deleted for harvesters.
    const stillDeleted = await server.database.db.execute(
      sql`select 1 from deleted_records where kind = 'score' and record_id = ${Number(named)}`,
    );
    expect(rowsOf(stillDeleted)).toHaveLength(1);
  });

  it('keeps a record for the trash’s days, and administrators alone empty it', async () => {
    const PLACE = 'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success id } }';
    const old = await upsert(PLACE, { name: 'Lambach' });
    await contributor.data('mutation ($id: ID!) { deletePlace(id: $id) { success } }', { id: old });
    const { trash } = await contributor.data(TRASH, { kind: 'Place' });
    expect(trash.days).toBe(30);
    // Deleted 31 days ago: out of the trash.
    await server.database.db.execute(
      sql`update record_versions set at = now() - interval '31 days' where kind = 'Place' and record_id = ${Number(old)}`,
    );
    expect(await trashed('Place', old)).toBeUndefined();

    const recent = await upsert(PLACE, { name: 'Garsten' });
    await contributor.data('mutation ($id: ID!) { deletePlace(id: $id) { success } }', {
      id: recent,
    });
    expect(await trashed('Place', recent)).toBeDefined();
    const refusedEmpty = await contributor.gql('mutation { emptyTrash { success } }');
    expect(refusedEmpty.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signedIn(server, 'admin');
    expect((await admin.data('mutation { emptyTrash { success key } }')).emptyTrash).toEqual({
      success: true,
      key: 'History.trash_emptied',
    });
    expect((await contributor.data(TRASH, {})).trash.paginatorInfo.total).toBe(0);
    // The history still says who deleted it.
    expect((await versions('Place', recent))[0]).toMatchObject({ operation: 'delete' });
  });
});
