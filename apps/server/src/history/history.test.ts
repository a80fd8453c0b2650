import { sql } from 'drizzle-orm';
import { rowsOf } from '../core/database/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import type { ApiClient } from '../test/api-client';
import { createCollection, createPerson, signedIn } from '../test/factories';
import { DELETE_SCORE, GET_SCORE, UPSERT_SCORE, scoreReferences } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer({ APP_URL: 'http://partitura.test' });

const HISTORY = `query ($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {
  recordHistory(kind: $kind, id: $id, first: $first, page: $page) {
    data { id kind record_id version operation author at changes { path change before after before_document after_document } }
    paginatorInfo { total currentPage lastPage }
  }
}`;
const RESTORE = `mutation ($id: ID!) {
  restoreVersion(id: $id) { success message key id errors { field key } }
}`;

type Version = {
  id: string;
  version: number | null;
  operation: string;
  author: string | null;
  changes: {
    path: string[];
    change: string;
    before: string | null;
    after: string | null;
    before_document?: string | null;
    after_document?: string | null;
  }[];
};

async function history(client: ApiClient, kind: string, id: string | number, page = 1) {
  const { recordHistory } = await client.data(HISTORY, { kind, id: String(id), page, first: 20 });
  // The documents only where an incipit's code changed (checked there): the rest compare as they are.
  for (const version of recordHistory.data as Version[])
    for (const change of version.changes)
      for (const key of ['before_document', 'after_document'] as const)
        if (change[key] === null) delete change[key];
  return recordHistory as { data: Version[]; paginatorInfo: { total: number } };
}

const versions = async (kind: string, id: string | number, client = contributor) =>
  (await history(client, kind, id)).data;

