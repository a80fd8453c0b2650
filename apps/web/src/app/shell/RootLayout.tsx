import { LinearProgress } from '@mui/material';
import { Outlet, useNavigation } from 'react-router';
import { SiteThemeProvider } from '../theme/SiteThemeProvider';
import { AppShell } from './AppShell';

/** The root route: site settings and theme around the shell, with progress while a screen loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <SiteThemeProvider>
      {navigation.state !== 'idle' && (
        <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }} />
      )}
      <AppShell>
        <Outlet />
      </AppShell>
    </SiteThemeProvider>
  );
}
