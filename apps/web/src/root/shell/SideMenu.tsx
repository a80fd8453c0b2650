import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useRef, useState } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { isActive, type MenuItem } from './menu-items';
import { useMenu } from './useMenu';

// Material 3 navigation-drawer entries: full-height pills.
const entrySx: SxProps<Theme> = { borderRadius: 7, mb: 0.5, minHeight: 48 };

/**
 * The hierarchical side menu: a group opens its submenu in place, with a back item. The entry of
 * the current route and its parent group are highlighted.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useMenu();
  const [openPath, setOpenPath] = useState<string | null>(null);
  const groupButtons = useRef(new Map<string, HTMLElement>());

  // Every route change shows the top level again, where the current entry's group is highlighted.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpenPath(null);
  }

  const openGroup = items.find((item) => item.path === openPath && item.children?.length);

  const back = () => {
    const path = openPath;
    setOpenPath(null);
    // Keyboard users land on the group they came from.
    requestAnimationFrame(() => (path ? groupButtons.current.get(path)?.focus() : undefined));
  };

  if (openGroup?.children) {
    return (
      <List aria-label={openGroup.label}>
        <ListItem disablePadding>
          <ListItemButton onClick={back} autoFocus sx={entrySx}>
            <ListItemIcon>
              <ArrowBackIcon />
            </ListItemIcon>
            <ListItemText primary={t('navigation.back')} />
          </ListItemButton>
        </ListItem>
        <ListSubheader component="li" disableSticky sx={{ bgcolor: 'transparent' }}>
          {openGroup.label}
        </ListSubheader>
        {openGroup.children.map((child) => (
          <MenuLink key={child.path} item={child} active={isActive(child, pathname)} />
        ))}
      </List>
    );
  }

  return (
    <List>
      {items.map((item) =>
        item.children ? (
          <ListItem key={item.path} disablePadding>
            <ListItemButton
              sx={entrySx}
              selected={isActive(item, pathname)}
              // The group holding the current screen is marked current too (spec §2).
              aria-current={isActive(item, pathname) ? 'true' : undefined}
              onClick={() => setOpenPath(item.path)}
              ref={(element: HTMLDivElement | null) => {
                if (element) groupButtons.current.set(item.path, element);
                else groupButtons.current.delete(item.path);
              }}
            >
              <ListItemIcon>
                <item.icon />
              </ListItemIcon>
              <ListItemText primary={item.label} />
              <ChevronRightIcon aria-hidden="true" />
            </ListItemButton>
          </ListItem>
        ) : (
          <MenuLink key={item.path} item={item} active={isActive(item, pathname)} />
        ),
      )}
    </List>
  );
}

/** A menu entry that leads to a screen: a link inside its list item (a list holds only items). */
function MenuLink({ item, active }: { item: MenuItem; active: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={item.path}
        sx={entrySx}
        selected={active}
        aria-current={active ? 'page' : undefined}
      >
        <ListItemIcon>
          <item.icon />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}