async function upsert(mutation: string, input: object, client = contributor) {
  const data = await client.data(mutation, { input });
  const answer = Object.values(data)[0] as { success: boolean; id: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer.id;
}

const getScore = async (id: string) => (await contributor.data(GET_SCORE, { id })).getScore;

describe('a score’s history', () => {
  it('records who changed what, field by field and child by child, and restores an older version whole', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await upsert(UPSERT_SCORE, {
      collection: { id: String(refs.collection.id) },
      shelfmark: 'Ms. 1',
      short_title: 'Missa',
      attributions: [{ person: { id: String(refs.composer) }, function: 'cmp', qualifier: 'asc' }],
      parts: [
        {
          type: 'cpy',
          voices: [
            { voice: 'S', count: 1, position: 1 },
            { voice: 'A', count: 1, position: 2 },
          ],
        },
      ],
      incipits: [{ pae: '4C8DE4FG', number: 1, clef: 'G-2', time_signature: '3/4' }],
    });
    const v1 = await getScore(id);
    await upsert(UPSERT_SCORE, {
      id,
      version: v1.version,
      collection: { id: String(refs.collection.id) },
      short_title: 'Missa',
      shelfmark: 'Ms. 1a',
      attributions: [
        {
          id: v1.attributions[0].id,
          person: { id: String(refs.composer) },
          function: 'arr',
          qualifier: 'asc',
        },
        { person: { id: String(refs.copyist) }, function: 'scr', qualifier: 'asc' },
      ],
      parts: [
        {
          id: v1.parts[0].id,
          type: 'cpy',
          voices: [{ id: v1.parts[0].voices[0].id, voice: 'S', count: 1, position: 1 }],
        },
      ],
      incipits: [
        { id: v1.incipits[0].id, pae: '4C8DE4FGA', number: 1, clef: 'G-2', time_signature: '3/4' },
      ],
    });

    const [update, create] = await versions('Score', id);
    expect(create).toMatchObject({ operation: 'create', version: 1, changes: [] });
    expect(update.operation).toBe('update');
    expect(update.version).toBe(2);
    expect(update.author).toMatch(/\S/);
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { path: ['shelfmark'], change: 'set', before: 'Ms. 1', after: 'Ms. 1a' },
        // Codes in words, in the request's language.
        {
          path: ['attributions', '1', 'function'],
          change: 'set',
          before: 'Composer',
          after: 'Arranger',
        },
        {
          path: ['attributions', '2'],
          change: 'added',
          before: null,
          after: 'Estlinger, Joseph Richard · Scribe · Ascertained',
        },
        {
          path: ['parts', '1', 'voices', '2'],
          change: 'removed',
          before: 'A · 1 · 2',
          after: null,
        },
        expect.objectContaining({
          path: ['incipits', '1', 'pae'],
          change: 'set',
          before: '4C8DE4FG',
          after: '4C8DE4FGA',
        }),
      ]),
    );
    expect(update.changes).toHaveLength(5);
    // The code change is drawn from the whole incipit, its clef and time as they were.
    const code = update.changes.find((change) => change.path.at(-1) === 'pae')!;
    expect(code.before_document).toMatch(/^@clef:G-2\n[\s\S]*4C8DE4FG$/);
    expect(code.after_document).toMatch(/4C8DE4FGA$/);
    const others = update.changes.filter((change) => change !== code);
    expect(others.every((change) => change.before_document === undefined)).toBe(true);

    const { restoreVersion } = await contributor.data(RESTORE, { id: create.id });
    expect(restoreVersion).toMatchObject({ success: true, key: 'History.restored', id });
    const restored = await getScore(id);
    expect(restored.shelfmark).toBe('Ms. 1');
    expect(
      restored.attributions.map((a: { function: string; person: { id: string } }) => [
        a.function,
        a.person.id,
      ]),
    ).toEqual([['cmp', String(refs.composer)]]);
    expect(restored.parts[0].voices.map((v: { voice: string }) => v.voice)).toEqual(['S', 'A']);
    expect(restored.incipits[0].pae).toBe('4C8DE4FG');
    const [restore] = await versions('Score', id);
    expect(restore).toMatchObject({ operation: 'restore', version: 3 });
    expect(restore.changes).toContainEqual({
      path: ['shelfmark'],
      change: 'set',
      before: 'Ms. 1a',
      after: 'Ms. 1',
    });

    // Nothing left to restore: the record is that version already.
    expect((await contributor.data(RESTORE, { id: create.id })).restoreVersion).toMatchObject({
      success: false,
      key: 'History.error_nothing_to_restore',
    });
  });

  it('refuses a restore that names a person deleted since, with the reason, changing nothing', async () => {
    const collection = await createCollection(server.database.db);
    const gone = await createPerson(server.database.db, ['Gone, Person']);
    const id = await upsert(UPSERT_SCORE, {
      collection: { id: String(collection.id) },
      shelfmark: 'Ms. 2',
      short_title: 'Te Deum',
      attributions: [{ person: { id: String(gone) }, function: 'cmp', qualifier: 'asc' }],
    });
    await upsert(UPSERT_SCORE, {
      id,
      version: 1,
      collection: { id: String(collection.id) },
      shelfmark: 'Ms. 2',
      short_title: 'Te Deum',
      attributions: [],
    });
    const del = await contributor.data(
      'mutation ($id: ID!) { deletePerson(id: $id) { success } }',
      {
        id: String(gone),
      },
    );
    expect(del.deletePerson.success).toBe(true);
    const [, create] = await versions('Score', id);
    const { restoreVersion } = await contributor.data(RESTORE, { id: create.id });
    expect(restoreVersion).toMatchObject({
      success: false,
      key: 'History.error_refused',
      errors: [{ field: 'attributions.0.person', key: 'Attribution.error_person_empty' }],
    });
    expect((await getScore(id)).version).toBe(2);
    expect(await versions('Score', id)).toHaveLength(2);
    // The person's history keeps its delete.
    expect((await versions('Person', gone))[0]).toMatchObject({ operation: 'delete' });
  });

  it('lets one of a restore and a save racing on the same version win, losing nothing', async () => {
    const collection = await createCollection(server.database.db);
    const id = await upsert(UPSERT_SCORE, {
      collection: { id: String(collection.id) },
      shelfmark: 'Ms. 3',
      short_title: 'Magnificat',
    });
    const base = { collection: { id: String(collection.id) }, short_title: 'Magnificat' };
    await upsert(UPSERT_SCORE, { ...base, id, version: 1, shelfmark: 'Ms. 3b' });
    const [, create] = await versions('Score', id);
    const [restore, save] = await Promise.all([
      contributor.data(RESTORE, { id: create.id }),
      contributor.data(UPSERT_SCORE, {
        input: { ...base, id, version: 2, shelfmark: 'Ms. 3b', notes: 'racing' },
      }),
    ]);
    const outcomes = [restore.restoreVersion, save.upsertScore];
    expect(outcomes.filter((answer) => answer.success)).toHaveLength(1);
    expect(outcomes.find((answer) => !answer.success)).toMatchObject({
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    const score = await getScore(id);
    expect(score.version).toBe(3);
    if (restore.restoreVersion.success)
      expect(score).toMatchObject({ shelfmark: 'Ms. 3', notes: null });
    else expect(score).toMatchObject({ shelfmark: 'Ms. 3b', notes: 'racing' });
    const [latest] = await versions('Score', id);
    expect(latest.version).toBe(3);
  });

  it('keeps a deleted score’s last state as its last version', async () => {
    const collection = await createCollection(server.database.db);
    const id = await upsert(UPSERT_SCORE, {
      collection: { id: String(collection.id) },
      shelfmark: 'Ms. 4',
      short_title: 'Stabat mater',
    });
    expect((await contributor.data(DELETE_SCORE, { id })).deleteScore.success).toBe(true);
    const [deleted] = await versions('Score', id);
    expect(deleted).toMatchObject({ operation: 'delete', version: null, changes: [] });
    const { recordHistory } = await contributor.data(
      'query ($id: ID!) { recordHistory(kind: Score, id: $id, first: 1, page: 2) { record_deleted } }',
      { id },
    );
    expect(recordHistory.record_deleted).toBe(true);
    expect((await contributor.data(RESTORE, { id: deleted.id })).restoreVersion).toMatchObject({
      success: false,
      key: 'History.error_not_restorable',
    });
  });
});

