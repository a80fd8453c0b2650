import { validateSetting } from '@partitura/domain';
import type { GraphQLContext } from '../core/context';
import { refused, saved, type SaveAnswer } from '../core/results';
import { findSetting, listSettings, saveSetting, type SettingRow } from './repository';

/** One website setting by key, or null when unknown (public: site_title, theme_color, …). */
export function settingByKey(ctx: GraphQLContext, key: string): Promise<SettingRow | null> {
  return findSetting(ctx.db, key);
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
  await saveSetting(
    ctx.db,
    trimmedKey,
    key.trim() === 'theme_color' ? value!.trim() : (value ?? null),
  );
  return saved(ctx, trimmedKey, 'Setting.saved');
}
