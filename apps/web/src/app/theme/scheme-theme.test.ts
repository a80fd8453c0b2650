import { describe, expect, it } from 'vitest';
import { isHexColor, themeFromSourceColor } from './scheme-theme';

describe('theme from the theme_color setting', () => {
  it('accepts the hex forms a setting may hold and nothing else', () => {
    for (const value of ['#2196F3', '2196f3', '#abc']) expect(isHexColor(value)).toBe(true);
    for (const value of ['', 'blue', '#12345', 'rgb(1,2,3)', null, undefined])
      expect(isHexColor(value)).toBe(false);
  });

  it('generates a light scheme and, when asked, a dark one from the same colour', () => {
    const light = themeFromSourceColor('#2196F3', false);
    const dark = themeFromSourceColor('#2196F3', true);
    expect(light.palette.mode).toBe('light');
    expect(dark.palette.mode).toBe('dark');
    expect(light.palette.primary.main).not.toBe(dark.palette.primary.main);
    expect(light.palette.background.default).not.toBe(dark.palette.background.default);
  });

  it('follows the source colour', () => {
    const blue = themeFromSourceColor('#2196F3', false).palette.primary.main;
    const red = themeFromSourceColor('#B71C1C', false).palette.primary.main;
    expect(blue).not.toBe(red);
  });
});
