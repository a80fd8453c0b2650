import {
  validateCatalog,
  validateCollection,
  validatePage,
  validatePerson,
  validateScore,
  type Catalog,
  type Collection,
  type Loose,
  type Page,
  type Person,
  type Score,
} from '@partitura/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CatalogInput,
  CollectionInput,
  PageInput,
  PersonInput,
  ScoreInput,
} from './generated/graphql';

// The server checks every input with the domain's rules as the contract delivers it, without a
// cast: the type-check (npm test) fails here when the SDL and the domain's entities drift apart.
describe('the contract’s inputs and the domain rules', () => {
  it('each input type is what its rule accepts', () => {
    expectTypeOf<ScoreInput>().toExtend<Loose<Score>>();
    expectTypeOf<PersonInput>().toExtend<Loose<Person>>();
    expectTypeOf<CatalogInput>().toExtend<Loose<Catalog>>();
    expectTypeOf<PageInput>().toExtend<Loose<Page>>();
    expectTypeOf<CollectionInput>().toExtend<Loose<Collection>>();
  });

  it('a valid input as the contract types it passes the rules', () => {
    const score: ScoreInput = {
      collection: { id: '1' },
      shelfmark: 'Ms. 1',
      short_title: 'Missa',
      attributions: [{ person: { id: '2' }, function: 'aut', qualifier: 'asc' }],
      parts: [{ type: 'cpy', voices: [{ voice: 'S', count: 1 }] }],
    };
    const person: PersonInput = { names: [{ name: 'Haydn, Michael', primary: true }] };
    const catalog: CatalogInput = { name: 'Catalogus', collection: { id: '1' }, pages: [] };
    const page: PageInput = { number: '12', catalog: { id: '1' }, entries: [{ number: '3' }] };
    expect(validateScore(score)).toEqual([]);
    expect(validatePerson(person)).toEqual([]);
    expect(validateCatalog(catalog)).toEqual([]);
    expect(validatePage(page)).toEqual([]);
    expect(validateCollection({ name: 'Einsiedeln', prefix: 'CH-E' })).toEqual([]);
  });
});
