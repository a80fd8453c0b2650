import { validateAuthorityIds } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { authorityIdFieldErrors, authorityIdRows, authorityIdTexts } from './authority-form';

describe('authority identifiers in an editor', () => {
  it('turns the stored identifiers into rows and back', () => {
    const rows = authorityIdRows(['gnd:118584596', 'isni:0000000218250097']);
    expect(rows).toEqual([
      { scheme: 'gnd', value: '118584596' },
      { scheme: 'isni', value: '0000000218250097' },
    ]);
    expect(authorityIdTexts(rows)).toEqual(['gnd:118584596', 'isni:0000000218250097']);
  });

  it('puts a line’s failure under the field it concerns', () => {
    const texts = authorityIdTexts([
      { scheme: '', value: '118584596' },
      { scheme: 'gnd', value: '118584597' },
      { scheme: 'gnd', value: '' },
    ]);
    expect(authorityIdFieldErrors(validateAuthorityIds(texts))).toEqual([
      { field: 'authority_ids.0.scheme', key: 'AuthorityId.error_scheme' },
      { field: 'authority_ids.1.value', key: 'AuthorityId.error_check' },
      { field: 'authority_ids.2.value', key: 'AuthorityId.error_empty' },
    ]);
    expect(
      authorityIdFieldErrors([{ field: 'authority_ids', key: 'AuthorityId.error_too_many' }]),
    ).toEqual([{ field: 'authority_ids', key: 'AuthorityId.error_too_many' }]);
  });
});
