import { graphqlClient } from '../graphql';
import { Box, CircularProgress, CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { SETTING_KEYS } from '@partitura/domain';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation } from 'react-router';
import { isHexColor, themeFromSourceColor } from './scheme-theme';
import { SiteSettingsContext, type SiteSettings } from './site-settings-context';
import { SiteSettingsQuery } from './site-settings-documents';

// Used only when the server has no usable theme_color (or cannot be reached): a calm blue-grey.
const FALLBACK_THEME_COLOR = '#455a64';

type Loaded = { siteTitle: string | null; themeColor: string | null };

/**
 * Reads site_title and theme_color on load and on every route change, sets the document title and
 * themes everything below it with the colour scheme generated from theme_color (dark when the
 * system prefers dark).
 */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

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
      // Logged by the GraphQL client; the shell carries on with the fallback look.
      setLoaded((previous) => previous ?? { siteTitle: null, themeColor: null });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);

  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const themeColor = isHexColor(loaded?.themeColor) ? loaded.themeColor : FALLBACK_THEME_COLOR;
  const theme = useMemo(
    () => themeFromSourceColor(themeColor, prefersDark),
    [themeColor, prefersDark],
  );
  const siteTitle = loaded?.siteTitle?.trim() || t('app.name');

  useEffect(() => {
    document.title = siteTitle;
  }, [siteTitle]);
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.primary.main);
    document.documentElement.dataset.themeColor = themeColor.toLowerCase();
  }, [theme, themeColor]);

  const value = useMemo<SiteSettings>(
    () => ({ siteTitle, themeColor: loaded?.themeColor ?? null, refresh }),
    [siteTitle, loaded, refresh],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {loaded ? (
        <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
    </ThemeProvider>
  );
}
