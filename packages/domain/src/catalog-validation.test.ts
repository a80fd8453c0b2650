import { describe, expect, it } from 'vitest';
import {
  storedEntryText,
  validateCatalog,
  validateCollection,
  validatePage,
} from './catalog-validation';

describe('validateCollection', () => {
  it('accepts a collection with name and prefix', () => {
    expect(validateCollection({ name: 'Stiftsarchiv Engelberg', prefix: 'CH-EN' })).toEqual([]);
  });

  it('refuses a collection without name with Catalog.error_name_empty', () => {
    expect(validateCollection({ name: '', prefix: 'CH-EN' })).toEqual([
      { field: 'name', key: 'Catalog.error_name_empty' },
    ]);
  });

  it('refuses a collection without prefix with Catalog.error_prefix_empty', () => {
    expect(validateCollection({ name: 'Engelberg', prefix: null })).toEqual([
      { field: 'prefix', key: 'Catalog.error_prefix_empty' },
    ]);
  });

  it('treats whitespace-only and missing fields as blank, reporting both', () => {
    expect(validateCollection({ name: '  \t', prefix: undefined })).toEqual([
      { field: 'name', key: 'Catalog.error_name_empty' },
      { field: 'prefix', key: 'Catalog.error_prefix_empty' },
    ]);
    expect(validateCollection({})).toHaveLength(2);
  });
});

describe('validatePage', () => {
  it('accepts a page with a catalog id and a number', () => {
    expect(validatePage({ number: '12', catalog: { id: '4' } })).toEqual([]);
  });

  it('refuses a page without catalog with Page.error_catalog_empty', () => {
    expect(validatePage({ number: '12', catalog: null })).toEqual([
      { field: 'catalog', key: 'Page.error_catalog_empty' },
    ]);
  });

  it('refuses a page whose catalog reference has no id with Page.error_catalog_empty', () => {
    expect(validatePage({ number: '12', catalog: { id: ' ', name: 'Catalogus' } })).toEqual([
      { field: 'catalog', key: 'Page.error_catalog_empty' },
    ]);
  });

  it('refuses a page without number with Page.error_number_empty', () => {
    expect(validatePage({ number: ' ', catalog: { id: '4' } })).toEqual([
      { field: 'number', key: 'Page.error_number_empty' },
    ]);
  });
});

describe('validateCatalog', () => {
  it('accepts a catalog with collection, name and valid pages', () => {
    expect(
      validateCatalog({
        name: 'Catalogus 1780',
        collection: { id: '1' },
        pages: [
          { number: '1', position: 0 },
          { number: '2', position: 1 },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a catalog without collection with Catalog.error_collection_empty', () => {
    expect(validateCatalog({ name: 'Catalogus', collection: { id: null } })).toEqual([
      { field: 'collection', key: 'Catalog.error_collection_empty' },
    ]);
    expect(validateCatalog({ name: 'Catalogus' })).toEqual([
      { field: 'collection', key: 'Catalog.error_collection_empty' },
    ]);
  });

  it('refuses a catalog without name with Catalog.error_name_empty', () => {
    expect(validateCatalog({ name: '', collection: { id: '1' } })).toEqual([
      { field: 'name', key: 'Catalog.error_name_empty' },
    ]);
  });

  it('keys page errors by page position', () => {
    expect(
      validateCatalog({
        name: 'Catalogus',
        collection: { id: '1' },
        pages: [
          { number: '1', position: 1 },
          { number: '', position: 2 },
        ],
      }),
    ).toEqual([{ field: 'pages.2.number', key: 'Page.error_number_empty' }]);
  });

  it('keys page errors by list index when a page has no position', () => {
    expect(
      validateCatalog({
        name: 'C',
        collection: { id: '1' },
        pages: [{ number: '1' }, { number: null }],
      }),
    ).toEqual([{ field: 'pages.1.number', key: 'Page.error_number_empty' }]);
  });

  it('does not require a catalog reference on pages saved with their catalog', () => {
    expect(
      validateCatalog({
        name: 'C',
        collection: { id: '1' },
        pages: [{ number: '1', catalog: null }],
      }),
    ).toEqual([]);
  });
});

describe('storedEntryText', () => {
  it('stores each text of the transcription trimmed, and null where nothing was written', () => {
    expect(
      storedEntryText({
        number: ' 3 ',
        signature: '',
        composer: 'Mozart ',
        genre: ' ',
        notes: null,
      }),
    ).toEqual({
      number: '3',
      signature: null,
      genre: null,
      composer: 'Mozart',
      annotation: null,
      notes: null,
    });
  });
});
