import { describe, expect, it } from 'vitest';
import {
  diffStates,
  sameContent,
  stateBefore,
  undoChanges,
  type RecordState,
} from './record-history';

const v1: RecordState = {
  shelfmark: 'Mus. 1',
  title: null,
  collection: { id: '3' },
  attributions: [
    { id: '10', person: { id: '1' }, function: 'composer' },
    { id: '11', person: { id: '2' }, function: 'copyist' },
  ],
  parts: [{ id: '20', type: 'score', voices: [{ id: '30', voice: 'S', count: 1 }] }],
  genres: [],
};

const v2: RecordState = {
  shelfmark: 'Mus. 1a',
  title: 'Missa',
  collection: { id: '4' },
  attributions: [
    { id: '12', person: { id: '5' }, function: 'lyricist' },
    { id: '10', person: { id: '1' }, function: 'arranger' },
  ],
  parts: [{ id: '20', type: 'score', voices: [{ id: '31', voice: 'A', count: 2 }] }],
  genres: [{ id: '7' }],
};

describe('diffStates', () => {
  it('names each changed value and each list item added, removed or changed', () => {
    const changes = diffStates(v1, v2);
    expect(changes).toEqual([
      { field: 'shelfmark', before: 'Mus. 1', after: 'Mus. 1a' },
      { field: 'title', before: null, after: 'Missa' },
      { field: 'collection', before: { id: '3' }, after: { id: '4' } },
      {
        field: 'attributions',
        order: ['10', '11'],
        items: [
          { id: '11', removed: { id: '11', person: { id: '2' }, function: 'copyist' } },
          { id: '12', added: { id: '12', person: { id: '5' }, function: 'lyricist' }, at: 0 },
          { id: '10', changes: [{ field: 'function', before: 'composer', after: 'arranger' }] },
        ],
      },
      {
        field: 'parts',
        order: ['20'],
        items: [
          {
            id: '20',
            changes: [
              {
                field: 'voices',
                order: ['30'],
                items: [
                  { id: '30', removed: { id: '30', voice: 'S', count: 1 } },
                  { id: '31', added: { id: '31', voice: 'A', count: 2 }, at: 0 },
                ],
              },
            ],
          },
        ],
      },
      { field: 'genres', order: [], items: [{ id: '7', added: { id: '7' }, at: 0 }] },
    ]);
  });

  it('finds nothing when nothing changed, whatever the order of the keys', () => {
    expect(diffStates(v1, { ...v1, collection: { id: '3' } })).toEqual([]);
    expect(diffStates({ a: { id: '1', x: 2 } }, { a: { x: 2, id: '1' } })).toEqual([]);
  });

  it('treats a value missing on one side as null', () => {
    expect(diffStates({ notes: null }, {})).toEqual([]);
    expect(diffStates({}, { notes: 'x' })).toEqual([{ field: 'notes', before: null, after: 'x' }]);
  });

  it('notices a list only reordered', () => {
    const before = { names: [{ id: '1' }, { id: '2' }] };
    const after = { names: [{ id: '2' }, { id: '1' }] };
    const changes = diffStates(before, after);
    expect(changes).toEqual([{ field: 'names', order: ['1', '2'], items: [], moved: true }]);
    expect(undoChanges(after, changes)).toEqual(before);
  });
});

describe('sameContent', () => {
  it('sees children alike by their values, whatever their ids, but references by theirs', () => {
    const a = { voices: [{ id: '1', voice: 'S' }], genres: [{ id: '7' }], place: { id: '3' } };
    expect(sameContent(a, { ...a, voices: [{ id: '9', voice: 'S' }] })).toBe(true);
    expect(sameContent(a, { ...a, voices: [{ id: '1', voice: 'A' }] })).toBe(false);
    expect(sameContent(a, { ...a, genres: [{ id: '8' }] })).toBe(false);
  });
});

describe('undoChanges', () => {
  it('gives back the state before, lists in their order with removed items restored', () => {
    expect(undoChanges(v2, diffStates(v1, v2))).toEqual(v1);
  });

  it('goes back several versions, newest first', () => {
    const v3: RecordState = { ...v2, shelfmark: 'Mus. 2', attributions: [] };
    const later = [diffStates(v2, v3), diffStates(v1, v2)];
    expect(stateBefore(v3, later)).toEqual(v1);
    expect(stateBefore(v3, later.slice(0, 1))).toEqual(v2);
  });
});
