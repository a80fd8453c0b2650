import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createCollection, createPerson, signedIn } from '../test/factories';
import { HISTORY, RESTORE, getScore, history, upsert, versions } from '../test/history-api';
import { DELETE_SCORE, UPSERT_SCORE, scoreReferences } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer({ APP_URL: 'http://partitura.test' });

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
    // Files moved together, and deleted together: a version each.
    const other = await upsert(FILE, { filename: 'Archiv', is_folder: true });
    const empty = await upsert(FILE, { filename: 'Leer', is_folder: true });
    const MOVE =
      'mutation ($ids: [ID!]!, $folder: RefInput) { moveFiles(ids: $ids, folder: $folder) { success } }';
    expect(
      (await contributor.data(MOVE, { ids: [file, empty], folder: { id: other } })).moveFiles,
    ).toEqual({ success: true });
    const [movedAgain] = await versions('File', file);
    expect(movedAgain).toMatchObject({ operation: 'update', version: 3 });
    expect(movedAgain.changes).toEqual([
      { path: ['folder'], change: 'set', before: 'Scans', after: 'Archiv' },
    ]);
    const removedFiles = await contributor.data(
      'mutation ($ids: [ID!]!) { deleteFiles(ids: $ids) { success } }',
      { ids: [empty] },
    );
    expect(removedFiles.deleteFiles.success).toBe(true);
    expect((await versions('File', empty))[0]).toMatchObject({ operation: 'delete' });

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
