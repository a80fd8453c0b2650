import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { personNames, syllabi } from '../db/schema/index';
import type { ApiClient } from '../test/api-client';
import {
  createAttribution,
  createPerson,
  createPlace,
  createPublication,
  signedIn,
} from '../test/factories';
import {
  DELETE_PERSON,
  GET_PERSON,
  HAYDN,
  savePerson,
  getPerson,
  upsertPerson,
} from '../test/people-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

describe('people: conflicts and deletion', () => {
  it('refuses a save based on a stale version with Record.error_conflict and changes nothing', async () => {
    const id = await savePerson(contributor, HAYDN);
    const stored = (await getPerson(contributor, id))!;
    const { names: _n, syllabi: _s, sources: _so, vow_book_entry: _v, ...scalars } = HAYDN;
    await upsertPerson(contributor, { ...scalars, id, version: 1, notes: 'First editor' });
    const answer = await upsertPerson(contributor, {
      id,
      version: 1,
      names: [{ name: 'Second editor', primary: true }],
      syllabi: [],
      sources: [],
      vow_book_entry: null,
      notes: 'Second editor',
    });
    expect(answer).toEqual({
      success: false,
      message: translate('Record.error_conflict', 'en'),
      id: null,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    const after = (await getPerson(contributor, id))!;
    expect(after).toEqual({ ...stored, version: 2, notes: 'First editor' });
  });

  it('refuses an update without a version as a conflict, and one of a missing person as not found', async () => {
    const id = await savePerson(contributor, HAYDN);
    expect((await upsertPerson(contributor, { ...HAYDN, id })).errors).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
    expect(await upsertPerson(contributor, { ...HAYDN, id: '987654', version: 1 })).toMatchObject({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('refuses to delete a person that attributions name, saying how many', async () => {
    const db = server.database.db;
    const personId = await createPerson(db, ['Gsur, Tobias']);
    await createAttribution(db, { personId });
    await createAttribution(db, { personId, function: 'scr' });
    const { deletePerson } = await contributor.data(DELETE_PERSON, { id: String(personId) });
    expect(deletePerson).toEqual({
      success: false,
      message: translate('Record.error_in_use', 'en', { count: 2 }),
    });
    expect(await getPerson(contributor, String(personId))).not.toBeNull();
  });

  it('deletes a person with all its children; it is gone afterwards', async () => {
    const id = await savePerson(contributor, HAYDN);
    const { deletePerson } = await contributor.data(DELETE_PERSON, { id });
    expect(deletePerson).toEqual({ success: true, message: translate('Record.deleted', 'en') });
    expect(await getPerson(contributor, id)).toBeNull();
    const db = server.database.db;
    expect(
      await db
        .select()
        .from(personNames)
        .where(eq(personNames.personId, Number(id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(syllabi)
        .where(eq(syllabi.personId, Number(id))),
    ).toEqual([]);
    expect((await contributor.data(DELETE_PERSON, { id })).deletePerson).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('lets a visitor read people but not save or delete them', async () => {
    const id = await savePerson(contributor, HAYDN);
    const visitor = await server.client();
    expect((await getPerson(visitor, id))!.name).toBe('Haydn, Johann Michael');
    const refused = await visitor.gql(
      `mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }`,
      {
        input: { ...HAYDN, id, version: 1, notes: 'Visitor' },
      },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(DELETE_PERSON, { id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const guest = await signedIn(server, 'guest');
    expect((await guest.gql(DELETE_PERSON, { id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await getPerson(visitor, id))!).toMatchObject({ version: 1, notes: 'Salzburg' });
  });
});

describe('people: SQL statements', () => {
  async function statementsFor(client: ApiClient, id: string) {
    const before = server.database.statements();
    await client.data(GET_PERSON, { id });
    return server.database.statements() - before;
  }

  it('reads a person with a bounded number of statements, however many children it has', async () => {
    const db = server.database.db;
    const small = await savePerson(contributor, {
      ...HAYDN,
      names: [{ name: 'Klein', primary: true }],
      syllabi: HAYDN.syllabi.slice(0, 1),
      sources: HAYDN.sources.slice(0, 1),
    });
    await createAttribution(db, { personId: Number(small) });
    const large = await savePerson(contributor, {
      ...HAYDN,
      names: Array.from({ length: 8 }, (_, i) => ({ name: `Gross ${i}`, primary: i === 0 })),
      syllabi: Array.from({ length: 8 }, () => HAYDN.syllabi[0]),
      sources: Array.from({ length: 8 }, () => HAYDN.sources[0]),
    });
    const publicationId = await createPublication(db);
    const placeId = await createPlace(db);
    for (let i = 0; i < 8; i++)
      await createAttribution(db, { personId: Number(large), publicationId, placeId });

    const visitor = await server.client();
    const smallCount = await statementsFor(visitor, small);
    const largeCount = await statementsFor(visitor, large);
    expect(largeCount).toBe(smallCount);
    // The person row, then names, syllabi, vow book entry, sources and attributions.
    expect(largeCount).toBeLessThanOrEqual(6);
    expect((await getPerson(visitor, large))!.attributions).toHaveLength(8);
  });
});
