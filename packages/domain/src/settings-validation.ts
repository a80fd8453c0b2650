import { errorIf, isBlank, type FieldError } from './validation';

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
