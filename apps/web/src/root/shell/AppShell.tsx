import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Paper, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { MENU_COLLAPSE_WIDTH } from '@partitura/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { VerificationBanner } from '../../account/index';
import { LazyDrawer } from '../../core/components/LazyDrawer';
import { useSiteSettings } from '../../core/theme/site-settings-context';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuPanel } from './MenuPanel';

const DRAWER_WIDTH = 288;

/**
 * The application shell of spec §2: the side menu beside the content, collapsed behind a toggle
 * button and a scrim below the collapse width, hidden on /auth/* routes, closed on every route change.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const wide = useMediaQuery(`(min-width:${MENU_COLLAPSE_WIDTH}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);

  const route = pathname + search;
  const [closedFor, setClosedFor] = useState(route);
  if (closedFor !== route) {
    setClosedFor(route);
    setOpen(false);
  }

  if (pathname.startsWith('/auth/')) return <BareLayout>{children}</BareLayout>;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {wide ? (
        // The side column keeps the menu's room in the row; the menu itself stays in place while
        // the page scrolls. A plain surface, not a permanent Drawer: that one would bring the
        // modal drawer's code into the first load.
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              width: DRAWER_WIDTH,
              height: '100%',
              overflowY: 'auto',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <MenuPanel />
          </Paper>
        </Box>
      ) : (
        <CollapsedMenu open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} />
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 4 },
          py: 4,
          mt: wide ? 0 : 7,
          outline: 'none',
        }}
      >
        <VerificationBanner />
        {children}
      </Box>
    </Box>
  );
}

type CollapsedMenuProps = { open: boolean; onOpen: () => void; onClose: () => void };

function CollapsedMenu({ open, onOpen, onClose }: CollapsedMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      <AppBar position="fixed" color="default" elevation={0} sx={{ bgcolor: 'background.paper' }}>
        <Toolbar variant="dense" sx={{ minHeight: 56 }}>
          <IconButton
            edge="start"
            onClick={onOpen}
            aria-label={t('shell.open_menu')}
            aria-expanded={open}
            aria-controls="side-drawer"
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <SiteTitleLink />
        </Toolbar>
      </AppBar>
      {/* Loaded as the phone layout first shows (LazyDrawer), kept mounted from then on. */}
      <LazyDrawer
        id="side-drawer"
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ backdrop: { 'data-testid': 'menu-scrim' } as object }}
        sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <MenuPanel />
      </LazyDrawer>
    </>
  );
}

/** Screens under /auth/ have no menu: just the site title home, the language and the content. */
function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: 2,
        }}
      >
        <SiteTitleLink />
        <LanguageSwitcher />
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          px: { xs: 2, sm: 4 },
          pb: 4,
          display: 'flex',
          justifyContent: 'center',
          outline: 'none',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * The first stop of the Tab key on every screen: out of sight until focused, then shown over the
 * top corner; following it moves the focus to the screen's content, past the menu.
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        typography: 'body1',
        color: 'primary.main',
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8, outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {t('shell.skip_to_content')}
    </Box>
  );
}

/** The site's title, the way home. */
function SiteTitleLink() {
  const { siteTitle } = useSiteSettings();
  return (
    <Typography
      component={Link}
      to="/"
      variant="h6"
      sx={{ color: 'primary.main', textDecoration: 'none' }}
    >
      {siteTitle}
    </Typography>
  );
}
