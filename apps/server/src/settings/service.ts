import { hasRole, isPublicSetting, validateSetting } from '@partitura/domain';
import { audienceOf } from '../core/security/access';
import type { GraphQLContext } from '../core/graphql/context';
import { refused, saved, type SaveAnswer } from '../core/records/results';
import { cachedSetting, forgetPublicSettings } from './setting-cache';
import { listSettings, saveSetting, type SettingRow } from './repository';

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
  try {
    await saveSetting(
      ctx.db,
      trimmedKey,
      key.trim() === 'theme_color' ? value!.trim() : (value ?? null),
    );
  } finally {
    forgetPublicSettings(ctx.db);
  }
  return saved(ctx, trimmedKey, 'Setting.saved');
}
