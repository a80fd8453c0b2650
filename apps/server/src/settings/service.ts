import { validateSetting } from '@partitura/domain';
import type { GraphQLContext } from '../core/context';
import { refused, saved, type SaveAnswer } from '../core/results';
import { saveSetting } from './repository';

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
