import { describe, expect, it } from 'vitest';
import {
  isQuery,
  kindOfType,
  readSearchState,
  searchUrl,
  similarMelodyUrl,
  toggleFacetMore,
  toggleFilter,
} from './search-state';

describe('search state in the URL', () => {
  it('reads and writes the same state', () => {
    const url =
      '/search/scores?q=Haydn+missa&genre=5&genre=7&key=D&field_title=brevis&sort=shelfmark&page=3&more=composer';
    const [path, query] = url.split('?');
    const kind = kindOfType(path.split('/')[2]);
    expect(kind).toBe('score');
    const state = readSearchState(kind ?? null, new URLSearchParams(query));
    expect(state).toEqual({
      kind: 'score',
      q: 'Haydn missa',
      filters: [
        { group: 'genre', value: '5' },
        { group: 'genre', value: '7' },
        { group: 'key', value: 'D' },
      ],
      fields: { title: 'brevis' },
      sort: 'shelfmark',
      page: 3,
      melody: null,
      facetMore: 'composer',
    });
    expect(
      readSearchState(kind ?? null, new URLSearchParams(searchUrl(state).split('?')[1])),
    ).toEqual(state);
  });

  it('ignores what it does not know and falls back to the first page and relevance', () => {
    const state = readSearchState(
      null,
      new URLSearchParams('password=x&sort=evil&page=-4&q=&more=composer'),
    );
    expect(state).toEqual({
      kind: null,
      q: '',
      filters: [],
      fields: {},
      sort: 'relevance',
      page: 1,
      melody: null,
      facetMore: null,
    });
    expect(isQuery(state)).toBe(false);
    expect(searchUrl(state)).toBe('/search');
    expect(kindOfType('unknown')).toBeUndefined();
    expect(kindOfType(undefined)).toBeNull();
  });

  it('adds and removes a facet value, back on the first page', () => {
    const state = readSearchState('score', new URLSearchParams('q=a&page=4'));
    const narrowed = toggleFilter(state, 'genre', '5');
    expect(narrowed.filters).toEqual([{ group: 'genre', value: '5' }]);
    expect(narrowed.page).toBe(1);
    expect(toggleFilter(narrowed, 'genre', '5').filters).toEqual([]);
  });

  it('shows more values of one facet group of the kind, and fewer again, on the same page', () => {
    const state = readSearchState('score', new URLSearchParams('q=a&page=2'));
    const more = toggleFacetMore(state, 'composer');
    expect(more).toEqual({ ...state, facetMore: 'composer' });
    expect(searchUrl(more)).toBe('/search/scores?q=a&page=2&more=composer');
    expect(toggleFacetMore(more, 'genre').facetMore).toBe('genre');
    expect(toggleFacetMore(more, 'composer').facetMore).toBeNull();
    // A group the kind has not (people have no composers) or the search does not know.
    expect(readSearchState('person', new URLSearchParams('more=composer')).facetMore).toBeNull();
    expect(readSearchState('score', new URLSearchParams('more=password')).facetMore).toBeNull();
  });

  it('keeps a melodic query of the scores tab, with its mode and options', () => {
    const params = new URLSearchParams("melody='4CDEF&clef=F-4&mode=contour&rhythm=1&start=1");
    const state = readSearchState('score', params);
    expect(state.melody).toEqual({
      pae: "'4CDEF",
      clef: 'F-4',
      keySignature: '',
      mode: 'contour',
      rhythm: true,
      atStart: true,
    });
    expect(isQuery(state)).toBe(true);
    expect(readSearchState('score', new URLSearchParams(searchUrl(state).split('?')[1]))).toEqual(
      state,
    );
    expect(readSearchState('person', params).melody).toBeNull();
  });
});

describe('similarMelodyUrl', () => {
  it('searches with the opening of the incipit, by intervals, at the start of every incipit', () => {
    const url = similarMelodyUrl({
      pae: "'4C''C'B''C/'8G,G'G,G/'4E''E'D''D/'2C''C/",
      clef: 'G-2',
      key_signature: 'bB',
    });
    expect(url.startsWith('/search/scores?')).toBe(true);
    const state = readSearchState('score', new URLSearchParams(url.split('?')[1]));
    expect(state.melody).toEqual({
      pae: "'4C''C'B''C/'8G,G'G,G",
      clef: 'G-2',
      keySignature: 'bB',
      mode: 'interval',
      rhythm: false,
      atStart: true,
    });
  });
});
