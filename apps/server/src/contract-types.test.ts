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
import type { CatalogRecord, EntryRecord, PageRecord } from './catalogs/index';
import type { catalogsResolvers } from './catalogs/resolvers';
import type { CollectionRecord } from './collections/index';
import type {
  DigitalCopyFileRecord,
  DigitalCopyRecord,
  IiifAnnotationRecord,
  IiifCanvasRecord,
  IiifObjectRecord,
} from './digital-copies/repository';
import type { digitalCopiesResolvers } from './digital-copies/resolvers';
import type { FileRecord } from './files/index';
import type { filesResolvers } from './files/resolvers';
import type * as Contract from './generated/graphql';
import type {
  CatalogInput,
  CollectionInput,
  PageInput,
  PersonInput,
  ScoreInput,
} from './generated/graphql';
import type { GenreRecord } from './genres/index';
import type { PersonRecord } from './people/index';
import type { peopleResolvers } from './people/resolvers';
import type { PlaceRecord } from './places/index';
import type { PublicationRecord } from './publications/index';
import type {
  AttributionRecord,
  IncipitRecord,
  PartRecord,
  PublicationScoreRecord,
  ScoreRecord,
} from './scores/index';
import type { scoresResolvers } from './scores/resolvers';

/** The fields of a GraphQL type that neither its record carries nor a resolver answers. */
type Unanswered<GraphQLType, Record, Resolved> = Exclude<
  keyof GraphQLType,
  '__typename' | keyof Record | keyof Resolved
>;

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

// Each GraphQL type mapped to a record (codegen.ts) answers every field: from the record, or
// from a field resolver of some feature. A field added to the SDL and forgotten fails the
// type-check here instead of answering null.
describe('every field of a mapped type is answered', () => {
  it('by the record or a resolver', () => {
    type S = typeof scoresResolvers;
    type C = typeof catalogsResolvers;
    type D = typeof digitalCopiesResolvers;
    type F = typeof filesResolvers;
    expectTypeOf<
      Unanswered<Contract.Collection, CollectionRecord, object>
    >().toEqualTypeOf<never>();
    expectTypeOf<Unanswered<Contract.Genre, GenreRecord, object>>().toEqualTypeOf<never>();
    expectTypeOf<Unanswered<Contract.Place, PlaceRecord, S['Place']>>().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Publication, PublicationRecord, S['Publication']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Person, PersonRecord, (typeof peopleResolvers)['Person'] & S['Person']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Score, ScoreRecord, S['Score'] & D['Score']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Attribution, AttributionRecord, S['Attribution']>
    >().toEqualTypeOf<never>();
    expectTypeOf<Unanswered<Contract.Part, PartRecord, S['Part']>>().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Incipit, IncipitRecord, S['Incipit']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.PublicationScore, PublicationScoreRecord, S['PublicationScore']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Catalog, CatalogRecord, C['Catalog'] & D['Catalog']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Page, PageRecord, C['Page'] & D['Page']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.File, FileRecord, F['File'] & D['File']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.DigitalCopy, DigitalCopyRecord, D['DigitalCopy']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.DigitalCopyFile, DigitalCopyFileRecord, D['DigitalCopyFile']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.IiifObject, IiifObjectRecord, D['IiifObject']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.IiifCanvas, IiifCanvasRecord, D['IiifCanvas']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.IiifAnnotation, IiifAnnotationRecord, D['IiifAnnotation']>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Unanswered<Contract.Entry, EntryRecord, C['Entry'] & S['Entry']>
    >().toEqualTypeOf<never>();
  });
});
