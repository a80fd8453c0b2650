import {
  Blend,
  Hct,
  MaterialDynamicColors as C,
  SchemeTonalSpot,
  TonalPalette,
  argbFromHex,
  hexFromArgb,
  type DynamicColor,
} from '@material/material-color-utilities';
import { createTheme, type Theme } from '@mui/material/styles';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` / `#rrggbb` (with or without `#`), the forms a theme_color setting may take. */
export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

// The hues Material 3 leaves to the app (it has only error): warning, information and success,
// each turned towards the source colour so they sit with the scheme.
const STATUS_HUES = { warning: '#ef6c00', info: '#0277bd', success: '#2e7d32' } as const;

/**
 * A status colour in Material's tones, so its contrast holds whatever the source colour (tone is
 * lightness, and contrast depends on lightness alone): `main` for text and outlines on the
 * surfaces (tone 40 light, 80 dark), `contrastText` on `main`, `light` a container to put
 * on-surface text on (a highlight), `dark` the other way round.
 */
function statusPalette(designHex: string, sourceArgb: number, dark: boolean) {
  const palette = TonalPalette.fromInt(Blend.harmonize(argbFromHex(designHex), sourceArgb));
  const tone = (light: number, inDark: number) => hexFromArgb(palette.tone(dark ? inDark : light));
  return {
    main: tone(40, 80),
    contrastText: tone(100, 20),
    light: tone(90, 30),
    dark: tone(30, 90),
  };
}

/**
 * Builds a Material UI theme from a Material 3 tonal-spot scheme generated from one source colour,
 * so every surface, text and accent colour is derived from the website's theme_color setting.
 */
export function themeFromSourceColor(sourceHex: string, dark: boolean): Theme {
  const hex = sourceHex.trim().startsWith('#') ? sourceHex.trim() : `#${sourceHex.trim()}`;
  const scheme = new SchemeTonalSpot(Hct.fromInt(argbFromHex(hex)), dark, 0);
  const color = (dynamicColor: DynamicColor) => hexFromArgb(dynamicColor.getArgb(scheme));
  const source = argbFromHex(hex);
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: color(C.primary), contrastText: color(C.onPrimary) },
      secondary: { main: color(C.secondary), contrastText: color(C.onSecondary) },
      error: { main: color(C.error), contrastText: color(C.onError) },
      warning: statusPalette(STATUS_HUES.warning, source, dark),
      info: statusPalette(STATUS_HUES.info, source, dark),
      success: statusPalette(STATUS_HUES.success, source, dark),
      background: { default: color(C.surface), paper: color(C.surfaceContainerLow) },
      text: { primary: color(C.onSurface), secondary: color(C.onSurfaceVariant) },
      divider: color(C.outlineVariant),
      // Unselected toggle buttons and icon buttons take this colour: MUI's default (black at 54 %)
      // falls just short of 4.5:1 on a tinted surface.
      action: { active: color(C.onSurfaceVariant) },
    },
    shape: { borderRadius: 12 },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // Links (plain and MUI's) show keyboard focus with the same ring as the buttons below.
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible': { outline: `2px solid ${color(C.primary)}`, outlineOffset: 2 },
        },
      },
      // Every button, tab, chip, list entry and toggle shows keyboard focus as a ring in the
      // scheme's primary colour (3:1 on the surfaces), not only MUI's faint ripple.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${color(C.primary)}`, outlineOffset: 2 },
          },
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: color(C.secondaryContainer),
              color: color(C.onSecondaryContainer),
            },
            // Inside the drawer's scrolling box, a ring outside the entry would be cut off.
            '&.Mui-focusVisible': { outlineOffset: -2 },
          },
        },
      },
      MuiButton: { styleOverrides: { root: { borderRadius: 20, textTransform: 'none' } } },
      // A field's outline is what shows where to type: 3:1 against the surface (WCAG 1.4.11),
      // which MUI's translucent default does not reach.
      MuiOutlinedInput: {
        styleOverrides: {
          notchedOutline: { borderColor: color(C.outline) },
        },
      },
    },
  });
}
