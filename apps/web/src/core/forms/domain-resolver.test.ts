import { validateCollection } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { domainResolver, toFieldErrors } from './domain-resolver';

type Values = { name: string; prefix: string };
const resolver = domainResolver<Values>((values) => validateCollection(values));
const options = { fields: {}, shouldUseNativeValidation: false };

describe('form resolver from the domain rules', () => {
  it('reports both empty collection fields with their message keys', async () => {
    const result = await resolver({ name: ' ', prefix: '' }, undefined, options);
    expect(result.errors).toEqual({
      name: { type: 'domain', message: 'Catalog.error_name_empty' },
      prefix: { type: 'domain', message: 'Catalog.error_prefix_empty' },
    });
  });

  it('passes valid values through', async () => {
    const result = await resolver({ name: 'Stiftsbibliothek', prefix: 'A-KR' }, undefined, options);
    expect(result).toEqual({ values: { name: 'Stiftsbibliothek', prefix: 'A-KR' }, errors: {} });
  });

  it('nests dotted child paths and keeps the first failure of a field', () => {
    expect(
      toFieldErrors([
        { field: 'attributions.0.person', key: 'Attribution.error_person_empty' },
        { field: 'attributions.0.person', key: 'other' },
        { field: 'attributions.1.function', key: 'Attribution.error_function_empty' },
      ]),
    ).toEqual({
      attributions: {
        0: { person: { type: 'domain', message: 'Attribution.error_person_empty' } },
        1: { function: { type: 'domain', message: 'Attribution.error_function_empty' } },
      },
    });
  });
});
