import { eq } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { settings } from '../db/schema/index';

export type SettingRow = { key: string; value: string | null };

export async function findSetting(db: Tx, key: string): Promise<SettingRow | null> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return rows[0] ?? null;
}