describe('a version per save of every kind', () => {
  it('collections, places, publications, genres and people', async () => {
    const collection = await upsert(
      'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
      { name: 'Stift', prefix: 'A-ST' },
    );
    await upsert(
      'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
      { id: collection, version: 1, name: 'Stift Kremsmünster', prefix: 'A-KR' },
    );
    expect((await versions('Collection', collection))[0].changes).toEqual([
      { path: ['name'], change: 'set', before: 'Stift', after: 'Stift Kremsmünster' },
      { path: ['prefix'], change: 'set', before: 'A-ST', after: 'A-KR' },
    ]);

    const PLACE = 'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success id } }';
    const place = await upsert(PLACE, { name: 'Wien' });
    await upsert(PLACE, { id: place, version: 1, name: 'Wien', authority_ids: ['gnd:4066009-6'] });
    expect((await versions('Place', place))[0].changes).toEqual([
      { path: ['authority_ids'], change: 'set', before: null, after: 'gnd:4066009-6' },
    ]);

    const PUBLICATION =
      'mutation ($input: PublicationInput!) { upsertPublication(input: $input) { success id } }';
    const publication = await upsert(PUBLICATION, { short_title: 'KV' });
    await upsert(PUBLICATION, {
      id: publication,
      version: 1,
      short_title: 'KV6',
      extent: '1000 S.',
    });
    expect((await versions('Publication', publication))[0].changes).toEqual([
      { path: ['short_title'], change: 'set', before: 'KV', after: 'KV6' },
      { path: ['extent'], change: 'set', before: null, after: '1000 S.' },
    ]);

    const GENRE = 'mutation ($input: GenreInput!) { upsertGenre(input: $input) { success id } }';
    const genre = await upsert(GENRE, { name: 'Misse' });
    await upsert(GENRE, { id: genre, version: 1, name: 'Messe' });
    expect((await versions('Genre', genre))[0].changes).toEqual([
      { path: ['name'], change: 'set', before: 'Misse', after: 'Messe' },
    ]);

    const PERSON = 'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success id } }';
    const person = await upsert(PERSON, { names: [{ name: 'Haydn, Michael', primary: true }] });
    const stored = (
      await contributor.data('query ($id: ID!) { getPerson(id: $id) { names { id } } }', {
        id: person,
      })
    ).getPerson;
    await upsert(PERSON, {
      id: person,
      version: 1,
      names: [
        { id: stored.names[0].id, name: 'Haydn, Johann Michael', primary: true },
        { name: 'Haydn, Michael', primary: false },
      ],
      cleric: true,
      vow_book_entry: { citation: 'Profess 1760', transcription: 'vovit' },
    });
    const [personUpdate] = await versions('Person', person);
    expect(personUpdate.changes).toEqual(
      expect.arrayContaining([
        {
          path: ['names', '1', 'name'],
          change: 'set',
          before: 'Haydn, Michael',
          after: 'Haydn, Johann Michael',
        },
        { path: ['names', '2'], change: 'added', before: null, after: 'Haydn, Michael · no' },
        { path: ['cleric'], change: 'set', before: 'no', after: 'yes' },
        { path: ['vow_book_entry'], change: 'set', before: null, after: 'Profess 1760 · vovit' },
      ]),
    );
  });

  it('catalogs with their pages, pages with their entries, files and digital copies', async () => {
    const collection = await createCollection(server.database.db);
    const CATALOG =
      'mutation ($input: CatalogInput!) { upsertCatalog(input: $input) { success id } }';
    const catalog = await upsert(CATALOG, {
      name: 'Catalogus',
      collection: { id: String(collection.id) },
      pages: [{ number: '1' }],
    });
    const PAGE = 'mutation ($input: PageInput!) { upsertPage(input: $input) { success id } }';
    const { getCatalog } = await contributor.data(
      'query ($id: ID!) { getCatalog(id: $id) { version pages { id version } } }',
      { id: catalog },
    );
    const page = getCatalog.pages[0];
    const linked = await upsert(UPSERT_SCORE, {
      collection: { id: String(collection.id) },
      shelfmark: 'KV 1',
      short_title: 'Missa',
    });
    await upsert(PAGE, {
      id: page.id,
      version: page.version,
      number: '1',
      catalog: { id: catalog },
      entries: [{ number: '1', composer: 'Mozart', genre: 'Missa', score: { id: linked } }],
    });
    const [withEntry] = await versions('Page', page.id);
    expect(withEntry.changes).toEqual([
      {
        path: ['entries', '1'],
        change: 'added',
        before: null,
        after: '1 · Missa · Mozart · Missa (KV 1)',
      },
    ]);
    // The entry removed, then the page brought back as it was: the entry again, linked to its score.
    await upsert(PAGE, {
      id: page.id,
      version: page.version + 1,
      number: '1',
      catalog: { id: catalog },
      entries: [],
    });
    expect((await contributor.data(RESTORE, { id: withEntry.id })).restoreVersion).toMatchObject({
      success: true,
    });
    const { getScore: linkedScore } = await contributor.data(
      'query ($id: ID!) { getScore(id: $id) { entries { number composer } } }',
      { id: linked },
    );
    expect(linkedScore.entries).toEqual([{ number: '1', composer: 'Mozart' }]);
    const { getCatalog: again } = await contributor.data(
      'query ($id: ID!) { getCatalog(id: $id) { version pages { id } } }',
      { id: catalog },
    );
    await upsert(CATALOG, {
      id: catalog,
      version: again.version,
      name: 'Catalogus',
      collection: { id: String(collection.id) },
      pages: [{ id: page.id, number: '1' }, { number: '2' }],
    });
    expect((await versions('Catalog', catalog))[0].changes).toEqual([
      { path: ['pages', '2'], change: 'added', before: null, after: '2' },
    ]);

    // A file renamed and moved, then shown by a digital copy of the catalog on its page.
    const FILE = 'mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }';
    const folder = await upsert(FILE, { filename: 'Scans', is_folder: true });
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#eee' },
    })
      .jpeg()
      .toBuffer();
    const sent = await contributor.upload(
      FILE,
      { input: { file: null } },
      {
        'input.file': { name: 'p1.jpg', content: new Uint8Array(bytes) },
      },
    );
    const file = sent.json?.data?.upsertFile.id as string;
    await upsert(FILE, { id: file, version: 1, filename: 'page-1.jpg', folder: { id: folder } });
    const [moved, uploaded] = await versions('File', file);
    expect(uploaded.operation).toBe('create');
    expect(moved.changes).toEqual([
      { path: ['filename'], change: 'set', before: 'p1.jpg', after: 'page-1.jpg' },
      { path: ['folder'], change: 'set', before: null, after: 'Scans' },
    ]);

    const COPY =
      'mutation ($input: DigitalCopyInput!) { upsertDigitalCopy(input: $input) { success id } }';
    const copy = await upsert(COPY, {
      digitizable_type: 'catalog',
      digitizable_id: catalog,
      files: [{ file: { id: file }, page: { id: page.id } }],
    });
    await upsert(COPY, {
      id: copy,
      version: 1,
      name: 'Farbscans',
      digitizable_type: 'catalog',
      digitizable_id: catalog,
      files: [{ file: { id: file }, page: { id: page.id } }],
    });
    const [renamed, made] = await versions('DigitalCopy', copy);
    expect(renamed.changes).toContainEqual({
      path: ['name'],
      change: 'set',
      before: null,
      after: 'Farbscans',
    });
    // Back to the first version: the image keeps the page it shows.
    expect((await contributor.data(RESTORE, { id: made.id })).restoreVersion.success).toBe(true);
    const { getDigitalCopy } = await contributor.data(
      'query ($id: ID!) { getDigitalCopy(id: $id) { name files { page { id } } } }',
      { id: copy },
    );
    expect(getDigitalCopy).toEqual({ name: null, files: [{ page: { id: page.id } }] });

    // A page made by its catalog's save has its creation; one the catalog drops, its delete.
    const { getCatalog: last } = await contributor.data(
      'query ($id: ID!) { getCatalog(id: $id) { version pages { id number } } }',
      { id: catalog },
    );
    const second = last.pages.find((p: { number: string }) => p.number === '2');
    expect((await versions('Page', second.id)).map((v) => v.operation)).toEqual(['create']);
    await upsert(CATALOG, {
      id: catalog,
      version: last.version,
      name: 'Catalogus',
      collection: { id: String(collection.id) },
      pages: [{ id: second.id, number: '2' }],
    });
    expect((await versions('Page', page.id))[0]).toMatchObject({ operation: 'delete' });

    // The catalog back as it was first: its name, but the pages as they are now (the page editor
    // changes them too, and a restore never drops a page unseen).
    await upsert(CATALOG, {
      id: catalog,
      version: last.version + 1,
      name: 'Catalogus renamed',
      collection: { id: String(collection.id) },
    });
    const catalogVersions = await versions('Catalog', catalog);
    const firstCatalog = catalogVersions[catalogVersions.length - 1];
    expect(firstCatalog.operation).toBe('create');
    expect((await contributor.data(RESTORE, { id: firstCatalog.id })).restoreVersion.success).toBe(
      true,
    );
    const { getCatalog: restoredCatalog } = await contributor.data(
      'query ($id: ID!) { getCatalog(id: $id) { name pages { id } } }',
      { id: catalog },
    );
    expect(restoredCatalog).toEqual({ name: 'Catalogus', pages: [{ id: second.id }] });

    // A catalog deleted takes its pages: each kept whole in its own history.
    await contributor.data('mutation ($id: ID!) { deleteDigitalCopy(id: $id) { success } }', {
      id: copy,
    });
    const removed = await contributor.data(
      'mutation ($id: ID!) { deleteCatalog(id: $id) { success message } }',
      { id: catalog },
    );
    expect(removed.deleteCatalog.success).toBe(true);
    expect((await versions('Page', second.id))[0]).toMatchObject({ operation: 'delete' });
    expect((await versions('Catalog', catalog))[0]).toMatchObject({ operation: 'delete' });
  });

  it('settings and account administration, read by administrators only', async () => {
    const admin = await signedIn(server, 'admin');
    const SETTING =
      'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }';
    await admin.data(SETTING, { key: 'site_name', value: 'Partitura Test' });
    await admin.data(SETTING, { key: 'site_name', value: 'Musikarchiv' });
    const [settingChange] = await versions('Settings', 0, admin);
    expect(settingChange.changes).toEqual([
      { path: ['site_name'], change: 'set', before: 'Partitura Test', after: 'Musikarchiv' },
    ]);

    const member = await server.client();
    const user = await contributor.data('query { me { id } }');
    await admin.data(
      'mutation ($id: ID!, $permissions: [ID!]!) { setUserPermissions(id: $id, permissions: $permissions) { success } }',
      { id: user.me.id, permissions: ['2', '3'] },
    );
    const [permissions] = await versions('User', user.me.id, admin);
    expect(permissions.changes[0]).toMatchObject({ path: ['permissions'], change: 'set' });

    // Restores, by administrators: a setting's older value, an account's older permissions.
    const [, firstSetting] = await versions('Settings', 0, admin);
    expect((await admin.data(RESTORE, { id: firstSetting.id })).restoreVersion.success).toBe(true);
    const { getSetting } = await admin.data('{ getSetting(key: "site_name") { value } }');
    expect(getSetting.value).toBe('Partitura Test');
    const refusedRestore = await contributor.gql(RESTORE, { id: firstSetting.id });
    expect(refusedRestore.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await admin.data(
      'mutation ($id: ID!, $permissions: [ID!]!) { setUserPermissions(id: $id, permissions: $permissions) { success } }',
      { id: user.me.id, permissions: ['2'] },
    );
    expect((await admin.data(RESTORE, { id: permissions.id })).restoreVersion.success).toBe(true);
    const [back] = await versions('User', user.me.id, admin);
    expect(back).toMatchObject({ operation: 'restore' });
    const { me } = await contributor.data('query { me { permissions { id } } }');
    expect(me.permissions.map((p: { id: string }) => p.id).sort()).toEqual(['2', '3']);

    const forbidden = await contributor.gql(HISTORY, { kind: 'Settings', id: '0' });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await member.gql(HISTORY, { kind: 'Score', id: '1' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the history’s pages', () => {
  it('pages the versions newest first, in the request’s language', async () => {
    const PLACE = 'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success id } }';
    const place = await upsert(PLACE, { name: 'Ort 0' });
    for (let version = 1; version <= 21; version++)
      await upsert(PLACE, { id: place, version, name: `Ort ${version}` });
    const first = await history(contributor, 'Place', place);
    expect(first.paginatorInfo.total).toBe(22);
    expect(first.data[0].changes[0].after).toBe('Ort 21');
    const second = await history(contributor, 'Place', place, 2);
    expect(second.data.map((version) => version.operation)).toEqual(['update', 'create']);

    const PERSON = 'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success id } }';
    const person = await upsert(PERSON, {
      names: [{ name: 'Eberlin', primary: true }],
      cleric: true,
    });
    await upsert(PERSON, { id: person, version: 1, cleric: false });
    const { recordHistory } = await contributor.data(
      HISTORY,
      { kind: 'Person', id: person },
      { locale: 'de' },
    );
    expect(recordHistory.data[0].changes).toEqual([
      {
        path: ['cleric'],
        change: 'set',
        before: 'ja',
        after: translate('History.no', 'de'),
        before_document: null,
        after_document: null,
      },
    ]);
  });
});

describe('the archive’s recent changes', () => {
  const RECENT = `query ($user: ID, $kind: HistoryKind, $from: String, $to: String, $page: Int) {
    recentChanges(user_id: $user, kind: $kind, from: $from, to: $to, first: 2, page: $page) {
      data { kind record_id record_name operation author changes { path after } }
      paginatorInfo { total lastPage }
    }
  }`;

  it('lists every change newest first, of one user, one kind, between two days (administrators)', async () => {
    const admin = await signedIn(server, 'admin');
    const { me } = await admin.data('query { me { id name } }');
    const PLACE = 'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success id } }';
    const mine = await upsert(PLACE, { name: 'Melk' }, admin);
    await upsert(PLACE, { id: mine, version: 1, name: 'Stift Melk' }, admin);
    await upsert(
      'mutation ($input: GenreInput!) { upsertGenre(input: $input) { success id } }',
      { name: 'Offertorium' },
      admin,
    );
    await upsert(PLACE, { name: 'Göttweig' }); // the contributor's

    const all = (await admin.data(RECENT, { user: me.id })).recentChanges;
    expect(all.paginatorInfo).toEqual({ total: 3, lastPage: 2 });
    expect(all.data).toEqual([
      {
        kind: 'Genre',
        record_id: expect.any(String),
        record_name: 'Offertorium',
        operation: 'create',
        author: me.name,
        changes: [],
      },
      {
        kind: 'Place',
        record_id: mine,
        record_name: 'Stift Melk',
        operation: 'update',
        author: me.name,
        changes: [{ path: ['name'], after: 'Stift Melk' }],
      },
    ]);
    const places = (await admin.data(RECENT, { user: me.id, kind: 'Place' })).recentChanges;
    expect(places.data.map((row: { operation: string }) => row.operation)).toEqual([
      'update',
      'create',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const days = (await admin.data(RECENT, { user: me.id, from: today, to: today })).recentChanges;
    expect(days.paginatorInfo.total).toBe(3);
    const before = (await admin.data(RECENT, { to: '2020-01-01' })).recentChanges;
    expect(before.paginatorInfo.total).toBe(0);
    for (const from of ['yesterday', '2024-02-31']) {
      const notADay = (await admin.data(RECENT, { from })).recentChanges;
      expect(notADay.data).toEqual([]);
    }

    const refused = await contributor.gql(RECENT, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

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
