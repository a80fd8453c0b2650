import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/factories';
import { upsert } from '../test/history-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer({ APP_URL: 'http://partitura.test' });

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
