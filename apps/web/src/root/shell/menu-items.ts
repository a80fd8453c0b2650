import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import MusicNoteOutlinedIcon from '@mui/icons-material/MusicNoteOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PublicIcon from '@mui/icons-material/Public';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { canAccess, type Access, type Audience } from '@partitura/domain';
import type { Translate } from '../../core/i18n/translate';
import { loginPath } from '../../core/routing/login-path';

/** What decides whether an entry is shown: the session's roles, and a user still loading. */
export type MenuAudience = Audience & { signingIn: boolean };

/** A menu entry of spec §3: path, label, icon, optional children, who sees it. */
export type MenuItem = {
  path: string;
  label: string;
  icon: SvgIconComponent;
  children?: MenuItem[];
  /** Who may see the entry (the domain's Access); everyone when absent. */
  access?: Access;
  /** A further condition that hides the entry (e.g. the login for someone signed in). */
  hide?: (audience: MenuAudience) => boolean;
  /** Further paths that count as this entry (for highlighting). */
  matches?: (pathname: string) => boolean;
};

/**
 * The side menu of spec §2, with labels in the current language. `currentPath` (path and query)
 * is where the login entry brings the person back to.
 */
export function buildMenu(t: Translate, currentPath: string): MenuItem[] {
  return [
    {
      path: '/',
      label: t('navigation.search'),
      icon: SearchIcon,
      matches: (pathname) =>
        pathname === '/' || pathname === '/search' || pathname.startsWith('/search/'),
    },
    {
      path: '/create',
      // Fixed German text in every language (spec §2).
      label: 'Erstellen',
      icon: AddCircleOutlineIcon,
      access: 'contributor',
      children: [
        {
          path: '/collections/create',
          label: t('entity.collection'),
          icon: LibraryMusicOutlinedIcon,
        },
        { path: '/scores/create', label: t('entity.score'), icon: MusicNoteOutlinedIcon },
        { path: '/catalogs/create', label: t('entity.catalog'), icon: MenuBookOutlinedIcon },
        { path: '/people/create', label: t('entity.person'), icon: PersonOutlineIcon },
        {
          path: '/digital-copies/create',
          label: t('entity.digital_copy'),
          icon: PhotoLibraryOutlinedIcon,
        },
      ],
    },
    {
      path: '/settings',
      label: t('navigation.settings'),
      icon: SettingsOutlinedIcon,
      access: 'admin',
      children: [
        { path: '/settings/website', label: t('navigation.settings_website'), icon: PublicIcon },
        { path: '/settings/users', label: t('navigation.settings_users'), icon: PeopleOutlineIcon },
        {
          path: '/settings/activity',
          label: t('navigation.settings_activity'),
          icon: HistoryOutlinedIcon,
        },
      ],
    },
    {
      path: '/files',
      label: t('navigation.files'),
      icon: FolderOutlinedIcon,
      access: 'contributor',
      matches: (pathname) => pathname === '/files' || pathname.startsWith('/files/'),
    },
    {
      path: '/import',
      label: t('navigation.import'),
      icon: UploadFileOutlinedIcon,
      access: 'contributor',
    },
    {
      path: '/trash',
      label: t('navigation.trash'),
      icon: DeleteOutlineIcon,
      access: 'contributor',
    },
    {
      path: loginPath(currentPath),
      label: t('navigation.login'),
      icon: LoginIcon,
      hide: (a) => a.signedIn || a.signingIn,
    },
    {
      path: '/auth/logout',
      label: t('navigation.logout'),
      icon: LogoutIcon,
      access: 'authenticated',
    },
  ];
}

/** The entries visible to this audience, groups included only with their visible children. */
export function visibleItems(items: MenuItem[], audience: MenuAudience): MenuItem[] {
  return items
    .filter((item) => canAccess(audience, item.access ?? 'public') && !item.hide?.(audience))
    .map((item) =>
      item.children ? { ...item, children: visibleItems(item.children, audience) } : item,
    );
}

/** True when the entry stands for the current route (a group: when one of its children does). */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isActive(child, pathname));
  if (item.matches) return item.matches(pathname);
  return item.path.split('?')[0] === pathname;
}
