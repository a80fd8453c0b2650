import { describe, expect, it } from 'vitest';
import { removeGenreRow, removePartVoiceRow, removeScoreVoiceRow } from './list-rules';

const voice = (id: string, name: string) => ({ id, voice: name, count: '2', position: '1' });

describe('removal rules on form rows', () => {
  it('removes a genre and keeps the other rows as they were', () => {
    const rows = [
      { id: '1', name: 'Missa' },
      { id: null, name: 'Graduale' },
    ];
    expect(removeGenreRow(rows, 0)).toEqual([rows[1]]);
  });

  it('leaves one empty genre row when the last genre is removed', () => {
    expect(removeGenreRow([{ id: '1', name: 'Missa' }], 0)).toEqual([{ id: null, name: '' }]);
  });

  it('leaves one empty voice (count and position 1) when the last voice is removed', () => {
    const empty = [{ id: null, voice: '', count: '1', position: '1' }];
    expect(removeScoreVoiceRow([voice('4', 'vio')], 0)).toEqual(empty);
    expect(removePartVoiceRow([voice('4', 'vio')], 0)).toEqual(empty);
  });

  it('keeps the voices that remain, in order', () => {
    const rows = [voice('1', 'sop'), voice('2', 'alt'), voice('3', 'org')];
    expect(removePartVoiceRow(rows, 1)).toEqual([rows[0], rows[2]]);
  });

  it('changes nothing for an index outside the list', () => {
    const rows = [voice('1', 'sop')];
    expect(removeScoreVoiceRow(rows, 5)).toEqual(rows);
  });
});
