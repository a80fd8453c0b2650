import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import type { ApiClient } from '../test/api-client';
import { createAttribution, createPerson, createPlace } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const GET = 'query ($id: ID!) { getPlace(id: $id) { id name version } }';
const LIST =
  'query ($search: String, $first: Int) { places(search: $search, first: $first) { id name } }';
const UPSERT =
  'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success message id errors { field key } } }';
const DELETE = 'mutation ($id: ID!) { deletePlace(id: $id) { success message } }';

async function create(client: ApiClient, name = 'Einsiedeln') {
  const { upsertPlace } = await client.data(UPSERT, { input: { name } });
  expect(upsertPlace).toMatchObject({ success: true, errors: [] });
  return upsertPlace.id as string;
}

describe('places', () => {
  it('creates a place, trimming its name, and reads it back with version 1', async () => {
    const id = await create(contributor, '  Kloster Engelberg ');
    expect((await contributor.data(GET, { id })).getPlace).toEqual({
      id,
      name: 'Kloster Engelberg',
      version: 1,
    });
  });

  it('refuses a place without a name ("Name cannot be empty!")', async () => {
    const { upsertPlace } = await contributor.data(UPSERT, { input: { name: ' ' } });
    expect(upsertPlace).toEqual({
      success: false,
      message: translate('Record.error_invalid', 'en'),
      id: null,
      errors: [{ field: 'name', key: 'Place.error_name_empty' }],
    });
  });

  it('updates with the current version, and refuses a stale one with Record.error_conflict, changing nothing', async () => {
    const id = await create(contributor);
    expect(
      (await contributor.data(UPSERT, { input: { id, name: 'Maria Einsiedeln', version: 1 } }))
        .upsertPlace,
    ).toMatchObject({ success: true, id });
    const { upsertPlace } = await contributor.data(UPSERT, {
      input: { id, name: 'Stale', version: 1 },
    });
    expect(upsertPlace).toMatchObject({
      success: false,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    expect((await contributor.data(GET, { id })).getPlace).toEqual({
      id,
      name: 'Maria Einsiedeln',
      version: 2,
    });
    const noVersion = await contributor.data(UPSERT, { input: { id, name: 'X' } });
    expect(noVersion.upsertPlace.errors).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
    const missing = await contributor.data(UPSERT, {
      input: { id: '987654', name: 'X', version: 1 },
    });
    expect(missing.upsertPlace.message).toBe(translate('Record.error_not_found', 'en'));
  });

  it('lists places by name and finds them case- and accent-insensitively', async () => {
    await create(contributor, 'Zürich');
    await create(contributor, 'Ávila');
    const names = (await contributor.data(LIST, { first: 200 })).places.map(
      (place: { name: string }) => place.name,
    );
    expect(names.indexOf('Ávila')).toBeLessThan(names.indexOf('Zürich'));
    const found = async (search: string) =>
      (await contributor.data(LIST, { search })).places.map(
        (place: { name: string }) => place.name,
      );
    expect(await found('zurich')).toEqual(['Zürich']);
    expect(await found('AVILA')).toEqual(['Ávila']);
    expect(await found('%')).toEqual([]);
  });

  it('refuses to delete a place that attributions name, saying how many', async () => {
    const db = server.database.db;
    const placeId = await createPlace(db, 'Salzburg');
    const personId = await createPerson(db, ['Biber, Heinrich Ignaz Franz']);
    await createAttribution(db, { personId, placeId });
    const { deletePlace } = await contributor.data(DELETE, { id: String(placeId) });
    expect(deletePlace).toEqual({
      success: false,
      message: translate('Record.error_in_use', 'en', { count: 1 }),
    });
    expect((await contributor.data(GET, { id: String(placeId) })).getPlace).not.toBeNull();
  });

  it('deletes a place nobody names; it is gone afterwards', async () => {
    const id = await create(contributor);
    expect((await contributor.data(DELETE, { id })).deletePlace.success).toBe(true);
    expect((await contributor.data(GET, { id })).getPlace).toBeNull();
    expect((await contributor.data(DELETE, { id: 'abc' })).deletePlace).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('lets a visitor read places but not change them', async () => {
    const id = await create(contributor, 'Melk');
    const visitor = await server.client();
    expect((await visitor.data(GET, { id })).getPlace.name).toBe('Melk');
    expect((await visitor.data(LIST, { search: 'melk' })).places).toHaveLength(1);
    const refused = await visitor.gql(UPSERT, { input: { id, name: 'X', version: 1 } });
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(DELETE, { id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
