import { deriveSiteSchemes } from '@partitura/domain/site-scheme';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeFromScheme } from './scheme-theme';

/*
 * WCAG 2.2 AA for whatever theme_color an administrator picks: text at least 4.5:1 against the
 * surfaces it sits on, outlines and focus rings at least 3:1 (1.4.3 and 1.4.11), in the light and
 * the dark scheme — the domain's derivation and this app's theme together, as the screens show
 * them.
 */

const hex = (value: number) =>
  Math.round(value * 255)
    .toString(16)
    .padStart(2, '0');

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as #rrggbb. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

/** Hues every 15° at a strong, a muted, a pale and a dark shade, greys, and the extremes. */
function sourceColors(): string[] {
  const colors: string[] = [];
  for (let hue = 0; hue < 360; hue += 15)
    for (const [saturation, lightness] of [
      [1, 0.5],
      [0.4, 0.4],
      [0.8, 0.85],
      [0.6, 0.15],
    ])
      colors.push(hsl(hue, saturation, lightness));
  colors.push('#000000', '#ffffff', '#808080', '#455a64', '#ffff00', '#00ffff', '#ff00ff', '#111');
  return colors;
}

/** WCAG 2.2's relative luminance of an sRGB colour. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(color.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2's contrast ratio. */
function ratio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const themeOf = (source: string, dark: boolean) =>
  themeFromScheme(deriveSiteSchemes(source)[dark ? 'dark' : 'light'], dark);

type Pair = { what: string; fg: string; bg: string; min: number };

/** What the screens put on what, with the contrast each pair needs. */
function pairs(theme: Theme): Pair[] {
  const { palette } = theme;
  const surfaces = { default: palette.background.default, paper: palette.background.paper };
  const found: Pair[] = [];
  for (const [surface, bg] of Object.entries(surfaces)) {
    const on = (what: string, fg: string, min = 4.5) =>
      found.push({ what: `${what} on ${surface}`, fg, bg, min });
    on('text.primary', palette.text.primary);
    on('text.secondary', palette.text.secondary);
    on('action.active (toggle buttons)', palette.action.active);
    for (const role of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)
      on(`${role}.main (text, outlined chips)`, palette[role].main);
    on('focus ring and outlines (primary.main)', palette.primary.main, 3);
  }
  for (const role of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)
    found.push({
      what: `${role}.contrastText on ${role}.main`,
      fg: palette[role].contrastText,
      bg: palette[role].main,
      min: 4.5,
    });
  found.push({
    what: 'text.primary on warning.light (search highlight)',
    fg: palette.text.primary,
    bg: palette.warning.light,
    min: 4.5,
  });
  return found;
}

describe('contrast of the theme generated from any theme_color', () => {
  for (const dark of [false, true]) {
    it(`meets WCAG 2.2 AA in the ${dark ? 'dark' : 'light'} scheme for every source colour`, () => {
      const failures: string[] = [];
      for (const source of sourceColors()) {
        for (const pair of pairs(themeOf(source, dark))) {
          const value = ratio(pair.fg, pair.bg);
          if (value < pair.min)
            failures.push(`${source}: ${pair.what} ${pair.fg}/${pair.bg} = ${value.toFixed(2)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('outlines text fields at 3:1 against the page', () => {
    for (const dark of [false, true])
      for (const source of sourceColors()) {
        const theme = themeOf(source, dark);
        const overrides = theme.components?.MuiOutlinedInput?.styleOverrides as {
          notchedOutline: { borderColor: string };
        };
        expect(
          ratio(overrides.notchedOutline.borderColor, theme.palette.background.paper),
        ).toBeGreaterThanOrEqual(3);
      }
  });
});
