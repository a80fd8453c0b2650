import { parseSitePageData, SITE_PAGE_DATA_ID, type SitePageData } from '@partitura/domain';

/**
 * The public settings and their colour schemes the server wrote into this page (never run: a
 * `<script type="application/json">`), or null when the page carries none (the development
 * server's page) or they are not of this version's shape.
 */
export function readSitePageData(
  root: Pick<Document, 'getElementById'> = document,
): SitePageData | null {
  return parseSitePageData(root.getElementById(SITE_PAGE_DATA_ID)?.textContent);
}
