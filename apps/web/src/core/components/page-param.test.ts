import { describe, expect, it } from 'vitest';
import { pageOf, withPage } from './page-param';

describe('the page of a list in the URL', () => {
  it('reads a whole page number, page 1 for anything else', () => {
    const params = new URLSearchParams('scores_page=3&catalogs_page=x&page=-2&other=2.5');
    expect(pageOf(params, 'scores_page')).toBe(3);
    expect(pageOf(params, 'catalogs_page')).toBe(1);
    expect(pageOf(params, 'page')).toBe(1);
    expect(pageOf(params, 'other')).toBe(1);
    expect(pageOf(params, 'absent')).toBe(1);
    expect(pageOf(new URLSearchParams('page=1e300'), 'page')).toBe(1);
  });

  it('sets one list’s page and keeps the other parameters', () => {
    const params = new URLSearchParams('q=Bach&catalogs_page=2');
    expect(withPage(params, 'scores_page', 4).toString()).toBe(
      'q=Bach&catalogs_page=2&scores_page=4',
    );
    expect(withPage(params, 'catalogs_page', 1).toString()).toBe('q=Bach');
    expect(params.toString()).toBe('q=Bach&catalogs_page=2');
  });
});
