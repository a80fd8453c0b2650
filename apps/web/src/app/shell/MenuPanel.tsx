import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/session-context';
import { useSiteSettings } from '../theme/site-settings-context';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SideMenu } from './SideMenu';

/** What the side drawer holds: the site title, the menu, who is signed in and the language. */
export function MenuPanel() {
  const { t } = useTranslation();
  const { siteTitle } = useSiteSettings();
  const { user } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', px: 1.5, py: 2 }}>
      <Typography
        component={Link}
        to="/"
        variant="h6"
        sx={{ px: 2, pb: 1, color: 'primary.main', textDecoration: 'none', fontWeight: 500 }}
      >
        {siteTitle}
      </Typography>
      <Box component="nav" aria-label={t('navigation.menu')} id="side-menu" sx={{ flexGrow: 1 }}>
        <SideMenu />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {user && (
          <Typography variant="body2" color="text.secondary">
            {t('shell.signed_in_as', { name: user.name })}
          </Typography>
        )}
        <LanguageSwitcher />
      </Box>
    </Box>
  );
}
