import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { settings } from '../db/schema/settings';
import { containsPattern } from '../core/database/text-search';

export type SettingRow = { key: string; value: string | null };

export async function findSetting(db: Tx, key: string): Promise<SettingRow | null> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return rows[0] ?? null;
}

/** All settings ordered by key; `search` matches key or value, case-insensitively. */
export async function listSettings(db: Tx, search?: string | null): Promise<SettingRow[]> {
  const pattern = containsPattern(search);
  return db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(pattern ? or(ilike(settings.key, pattern), ilike(settings.value, pattern)) : undefined)
    .orderBy(asc(settings.key));
}

export async function saveSetting(db: Tx, key: string, value: string | null): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
