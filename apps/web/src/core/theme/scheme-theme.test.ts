import { deriveSiteSchemes } from '@partitura/domain/site-scheme';
import { describe, expect, it } from 'vitest';
import { themeFromScheme } from './scheme-theme';

describe('theme from a derived colour scheme', () => {
  const schemes = deriveSiteSchemes('#2196F3');

  it('puts the scheme’s roles where the screens take their colours from', () => {
    const { palette, components } = themeFromScheme(schemes.light, false);
    expect(palette.mode).toBe('light');
    expect(palette.primary.main).toBe(schemes.light.primary);
    expect(palette.primary.contrastText).toBe(schemes.light.onPrimary);
    expect(palette.background.default).toBe(schemes.light.surface);
    expect(palette.background.paper).toBe(schemes.light.surfaceContainerLow);
    expect(palette.text.primary).toBe(schemes.light.onSurface);
    expect(palette.warning.light).toBe(schemes.light.warning.light);
    expect(palette.success.main).toBe(schemes.light.success.main);
    const input = components?.MuiOutlinedInput?.styleOverrides as {
      notchedOutline: { borderColor: string };
    };
    expect(input.notchedOutline.borderColor).toBe(schemes.light.outline);
  });

  it('builds a dark theme from the dark scheme', () => {
    const dark = themeFromScheme(schemes.dark, true);
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.primary.main).toBe(schemes.dark.primary);
    expect(dark.palette.background.default).toBe(schemes.dark.surface);
  });

  it('leaves the scheme as it was (the same scheme builds the next theme)', () => {
    const before = structuredClone(schemes.light);
    themeFromScheme(schemes.light, false);
    expect(schemes.light).toEqual(before);
  });
});
