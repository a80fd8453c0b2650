import { graphqlClient } from '../graphql';
import { Box, CircularProgress, CssBaseline, useMediaQuery } from '@mui/material';
// Material's ThemeProvider hands a theme like ours (createTheme without CSS variables) to this
// one, and carries the CSS-variables provider besides, which the first load has no use for.
import { ThemeProvider } from '@mui/system';
import { SETTING_KEYS, themeSourceColor, type SiteSchemes } from '@partitura/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation } from 'react-router';
import { themeFromScheme } from './scheme-theme';
import { SiteSettingsContext, type SiteSettings } from './site-settings-context';
import { SiteSettingsQuery } from './site-settings-documents';
import { readSitePageData } from './site-page-data';

type Loaded = { siteTitle: string | null; themeColor: string | null };

/**
 * Themes everything below it with the colour scheme of theme_color (dark when the system prefers
 * dark) and sets the document title from site_title. It starts from what the server wrote into
 * the page (the settings and their schemes, SitePageData), so the first paint waits for nothing;
 * it reads the settings again on every route change, and derives the schemes itself — loading
 * Material's colour utilities then — only when theme_color has changed since.
 */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // Read once: the page's data is that of the moment it was served.
  const [pageData] = useState(readSitePageData);
  const [loaded, setLoaded] = useState<Loaded | null>(pageData);
  const [schemes, setSchemes] = useState<SiteSchemes | null>(pageData?.schemes ?? null);

  const refresh = useCallback(async () => {
    try {
      const data = await graphqlClient.request(SiteSettingsQuery, {
        titleKey: SETTING_KEYS.siteTitle,
        colorKey: SETTING_KEYS.themeColor,
      });
      setLoaded({
        siteTitle: data.site_title?.value ?? null,
        themeColor: data.theme_color?.value ?? null,
      });
    } catch {
      // Logged by the GraphQL client; the shell carries on with what it has, or the fallback.
      setLoaded((previous) => previous ?? { siteTitle: null, themeColor: null });
    }
  }, []);

  // The page's own data is as fresh as the page: the first read waits for the first navigation.
  const pageDataFresh = useRef(pageData !== null);
  useEffect(() => {
    if (pageDataFresh.current) {
      pageDataFresh.current = false;
      return;
    }
    void refresh();
  }, [pathname, refresh]);

  const source = loaded ? themeSourceColor(loaded.themeColor) : null;
  useEffect(() => {
    if (source === null || schemes?.source === source) return;
    let current = true;
    import('@partitura/domain/site-scheme')
      .then(({ deriveSiteSchemes }) => {
        if (current) setSchemes(deriveSiteSchemes(source));
      })
      .catch(() => {
        // The chunk did not load (offline, a release replaced it): the colours stay as they are,
        // and the next navigation tries again.
      });
    return () => {
      current = false;
    };
  }, [source, schemes?.source]);

  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(
    () =>
      schemes ? themeFromScheme(prefersDark ? schemes.dark : schemes.light, prefersDark) : null,
    [schemes, prefersDark],
  );
  const siteTitle = loaded?.siteTitle?.trim() || t('app.name');

  useEffect(() => {
    document.title = siteTitle;
  }, [siteTitle]);
  useEffect(() => {
    if (!schemes) return;
    // The server's page has one per colour scheme (media="(prefers-color-scheme: …)"), the
    // development server's one for both.
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      const media = meta.getAttribute('media');
      const dark = media ? media.includes('dark') : prefersDark;
      meta.setAttribute('content', (dark ? schemes.dark : schemes.light).primary);
    }
    document.documentElement.dataset.themeColor = schemes.source;
  }, [schemes, prefersDark]);

  const value = useMemo<SiteSettings>(
    () => ({ siteTitle, themeColor: loaded?.themeColor ?? null, refresh }),
    [siteTitle, loaded, refresh],
  );

  if (!theme || !loaded)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>
    </ThemeProvider>
  );
}
