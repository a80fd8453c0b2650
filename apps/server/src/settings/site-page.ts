import { SETTING_KEYS, SITE_PAGE_DATA_ID, themeSourceColor } from '@partitura/domain';
import type { SitePageData, SiteSchemes } from '@partitura/domain';
import { deriveSiteSchemes } from '@partitura/domain/site-scheme';
import type { PageHead } from '../core/http/app-page';
import type { Db } from '../core/database/db';
import { cachedSetting } from './setting-cache';

/**
 * What the application page carries (core/http/app-page.ts): site_title as its title, and the public
 * settings with the light and dark schemes derived from theme_color as SitePageData, so the web
 * app paints in the site's colours without a request and without Material's colour utilities.
 * Read through the public settings' cache: a change shows as it does to getSetting.
 */
export function sitePageHead(db: Db): () => Promise<PageHead> {
  // Deriving the schemes takes a few milliseconds; theme_color rarely changes.
  let derived: SiteSchemes | null = null;
  return async () => {
    const [title, color] = await Promise.all([
      cachedSetting(db, SETTING_KEYS.siteTitle),
      cachedSetting(db, SETTING_KEYS.themeColor),
    ]);
    const themeColor = color?.value ?? null;
    if (derived?.source !== themeSourceColor(themeColor)) derived = deriveSiteSchemes(themeColor);
    const data: SitePageData = {
      siteTitle: title?.value ?? null,
      themeColor,
      schemes: derived,
    };
    return {
      title: data.siteTitle?.trim() || null,
      themeColor: { light: derived.light.primary, dark: derived.dark.primary },
      data: { [SITE_PAGE_DATA_ID]: data },
    };
  };
}
