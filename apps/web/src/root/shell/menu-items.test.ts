import type { Translate } from '../../core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { buildMenu, isActive, visibleItems, type MenuAudience, type MenuItem } from './menu-items';

const t: Translate = (key) => key;
const visitor: MenuAudience = {
  signedIn: false,
  signingIn: false,
  isGuest: false,
  isContributor: false,
  isAdmin: false,
};
const guest: MenuAudience = { ...visitor, signedIn: true, isGuest: true };
const contributor: MenuAudience = { ...guest, isContributor: true };
const admin: MenuAudience = { ...contributor, isAdmin: true };

function labels(items: MenuItem[]): string[] {
  return items.map((item) => item.label);
}

describe('side menu', () => {
  it('offers a visitor the search and a login that returns to the current path', () => {
    const items = visibleItems(buildMenu(t, '/collections/7?tab=a'), visitor);
    expect(labels(items)).toEqual(['navigation.search', 'navigation.login']);
    expect(items[1].path).toBe('/auth/login?redirect=%2Fcollections%2F7%3Ftab%3Da');
  });

  it('offers a signed-in guest the search and logout only', () => {
    expect(labels(visibleItems(buildMenu(t, '/'), guest))).toEqual([
      'navigation.search',
      'navigation.logout',
    ]);
  });

  it('offers a contributor the "Erstellen" group with the five create screens, the files, the import and the trash', () => {
    const items = visibleItems(buildMenu(t, '/'), contributor);
    expect(labels(items)).toEqual([
      'navigation.search',
      'Erstellen',
      'navigation.files',
      'navigation.import',
      'navigation.trash',
      'navigation.logout',
    ]);
    expect(items[1].children?.map((child) => child.path)).toEqual([
      '/collections/create',
      '/scores/create',
      '/catalogs/create',
      '/people/create',
      '/digital-copies/create',
    ]);
  });

  it('offers an administrator the settings group with website, users and recent changes', () => {
    const items = visibleItems(buildMenu(t, '/'), admin);
    expect(labels(items)).toEqual([
      'navigation.search',
      'Erstellen',
      'navigation.settings',
      'navigation.files',
      'navigation.import',
      'navigation.trash',
      'navigation.logout',
    ]);
    expect(items[2].children?.map((child) => child.path)).toEqual([
      '/settings/website',
      '/settings/users',
      '/settings/activity',
    ]);
  });

  it('keeps the label "Erstellen" in every language', () => {
    const german: Translate = (key) => `de:${key}`;
    expect(buildMenu(german, '/')[1].label).toBe('Erstellen');
  });

  it('shows neither login nor logout while the user of a token is being loaded', () => {
    const items = visibleItems(buildMenu(t, '/'), { ...visitor, signingIn: true });
    expect(labels(items)).toEqual(['navigation.search']);
  });

  it('highlights the current entry and its parent group', () => {
    const items = buildMenu(t, '/');
    const [search, create, settings] = items;
    expect(isActive(search, '/')).toBe(true);
    expect(isActive(search, '/search/scores')).toBe(true);
    expect(isActive(create, '/collections/create')).toBe(true);
    expect(isActive(create.children![0], '/collections/create')).toBe(true);
    expect(isActive(create.children![1], '/collections/create')).toBe(false);
    expect(isActive(settings, '/collections/create')).toBe(false);
    expect(isActive(settings, '/settings/users')).toBe(true);
  });
});
