import { SETTING_KEYS } from './constants';
import { errorIf, isBlank, type FieldError } from './validation';

/**
 * The settings anyone may read: what the public screens need. Any other setting (a mail
 * password, say) is read by administrators only; to a visitor it does not exist. A feature that
 * needs another setting on a public screen adds its key here, knowingly.
 */
export const PUBLIC_SETTINGS: readonly string[] = [SETTING_KEYS.siteTitle, SETTING_KEYS.themeColor];

/** True when everyone, visitors included, may read this setting (PUBLIC_SETTINGS). */
export function isPublicSetting(key: string): boolean {
  return PUBLIC_SETTINGS.includes(key);
}

/** A colour as the theme needs it: #RRGGBB. */
export function isHexColor(value: string | null | undefined): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value?.trim() ?? '');
}

/** A website setting: a key, and for theme_color a colour #RRGGBB. */
export function validateSetting(
  key: string | null | undefined,
  value: string | null | undefined,
): FieldError[] {
  return [
    ...errorIf(isBlank(key), 'key', 'Setting.error_key_empty'),
    ...errorIf(
      key?.trim() === 'theme_color' && !isHexColor(value),
      'value',
      'Setting.error_color_invalid',
    ),
  ];
}
