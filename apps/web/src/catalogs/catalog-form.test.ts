import { describe, expect, it } from 'vitest';
import { catalogInput, catalogFormValues, validateCatalogForm } from './catalog-form';
import { catalogPagePath, pageCreatePath, selectedPageId } from './catalog-model';

const collection = { id: '3', name: 'Kloster Einsiedeln' };

describe('the catalog form', () => {
  it('keys a blank page number by its place in the list, where the form shows it', () => {
    const errors = validateCatalogForm({
      collection,
      name: 'Catalogus 1780',
      pages: [
        { id: '1', number: '1' },
        { id: '2', number: ' ' },
        { id: null, number: '' },
      ],
    });
    expect(errors).toEqual([
      { field: 'pages.1.number', key: 'Page.error_number_empty' },
      { field: 'pages.2.number', key: 'Page.error_number_empty' },
    ]);
  });

  it('requires a collection and a name', () => {
    expect(validateCatalogForm({ collection: null, name: '', pages: [] })).toEqual([
      { field: 'collection', key: 'Catalog.error_collection_empty' },
      { field: 'name', key: 'Catalog.error_name_empty' },
    ]);
  });

  it('leaves the pages out of the save while they were never loaded', () => {
    const values = catalogFormValues({ id: '7', version: 4, name: ' Catalogus ', collection });
    expect(catalogInput(values, { id: '7', version: 4 }, false)).toEqual({
      id: '7',
      version: 4,
      name: 'Catalogus',
      collection: { id: '3' },
    });
  });

  it('sends the loaded pages in their order, new ones without an id', () => {
    const values = {
      collection,
      name: 'Catalogus',
      pages: [
        { id: null, number: ' 1a ' },
        { id: '5', number: '2' },
      ],
    };
    expect(catalogInput(values, { id: null, version: null }, true)).toEqual({
      name: 'Catalogus',
      collection: { id: '3' },
      pages: [{ number: '1a' }, { id: '5', number: '2' }],
    });
  });
});

describe('catalog paths', () => {
  it('opens a page of a catalog by the entry path of spec §2', () => {
    expect(catalogPagePath('4', '17')).toBe('/catalogs/4?tab=page&pageId=17');
  });

  it('creates a page after another one, or first', () => {
    expect(pageCreatePath('4', '17')).toBe('/pages/create?catalogId=4&previousPageId=17');
    expect(pageCreatePath('4')).toBe('/pages/create?catalogId=4');
  });

  it('shows the page the address names, else the first', () => {
    const pages = [{ id: '1' }, { id: '2' }];
    expect(selectedPageId(pages, '2')).toBe('2');
    expect(selectedPageId(pages, '99')).toBe('1');
    expect(selectedPageId(pages, null)).toBe('1');
    expect(selectedPageId([], '2')).toBeNull();
  });
});
