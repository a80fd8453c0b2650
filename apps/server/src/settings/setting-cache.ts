import { isPublicSetting } from '@partitura/domain';
import type { Db } from '../core/database/db';
import { findSetting, type SettingRow } from './repository';

/**
 * How long a server answers a public setting from memory. Its own writes take effect at once
 * (forgetPublicSettings); another server on the same PostgreSQL database that changes a setting
 * is seen here after at most this long.
 */
export const PUBLIC_SETTINGS_CACHE_MS = 5_000;

type Entry = { row: Promise<SettingRow | null>; until: number };

// Per database, so that servers in one process (tests) never see each other's settings.
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * A public setting (site_title, theme_color), read from memory for a few seconds: every page of
 * the web app asks for them, and a query to the embedded database costs more than the rest of
 * the request. Other keys are not cached: only administrators read them (rarely), and a visitor
 * asking for made-up keys must not grow the cache.
 */
export function cachedSetting(db: Db, key: string): Promise<SettingRow | null> {
  if (!isPublicSetting(key)) return findSetting(db, key);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const entry = cache.get(key);
  if (entry && entry.until > now) return entry.row;
  const row = findSetting(db, key);
  // The entry is kept from the start of the read, so a write that ends meanwhile removes it.
  cache.set(key, { row, until: now + PUBLIC_SETTINGS_CACHE_MS });
  row.catch(() => {
    if (cache.get(key)?.row === row) cache.delete(key);
  });
  return row;
}

/** Forgets what was read: called once a setting has been written. */
export function forgetPublicSettings(db: Db): void {
  caches.delete(db);
}
