import { describe, expect, it } from 'vitest';
import {
  PUBLIC_SETTINGS,
  isHexColor,
  isPublicSetting,
  validateSetting,
} from './settings-validation';

describe('website settings', () => {
  it('accepts any value for an ordinary key', () => {
    expect(validateSetting('site_title', 'Musikarchiv Einsiedeln')).toEqual([]);
    expect(validateSetting('site_title', '')).toEqual([]);
  });

  it('refuses an empty key with Setting.error_key_empty', () => {
    expect(validateSetting(' ', 'x')).toEqual([{ field: 'key', key: 'Setting.error_key_empty' }]);
  });

  it('refuses a theme_color that is not #RRGGBB with Setting.error_color_invalid', () => {
    for (const value of ['red', '#fff', '#12345g', '', null]) {
      expect(validateSetting('theme_color', value)).toEqual([
        { field: 'value', key: 'Setting.error_color_invalid' },
      ]);
    }
    expect(isHexColor('#6D4C41')).toBe(true);
  });
});

describe('public settings', () => {
  it('are the site title and the theme colour, exactly', () => {
    expect(PUBLIC_SETTINGS).toEqual(['site_title', 'theme_color']);
    expect(isPublicSetting('site_title')).toBe(true);
    expect(isPublicSetting('smtp_password')).toBe(false);
    expect(isPublicSetting('Site_Title')).toBe(false);
  });
});
