import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../core/session/session-context';
import { useSiteSettings } from '../../core/theme/site-settings-context';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SideMenu } from './SideMenu';

/**
 * What the side drawer holds: the site title, the menu, who is signed in (with the way to their
 * account) and the language. All of it is the main-menu navigation landmark, so nothing of the
 * page lies outside a landmark.
 */
export function MenuPanel() {
  const { t } = useTranslation();
  const { siteTitle } = useSiteSettings();
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('navigation.menu')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', px: 1.5, py: 2 }}
    >
      <Typography
        component={Link}
        to="/"
        variant="h6"
        sx={{ px: 2, pb: 1, color: 'primary.main', textDecoration: 'none', fontWeight: 500 }}
      >
        {siteTitle}
      </Typography>
      <Box sx={{ flexGrow: 1 }}>
        <SideMenu />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {user && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('shell.signed_in_as', { name: user.name })}
            </Typography>
            <Button
              component={Link}
              to="/account"
              size="small"
              startIcon={<AccountCircleOutlinedIcon />}
              aria-current={pathname === '/account' ? 'page' : undefined}
              sx={{ ml: -1, mt: 0.5 }}
            >
              {t('shell.my_account')}
            </Button>
          </Box>
        )}
        <LanguageSwitcher />
      </Box>
    </Box>
  );
}
