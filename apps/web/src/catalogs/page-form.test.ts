import { describe, expect, it } from 'vitest';
import { newEntryValues, pageFormValues, pageInput, validatePageForm } from './page-form';

const catalog = { id: '2', name: 'Catalogus 1780', collection: { name: 'Kloster Einsiedeln' } };

describe('the page form', () => {
  it('starts a new page in the catalog it is created for, its collection as detail', () => {
    expect(pageFormValues(null, catalog)).toEqual({
      catalog: { id: '2', name: 'Catalogus 1780', subtitle: 'Kloster Einsiedeln' },
      number: '',
      entries: [],
    });
  });

  it('requires a catalog and a number', () => {
    expect(validatePageForm({ catalog: null, number: ' ', entries: [] })).toEqual([
      { field: 'catalog', key: 'Page.error_catalog_empty' },
      { field: 'number', key: 'Page.error_number_empty' },
    ]);
  });

  it('sends every entry in order, blank texts as null and the score by id', () => {
    const values = {
      catalog: { id: '2', name: 'Catalogus 1780' },
      number: ' 12 ',
      entries: [
        {
          ...newEntryValues(),
          id: '8',
          number: '1',
          composer: ' Mozart ',
          score: { id: '44', short_title: 'Missa' },
        },
        { ...newEntryValues(), signature: 'B 2' },
      ],
    };
    expect(pageInput(values, { id: '5', version: 3 })).toEqual({
      id: '5',
      version: 3,
      catalog: { id: '2' },
      number: '12',
      entries: [
        {
          id: '8',
          number: '1',
          signature: null,
          genre: null,
          composer: 'Mozart',
          annotation: null,
          notes: null,
          score: { id: '44' },
        },
        {
          number: null,
          signature: 'B 2',
          genre: null,
          composer: null,
          annotation: null,
          notes: null,
          score: null,
        },
      ],
    });
  });
});
