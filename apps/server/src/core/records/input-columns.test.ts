import { ATTRIBUTION_SHAPE, INCIPIT_SHAPE, SCORE_SHAPE } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { storedChild, storedColumns } from './input-rows';

describe('storedColumns', () => {
  it('writes each field in its camelCase column, a reference as its id', () => {
    expect(
      storedColumns(SCORE_SHAPE, {
        collection: { id: '3' },
        shelfmark: ' 12 ',
        short_title: 'Missa',
        former_shelfmarks: ' ',
        title: null,
        genres: [{ name: 'Missa' }],
      }),
    ).toEqual({
      collectionId: 3,
      shelfmark: '12',
      shortTitle: 'Missa',
      formerShelfmarks: null,
      title: null,
      opus: undefined,
      key: undefined,
      provenance: undefined,
      notes: undefined,
    });
  });

  it('leaves an absent optional reference absent and clears one without id', () => {
    const stored = storedColumns(ATTRIBUTION_SHAPE, {
      person: { id: '4' },
      function: 'aut',
      qualifier: 'ascertained',
      place: { id: null },
    });
    expect(stored).toMatchObject({ personId: 4, placeId: null });
    expect(stored.publicationId).toBeUndefined();
  });

  it("clears what is absent from the input of a record saved whole ('clears')", () => {
    const stored = storedColumns(ATTRIBUTION_SHAPE, { person: { id: '4' } }, { absent: 'clears' });
    expect(Object.entries(stored).filter(([, value]) => value !== null)).toEqual([
      ['personId', 4],
      ['function', ''],
      ['qualifier', ''],
    ]);
    expect(Object.keys(stored)).toHaveLength(11);
  });

  it("parses a child's id (null for a new one or one that cannot exist) and cleans its PAE", () => {
    expect(storedChild(INCIPIT_SHAPE, { id: '7', pae: "@data:'4C" })).toMatchObject({
      id: 7,
      values: { pae: "'4C", bassoContinuo: false, timeSignature: undefined },
    });
    expect(storedChild(INCIPIT_SHAPE, { id: 'x' }).id).toBeNull();
  });
});
