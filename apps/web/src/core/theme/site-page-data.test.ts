import { SITE_PAGE_DATA_ID, type SitePageData } from '@partitura/domain';
import { deriveSiteSchemes } from '@partitura/domain/site-scheme';
import { describe, expect, it } from 'vitest';
import { readSitePageData } from './site-page-data';

/** A page holding `elements` by id, as far as readSitePageData looks at it. */
const pageWith = (elements: Record<string, string>) => ({
  getElementById: (id: string) =>
    id in elements ? ({ textContent: elements[id] } as HTMLElement) : null,
});

describe('the settings the server wrote into the page', () => {
  const data: SitePageData = {
    siteTitle: 'Musikarchiv',
    themeColor: '#1565C0',
    schemes: deriveSiteSchemes('#1565C0'),
  };

  it('reads them from their element', () => {
    expect(readSitePageData(pageWith({ [SITE_PAGE_DATA_ID]: JSON.stringify(data) }))).toEqual(data);
  });

  it('answers null for a page without them (the development server’s) or with others', () => {
    expect(readSitePageData(pageWith({}))).toBeNull();
    expect(readSitePageData(pageWith({ [SITE_PAGE_DATA_ID]: '{"siteTitle":"x"}' }))).toBeNull();
  });
});
