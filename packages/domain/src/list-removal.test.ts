import { describe, expect, it } from 'vitest';
import { removeGenre, removeName, removePartVoice, removeVoice } from './list-removal';

describe('removeName', () => {
  it('removing the last name leaves one empty primary name', () => {
    expect(removeName([{ name: 'Mozart', primary: true }], 0)).toEqual([
      { name: '', primary: true },
    ]);
  });

  it('removing the primary name makes the first remaining name primary', () => {
    const names = [
      { id: '1', name: 'Mozart, W. A.', primary: false },
      { id: '2', name: 'Mozart, Wolfgang Amadeus', primary: true },
      { id: '3', name: 'Mozart, Wolfgang', primary: false },
    ];
    expect(removeName(names, 1)).toEqual([
      { id: '1', name: 'Mozart, W. A.', primary: true },
      { id: '3', name: 'Mozart, Wolfgang', primary: false },
    ]);
  });

  it('removing a non-primary name keeps the primary name as it was', () => {
    const names = [
      { name: 'A', primary: true },
      { name: 'B', primary: false },
    ];
    expect(removeName(names, 1)).toEqual([{ name: 'A', primary: true }]);
  });

  it('does not change the given list', () => {
    const names = [
      { name: 'A', primary: true },
      { name: 'B', primary: false },
    ];
    removeName(names, 0);
    expect(names).toEqual([
      { name: 'A', primary: true },
      { name: 'B', primary: false },
    ]);
  });

  it('changes nothing for an index outside the list', () => {
    const names = [{ name: 'A', primary: true }];
    expect(removeName(names, 3)).toEqual(names);
    expect(removeName(names, -1)).toEqual(names);
  });
});

describe('removeGenre', () => {
  it('removes the genre at the index', () => {
    expect(removeGenre([{ name: 'Missa' }, { name: 'Credo' }], 0)).toEqual([{ name: 'Credo' }]);
  });

  it('removing the last genre leaves one empty genre', () => {
    expect(removeGenre([{ id: '4', name: 'Missa' }], 0)).toEqual([{ name: '' }]);
  });
});

describe('removeVoice', () => {
  it('removes the voice at the index', () => {
    const voices = [
      { voice: 'sop', count: 1, position: 1 },
      { voice: 'alt', count: 1, position: 2 },
    ];
    expect(removeVoice(voices, 1)).toEqual([voices[0]]);
  });

  it('removing the last voice leaves one empty voice', () => {
    expect(removeVoice([{ voice: 'vio', count: 2, position: 1 }], 0)).toEqual([
      { voice: '', count: 1, position: 1 },
    ]);
  });
});

describe('removePartVoice', () => {
  it('removing the last voice of a part leaves one empty voice', () => {
    expect(removePartVoice([{ id: '8', voice: 'org', count: 1, position: 1 }], 0)).toEqual([
      { voice: '', count: 1, position: 1 },
    ]);
  });

  it('removes the voice at the index', () => {
    const voices = [
      { voice: 'vio', count: 1, position: 1 },
      { voice: 'vla', count: 1, position: 2 },
    ];
    expect(removePartVoice(voices, 0)).toEqual([voices[1]]);
  });
});
