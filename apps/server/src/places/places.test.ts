import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import type { ApiClient } from '../test/api-client';
import {
  createAttribution,
  createCollection,
  createPerson,
  createPlace,
  createScores,
} from '../test/factories';
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

  it('lists the attributions naming a place a page at a time, each with its score and person, and counts them all', async () => {
    const db = server.database.db;
    const placeId = await createPlace(db, 'Kremsmünster');
    const otherPlace = await createPlace(db, 'Lambach');
    const personId = await createPerson(db, ['Pasterwitz, Georg von']);
    const collection = await createCollection(db, { prefix: 'A-KR' });
    const scoreIds = await createScores(db, collection.id, ['L 1', 'L 2', 'L 3', 'L 4', 'L 5']);
    for (const scoreId of scoreIds) await createAttribution(db, { personId, placeId, scoreId });
    await createAttribution(db, { personId, placeId: otherPlace, scoreId: scoreIds[0] });
    const PAGE = `query ($id: ID!, $page: Int) { getPlace(id: $id) {
      attribution_count
      attributions(first: 2, page: $page) {
        function place { name } person { name } score { shelfmark short_title_prefix }
      } } }`;
    const page = async (number: number) =>
      (await contributor.data(PAGE, { id: String(placeId), page: number })).getPlace;
    const first = await page(1);
    expect(first.attribution_count).toBe(5);
    expect(first.attributions).toEqual([
      {
        function: 'aut',
        place: { name: 'Kremsmünster' },
        person: { name: 'Pasterwitz, Georg von' },
        score: { shelfmark: 'L 1', short_title_prefix: 'A-KR L 1' },
      },
      expect.objectContaining({ score: expect.objectContaining({ shelfmark: 'L 2' }) }),
    ]);
    expect(
      (await page(3)).attributions.map((a: { score: { shelfmark: string } }) => a.score.shelfmark),
    ).toEqual(['L 5']);
    expect((await page(4)).attributions).toEqual([]);
    const other = (await contributor.data(PAGE, { id: String(otherPlace), page: 1 })).getPlace;
    expect(other.attribution_count).toBe(1);
    const unused = await create(contributor, 'Wilhering');
    expect((await contributor.data(PAGE, { id: unused, page: 1 })).getPlace).toEqual({
      attribution_count: 0,
      attributions: [],
    });
  });

  it('reads the attributions of many places in as many statements as of one', async () => {
    const db = server.database.db;
    const personId = await createPerson(db, ['Aumann, Franz Joseph']);
    const places: string[] = [];
    for (const name of ['St. Florian', 'Linz', 'Steyr']) {
      const placeId = await createPlace(db, name);
      for (let i = 0; i < 3; i++) await createAttribution(db, { personId, placeId });
      places.push(String(placeId));
    }
    const ONE = `query ($id: ID!) { getPlace(id: $id) { attribution_count
      attributions(first: 2) { person { name } score { short_title_prefix } } } }`;
    const MANY = `query ($a: ID!, $b: ID!, $c: ID!) {
      a: getPlace(id: $a) { attribution_count attributions(first: 2) { person { name } score { short_title_prefix } } }
      b: getPlace(id: $b) { attribution_count attributions(first: 2) { person { name } score { short_title_prefix } } }
      c: getPlace(id: $c) { attribution_count attributions(first: 2) { person { name } score { short_title_prefix } } } }`;
    const statementsOf = async (request: () => Promise<unknown>) => {
      const before = server.database.statements();
      await request();
      return server.database.statements() - before;
    };
    const forOne = await statementsOf(() => contributor.data(ONE, { id: places[0] }));
    const answer = await contributor.data(MANY, { a: places[0], b: places[1], c: places[2] });
    expect(answer.c.attributions).toHaveLength(2);
    expect(answer.c.attribution_count).toBe(3);
    const forMany = await statementsOf(() =>
      contributor.data(MANY, { a: places[0], b: places[1], c: places[2] }),
    );
    expect(forMany).toBe(forOne);
  });

  it('refuses a page of attributions beyond the deepest allowed', async () => {
    const id = await create(contributor, 'Garsten');
    const answer = await contributor.gql(
      'query ($id: ID!) { getPlace(id: $id) { attributions(first: 500, page: 5000) { id } } }',
      { id },
    );
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a name longer than a line, or with a NUL character, before saving anything', async () => {
    const long = await contributor.gql(UPSERT, { input: { name: 'x'.repeat(501) } });
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toMatch(/too long: at most 500 characters/);
    const nul = await contributor.gql(UPSERT, { input: { name: 'Melk\u0000' } });
    expect(nul.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
