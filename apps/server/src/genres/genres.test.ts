import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createCollection, createGenre, createScore } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const GET = 'query ($id: ID!) { getGenre(id: $id) { id name version } }';
const LIST =
  'query ($search: String, $first: Int) { genres(search: $search, first: $first) { id name } }';
const UPSERT =
  'mutation ($input: GenreInput!) { upsertGenre(input: $input) { success message id errors { field key } } }';
const DELETE = 'mutation ($id: ID!) { deleteGenre(id: $id) { success message } }';

async function create(name: string): Promise<string> {
  const { upsertGenre } = await contributor.data(UPSERT, { input: { name } });
  expect(upsertGenre).toMatchObject({ success: true, errors: [] });
  return upsertGenre.id as string;
}

const names = (genres: { name: string }[]) => genres.map((genre) => genre.name);

/** Links the genre to `count` new scores. */
async function useInScores(genreId: number, count: number) {
  const db = server.database.db;
  const collection = await createCollection(db);
  for (let i = 0; i < count; i++)
    await createScore(db, {
      collectionId: collection.id,
      shelfmark: `G ${i}`,
      genreIds: [genreId],
    });
}

describe('genres', () => {
  it('creates a genre with its name trimmed and reads it back with version 1', async () => {
    const id = await create('  Litaniae Lauretanae ');
    expect((await contributor.data(GET, { id })).getGenre).toEqual({
      id,
      name: 'Litaniae Lauretanae',
      version: 1,
    });
  });

  it('refuses a genre without name with Genre.error_name_empty', async () => {
    const { upsertGenre } = await contributor.data(UPSERT, { input: { name: ' ' } });
    expect(upsertGenre).toEqual({
      success: false,
      message: translate('Record.error_invalid', 'en'),
      id: null,
      errors: [{ field: 'name', key: 'Genre.error_name_empty' }],
    });
  });

  it('answers the existing genre when one of that exact name is created again', async () => {
    const id = await create('Antiphona');
    expect(await create(' Antiphona ')).toBe(id);
    expect(names((await contributor.data(LIST, { search: 'Antiphona' })).genres)).toEqual([
      'Antiphona',
    ]);
  });

  it('renames a genre with the current version and refuses a stale one', async () => {
    const id = await create('Offertorim');
    const renamed = await contributor.data(UPSERT, {
      input: { id, name: 'Offertorium', version: 1 },
    });
    expect(renamed.upsertGenre).toMatchObject({ success: true, id });
    const stale = await contributor.data(UPSERT, { input: { id, name: 'Offert.', version: 1 } });
    expect(stale.upsertGenre).toMatchObject({
      success: false,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    expect((await contributor.data(GET, { id })).getGenre).toEqual({
      id,
      name: 'Offertorium',
      version: 2,
    });
  });

  it('refuses to rename a genre to the name of another one', async () => {
    await create('Hymnus');
    const id = await create('Hymnen');
    const { upsertGenre } = await contributor.data(UPSERT, {
      input: { id, name: 'Hymnus', version: 1 },
    });
    expect(upsertGenre).toEqual({
      success: false,
      message: translate('Record.error_invalid', 'en'),
      id: null,
      errors: [{ field: 'name', key: 'Genre.error_name_taken' }],
    });
    expect((await contributor.data(GET, { id })).getGenre.name).toBe('Hymnen');
  });

  it('answers not found for an update of a genre that does not exist', async () => {
    const { upsertGenre } = await contributor.data(UPSERT, {
      input: { id: '987654321', name: 'X', version: 1 },
    });
    expect(upsertGenre.message).toBe(translate('Record.error_not_found', 'en'));
    expect((await contributor.data(GET, { id: 'x' })).getGenre).toBeNull();
  });

  it('lists genres by name and finds them ignoring case and accents', async () => {
    await create('Te Deum');
    await create('Tractus');
    await create('Tantum ergo 100%');
    await create('Cantique à Marie');
    const found = names((await contributor.data(LIST, { search: 't' })).genres);
    expect(found.indexOf('Tantum ergo 100%')).toBeLessThan(found.indexOf('Te Deum'));
    expect(found.indexOf('Te Deum')).toBeLessThan(found.indexOf('Tractus'));
    expect(names((await contributor.data(LIST, { search: 'TE DEUM' })).genres)).toEqual([
      'Te Deum',
    ]);
    expect(names((await contributor.data(LIST, { search: 'a marie' })).genres)).toEqual([
      'Cantique à Marie',
    ]);
    expect(names((await contributor.data(LIST, { search: '100%' })).genres)).toEqual([
      'Tantum ergo 100%',
    ]);
    expect((await contributor.data(LIST, { search: '_' })).genres).toEqual([]);
    expect((await contributor.data(LIST, { search: 't', first: 2 })).genres).toHaveLength(2);
  });

  it('deletes an unused genre; it is gone afterwards', async () => {
    const id = await create('Graduale');
    expect((await contributor.data(DELETE, { id })).deleteGenre).toEqual({
      success: true,
      message: translate('Record.deleted', 'en'),
    });
    expect((await contributor.data(GET, { id })).getGenre).toBeNull();
    expect((await contributor.data(DELETE, { id })).deleteGenre.message).toBe(
      translate('Record.error_not_found', 'en'),
    );
  });

  it('refuses to delete a genre that scores use, naming how many', async () => {
    const genre = await createGenre(server.database.db);
    await useInScores(genre.id, 3);
    expect((await contributor.data(DELETE, { id: String(genre.id) })).deleteGenre).toEqual({
      success: false,
      message: translate('Record.error_in_use', 'en', { count: 3 }),
    });
    expect((await contributor.data(GET, { id: String(genre.id) })).getGenre).not.toBeNull();
  });

  it('lets a visitor read genres but not change them', async () => {
    const id = await create('Sequentia');
    const visitor = await server.client();
    expect((await visitor.data(GET, { id })).getGenre.name).toBe('Sequentia');
    expect(names((await visitor.data(LIST, { search: 'Sequentia' })).genres)).toEqual([
      'Sequentia',
    ]);
    const save = await visitor.gql(UPSERT, { input: { id, name: 'X', version: 1 } });
    expect(save.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const remove = await visitor.gql(DELETE, { id });
    expect(remove.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
