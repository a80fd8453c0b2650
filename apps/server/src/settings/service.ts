import { hasRole, isPublicSetting, validateSetting } from '@partitura/domain';
import { audienceOf } from '../core/security/access';
import type { GraphQLContext } from '../core/graphql/context';
import { refused, saved, type SaveAnswer } from '../core/records/results';
import { cachedSetting, forgetPublicSettings } from './setting-cache';
import { findSetting, listSettings, saveSetting, type SettingRow } from './repository';
import { recordVersion } from '../core/records/history';

/** The record id of the website's settings in the history: they are one record. */
export const SETTINGS_RECORD_ID = 1;

/**
 * One website setting by key, or null when unknown. Administrators read every setting, anyone
 * else only the public ones (PUBLIC_SETTINGS); any other key answers null, as an unknown key
 * does, so a visitor learns not even which settings exist.
 */
export async function settingByKey(ctx: GraphQLContext, key: string): Promise<SettingRow | null> {
  if (!isPublicSetting(key) && !hasRole(audienceOf(ctx.user), 'admin')) return null;
  return cachedSetting(ctx.db, key);
}

/** All settings ordered by key, filtered by `search` (administrators). */
export function settingList(ctx: GraphQLContext, search: string | null | undefined) {
  return listSettings(ctx.db, search);
}

/** Creates or changes a website setting (administrators), validated by the domain rule. */
export async function upsertSetting(
  ctx: GraphQLContext,
  key: string,
  value: string | null | undefined,
): Promise<SaveAnswer> {
  const errors = validateSetting(key, value);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const trimmedKey = key.trim();
  const stored = trimmedKey === 'theme_color' ? value!.trim() : (value ?? null);
  try {
    await ctx.db.transaction(async (tx) => {
      const before = (await findSetting(tx, trimmedKey))?.value ?? null;
      await saveSetting(tx, trimmedKey, stored);
      // The settings are one record in the history: each key a field (core/records/history.ts).
      await recordVersion(
        ctx,
        tx,
        'Settings',
        SETTINGS_RECORD_ID,
        'update',
        { [trimmedKey]: before },
        { version: null, state: { [trimmedKey]: stored } },
      );
    });
  } finally {
    forgetPublicSettings(ctx.db);
  }
  return saved(ctx, trimmedKey, 'Setting.saved');
}
