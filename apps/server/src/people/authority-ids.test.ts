import { sql } from 'drizzle-orm';
import { rowsOf } from '../core/database/db';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '../test/search-api';
import { contributor, server, useTestServer } from '../test/suite';
import { upsertPerson, type Json } from '../test/people-api';

/*
 * Authority identifiers (issue 25) of people, places and publications over the API: saved in
 * their written form, refused with the line's reason, found by the home search when typed as
 * "gnd:118584596", and the authorities' pages as the linked data's sameAs.
 */

useTestServer();

const UPSERT_PLACE =
  'mutation ($input: PlaceInput!) { upsertPlace(input: $input) { success id errors { field key } } }';
const UPSERT_PUBLICATION =
  'mutation ($input: PublicationInput!) { upsertPublication(input: $input) { success id errors { field key } } }';

async function searchIds(query: string) {
  const { search } = await contributor.data(SEARCH, { query });
  return (search.hits as Json[]).map((hit) => `${hit.kind}:${hit.id}`);
}

describe('authority identifiers', () => {
  it('saves a person’s identifiers in their written form, keeps them when left out, and finds the person by one', async () => {
    const saved = await upsertPerson(contributor, {
      names: [{ name: 'Mozart, Wolfgang Amadeus', primary: true }],
      authority_ids: ['GND: 118584596', 'isni:0000 0002 1825 0097', 'wikidata:q254'],
    });
    expect(saved.success).toBe(true);
    const read = async () =>
      (
        await contributor.data(
          'query ($id: ID!) { getPerson(id: $id) { version authority_ids } }',
          {
            id: saved.id,
          },
        )
      ).getPerson;
    expect((await read()).authority_ids).toEqual([
      'gnd:118584596',
      'isni:0000000218250097',
      'wikidata:Q254',
    ]);
    // A save that leaves them out leaves them as they are.
    const renamed = await upsertPerson(contributor, {
      id: saved.id,
      version: (await read()).version,
      dates: '1756–1791',
    });
    expect(renamed.success).toBe(true);
    expect((await read()).authority_ids).toHaveLength(3);

    // Typed as a search (any case, with spaces), the person comes first.
    expect((await searchIds('gnd:118584596'))[0]).toBe(`person:${saved.id}`);
    expect((await searchIds('Wikidata: Q254'))[0]).toBe(`person:${saved.id}`);
    expect(await searchIds('gnd:118584597')).not.toContain(`person:${saved.id}`);
    // Pasted as the authority's address, or typed bare (it carries its own check digit).
    expect((await searchIds('https://d-nb.info/gnd/118584596'))[0]).toBe(`person:${saved.id}`);
    expect((await searchIds('118584596'))[0]).toBe(`person:${saved.id}`);

    const linked = await fetch(`${server.url}/people/${saved.id}.jsonld`);
    expect(((await linked.json()) as Json).sameAs).toEqual([
      'https://d-nb.info/gnd/118584596',
      'https://isni.org/isni/0000000218250097',
      'https://www.wikidata.org/wiki/Q254',
    ]);
  });

  it('refuses each bad identifier on its own line, saving nothing', async () => {
    const people = async () =>
      rowsOf<{ n: number }>(
        await server.database.db.execute(sql`select count(*)::int as n from people`),
      )[0].n;
    const before = await people();
    const refused = await upsertPerson(contributor, {
      names: [{ name: 'Haydn, Joseph', primary: true }],
      authority_ids: [
        'gnd:118584597',
        'lccn:n79021164',
        'viaf:x',
        'rism:30002022',
        'RISM:30002022',
      ],
    });
    expect(refused.success).toBe(false);
    expect(refused.errors).toEqual([
      { field: 'authority_ids.0', key: 'AuthorityId.error_check' },
      { field: 'authority_ids.1', key: 'AuthorityId.error_scheme' },
      { field: 'authority_ids.2', key: 'AuthorityId.error_format' },
      { field: 'authority_ids.4', key: 'AuthorityId.error_duplicate' },
    ]);
    expect(await people()).toBe(before);
    const place = (
      await contributor.data(UPSERT_PLACE, {
        input: { name: 'Salzburg', authority_ids: ['gnd:4051434'] },
      })
    ).upsertPlace;
    expect(place.errors).toEqual([{ field: 'authority_ids.0', key: 'AuthorityId.error_format' }]);
  });

  it('gives places and publications identifiers too, found by the search and linked', async () => {
    const place = (
      await contributor.data(UPSERT_PLACE, {
        input: { name: 'Salzburg', authority_ids: ['gnd:4051434-8', 'rism:30000041'] },
      })
    ).upsertPlace;
    expect(place.success).toBe(true);
    const publication = (
      await contributor.data(UPSERT_PUBLICATION, {
        input: { short_title: 'KV6', authority_ids: ['viaf:180487419'] },
      })
    ).upsertPublication;
    expect(publication.success).toBe(true);
    expect(await searchIds('gnd:4051434-8')).toContain(`place:${place.id}`);
    expect((await searchIds('viaf:180487419'))[0]).toBe(`publication:${publication.id}`);
    const linked = (await (await fetch(`${server.url}/places/${place.id}.jsonld`)).json()) as Json;
    expect(linked.sameAs).toEqual([
      'https://d-nb.info/gnd/4051434-8',
      'https://rism.online/places/30000041',
    ]);
  });
});
