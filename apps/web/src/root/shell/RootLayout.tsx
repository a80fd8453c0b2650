import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../../core/components/LoadingBar';
import { useTranslation } from '../../core/i18n/useTranslation';
import { SiteThemeProvider } from '../../core/theme/SiteThemeProvider';
import { AppShell } from './AppShell';

/** The root route: site settings and theme around the shell, with progress while a screen loads. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <SiteThemeProvider>
      {navigation.state !== 'idle' && (
        <LoadingBar
          aria-label={t('common.loading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
        />
      )}
      <AppShell>
        <Outlet />
      </AppShell>
    </SiteThemeProvider>
  );
}
