import { Contrast, Hct, argbFromHex, hexFromArgb } from '@material/material-color-utilities';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeFromSourceColor } from './scheme-theme';

/*
 * WCAG 2.2 AA for whatever theme_color an administrator picks: text at least 4.5:1 against the
 * surfaces it sits on, outlines and focus rings at least 3:1 (1.4.3 and 1.4.11), in the light and
 * the dark scheme.
 */

/** Hues every 15° at a strong and a muted chroma, greys, and the extremes of lightness. */
function sourceColors(): string[] {
  const colors: string[] = [];
  for (let hue = 0; hue < 360; hue += 15)
    for (const [chroma, tone] of [
      [80, 50],
      [30, 40],
      [48, 85],
      [40, 15],
    ])
      colors.push(hexFromArgb(Hct.from(hue, chroma, tone).toInt()));
  colors.push('#000000', '#ffffff', '#808080', '#455a64', '#ffff00', '#00ffff', '#ff00ff', '#111');
  return colors;
}

const ratio = (a: string, b: string) =>
  Contrast.ratioOfTones(Hct.fromInt(argbFromHex(a)).tone, Hct.fromInt(argbFromHex(b)).tone);

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
        for (const pair of pairs(themeFromSourceColor(source, dark))) {
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
        const theme = themeFromSourceColor(source, dark);
        const overrides = theme.components?.MuiOutlinedInput?.styleOverrides as {
          notchedOutline: { borderColor: string };
        };
        expect(
          ratio(overrides.notchedOutline.borderColor, theme.palette.background.paper),
        ).toBeGreaterThanOrEqual(3);
      }
  });
});
