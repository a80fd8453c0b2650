import { describe, expect, it } from 'vitest';
import {
  authorityDisplayValue,
  authorityIdQuery,
  authorityUrl,
  authorityValueProblem,
  normalizeAuthorityIds,
  parseAuthorityId,
  validateAuthorityIds,
} from './authority-ids';

describe('authority identifiers', () => {
  it('checks GND numbers by their check digit (Mozart, Bach), others by their form', () => {
    expect(authorityValueProblem('gnd', '118584596')).toBeNull();
    expect(authorityValueProblem('gnd', '11850553X')).toBeNull();
    expect(authorityValueProblem('gnd', '118584597')).toBe('check');
    expect(authorityValueProblem('gnd', '4005728-8')).toBeNull();
    expect(authorityValueProblem('gnd', 'Mozart')).toBe('format');
  });

  it('checks ISNI by ISO 7064 MOD 11-2, written with or without spaces', () => {
    expect(parseAuthorityId('isni: 0000 0002 1825 0097')).toEqual({
      scheme: 'isni',
      value: '0000000218250097',
    });
    expect(authorityValueProblem('isni', '0000000218250097')).toBeNull();
    expect(authorityValueProblem('isni', '000000021694233X')).toBeNull();
    expect(authorityValueProblem('isni', '0000000218250098')).toBe('check');
    expect(authorityValueProblem('isni', '12345')).toBe('format');
  });

  it('checks VIAF, RISM and Wikidata by their form', () => {
    expect(authorityValueProblem('viaf', '32197206')).toBeNull();
    expect(authorityValueProblem('viaf', '0321')).toBe('format');
    expect(authorityValueProblem('rism', '30002022')).toBeNull();
    expect(authorityValueProblem('rism', 'pe30002022')).toBe('format');
    expect(authorityValueProblem('wikidata', 'Q254')).toBeNull();
    expect(parseAuthorityId('Wikidata:q254')).toEqual({ scheme: 'wikidata', value: 'Q254' });
    expect(authorityValueProblem('wikidata', 'P254')).toBe('format');
  });

  it('reads a typed identifier as a search only when it is valid', () => {
    expect(authorityIdQuery('GND: 118584596')).toBe('gnd:118584596');
    expect(authorityIdQuery('gnd:118584597')).toBeNull();
    expect(authorityIdQuery('Mozart: Requiem')).toBeNull();
    expect(authorityIdQuery('gnd:')).toBeNull();
  });

  it('reads an authority’s address and an identifier that carries its own check typed bare', () => {
    expect(authorityIdQuery('https://d-nb.info/gnd/118584596')).toBe('gnd:118584596');
    expect(authorityIdQuery(' http://viaf.org/viaf/32197206/ ')).toBe('viaf:32197206');
    expect(authorityIdQuery('https://rism.online/people/30002022')).toBe('rism:30002022');
    expect(authorityIdQuery('https://www.wikidata.org/wiki/Q254')).toBe('wikidata:Q254');
    expect(authorityIdQuery('https://isni.org/isni/0000000218250097')).toBe(
      'isni:0000000218250097',
    );
    expect(authorityIdQuery('118584596')).toBe('gnd:118584596');
    expect(authorityIdQuery('0000 0002 1825 0097')).toBe('isni:0000000218250097');
    expect(authorityIdQuery('q254')).toBe('wikidata:Q254');
    // Numbers a shelfmark or a wrong check may be: no identifier.
    expect(authorityIdQuery('215')).toBeNull();
    expect(authorityIdQuery('118584597')).toBeNull();
    expect(authorityIdQuery('0000 0002 1825 0098')).toBeNull();
    expect(authorityIdQuery('https://d-nb.info/gnd/118584597')).toBeNull();
  });

  it('shows an ISNI in groups of four, the others as written', () => {
    expect(authorityDisplayValue({ scheme: 'isni', value: '0000000218250097' })).toBe(
      '0000 0002 1825 0097',
    );
    expect(authorityDisplayValue({ scheme: 'gnd', value: '118584596' })).toBe('118584596');
  });

  it('links each identifier to its authority, RISM by the record kind', () => {
    expect(authorityUrl({ scheme: 'gnd', value: '118584596' }, 'people')).toBe(
      'https://d-nb.info/gnd/118584596',
    );
    expect(authorityUrl({ scheme: 'rism', value: '30002022' }, 'people')).toBe(
      'https://rism.online/people/30002022',
    );
    expect(authorityUrl({ scheme: 'rism', value: '3' }, 'places')).toBe(
      'https://rism.online/places/3',
    );
    expect(authorityUrl({ scheme: 'wikidata', value: 'Q254' }, 'people')).toBe(
      'https://www.wikidata.org/wiki/Q254',
    );
    expect(authorityUrl({ scheme: 'isni', value: '0000000218250097' }, 'people')).toBe(
      'https://isni.org/isni/0000000218250097',
    );
    expect(authorityUrl({ scheme: 'viaf', value: '32197206' }, 'people')).toBe(
      'https://viaf.org/viaf/32197206',
    );
  });

  it('names each bad line, a twice listed one too, and keeps the written forms', () => {
    expect(
      validateAuthorityIds([
        'gnd:118584596',
        ' ',
        'lccn:n79021164',
        'viaf:abc',
        'gnd:118584597',
        'GND: 118584596',
        'viaf: ',
      ]),
    ).toEqual([
      { field: 'authority_ids.1', key: 'AuthorityId.error_empty' },
      { field: 'authority_ids.2', key: 'AuthorityId.error_scheme' },
      { field: 'authority_ids.3', key: 'AuthorityId.error_format' },
      { field: 'authority_ids.4', key: 'AuthorityId.error_check' },
      { field: 'authority_ids.5', key: 'AuthorityId.error_duplicate' },
      { field: 'authority_ids.6', key: 'AuthorityId.error_empty' },
    ]);
    expect(validateAuthorityIds(Array.from({ length: 21 }, (_, i) => `rism:${i + 1}`))).toEqual([
      { field: 'authority_ids', key: 'AuthorityId.error_too_many' },
    ]);
    expect(normalizeAuthorityIds(['ISNI 0000 0002 1825 0097', 'isni:0000 0002 1825 0097'])).toEqual(
      ['isni:0000000218250097'],
    );
  });
});
