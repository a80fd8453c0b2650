import { describe, expect, it } from 'vitest';
import { catalogSubtitle, entryTitle, pageTitle } from './catalog-derived';

const catalog = { name: 'Catalogus 1780', collection: { name: 'Engelberg' } };

describe('catalogSubtitle', () => {
  it('is the collection name', () => {
    expect(catalogSubtitle(catalog)).toBe('Engelberg');
  });

  it('is empty without a collection', () => {
    expect(catalogSubtitle({ collection: null })).toBe('');
  });
});

describe('pageTitle', () => {
  it('is the catalog name plus the page number', () => {
    expect(pageTitle({ number: '12', catalog })).toBe('Catalogus 1780, p. 12');
    expect(pageTitle({ number: 12, catalog }, 'de')).toBe('Catalogus 1780, S. 12');
  });

  it('shows whichever part is known', () => {
    expect(pageTitle({ number: '12', catalog: null })).toBe('p. 12');
    expect(pageTitle({ number: ' ', catalog })).toBe('Catalogus 1780');
    expect(pageTitle({})).toBe('');
  });
});

describe('entryTitle', () => {
  const page = { number: '12', catalog };

  it('names collection, catalog, page and entry number, then the composer', () => {
    expect(entryTitle({ page, number: '3', composer: 'Mozart', signature: 'A 1' })).toBe(
      'Engelberg, Catalogus 1780, p. 12, no. 3: Mozart',
    );
    expect(entryTitle({ page, number: '3', composer: 'Mozart' }, 'de')).toBe(
      'Engelberg, Catalogus 1780, S. 12, Nr. 3: Mozart',
    );
  });

  it('ends with the signature when no composer is given', () => {
    expect(entryTitle({ page, number: '3', composer: ' ', signature: 'A 17' })).toBe(
      'Engelberg, Catalogus 1780, p. 12, no. 3: A 17',
    );
  });

  it('is the composer or signature alone when nothing says where the entry stands', () => {
    expect(entryTitle({ composer: 'Haydn' })).toBe('Haydn');
    expect(entryTitle({ signature: 'A 17', page: null })).toBe('A 17');
  });

  it('leaves out unknown parts of the location and ends without a colon when nobody is named', () => {
    expect(entryTitle({ page: { number: '5', catalog: { name: 'Inventar' } }, number: null })).toBe(
      'Inventar, p. 5',
    );
    expect(entryTitle({})).toBe('');
  });
});
