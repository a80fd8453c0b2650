import { describe, expect, it } from 'vitest';
import { readFilesState, withFolder, withSort } from './files-state';

describe('the files screen in its address', () => {
  it('reads folder, search and order, the name ascending when none is given', () => {
    expect(readFilesState(new URLSearchParams('folder=12&q=scan&sort=size&desc=1'))).toEqual({
      folder: '12',
      q: 'scan',
      sort: 'size',
      descending: true,
    });
    expect(readFilesState(new URLSearchParams('sort=owner&desc=yes&folder=%20'))).toEqual({
      folder: null,
      q: '',
      sort: 'filename',
      descending: false,
    });
  });

  it('sorts a new column ascending and turns the same column round, from page 1', () => {
    const ascending = withSort(new URLSearchParams('folder=3&page=4'), 'size');
    expect(ascending.toString()).toBe('folder=3&sort=size');
    expect(withSort(ascending, 'size').toString()).toBe('folder=3&sort=size&desc=1');
    expect(withSort(new URLSearchParams('sort=size&desc=1'), 'filename').toString()).toBe('');
    expect(withSort(new URLSearchParams(''), 'filename').toString()).toBe('desc=1');
  });

  it('opens a folder at its first page without the search, keeping the order', () => {
    const params = new URLSearchParams('folder=3&q=scan&page=2&sort=created_at&desc=1');
    expect(withFolder(params, '7').toString()).toBe('folder=7&sort=created_at&desc=1');
    expect(withFolder(params, null).toString()).toBe('sort=created_at&desc=1');
  });
});
