import {
  Hct,
  MaterialDynamicColors as C,
  SchemeTonalSpot,
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

/**
 * Builds a Material UI theme from a Material 3 tonal-spot scheme generated from one source colour,
 * so every surface, text and accent colour is derived from the website's theme_color setting.
 */
export function themeFromSourceColor(sourceHex: string, dark: boolean): Theme {
  const hex = sourceHex.trim().startsWith('#') ? sourceHex.trim() : `#${sourceHex.trim()}`;
  const scheme = new SchemeTonalSpot(Hct.fromInt(argbFromHex(hex)), dark, 0);
  const color = (dynamicColor: DynamicColor) => hexFromArgb(dynamicColor.getArgb(scheme));
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: color(C.primary), contrastText: color(C.onPrimary) },
      secondary: { main: color(C.secondary), contrastText: color(C.onSecondary) },
      error: { main: color(C.error), contrastText: color(C.onError) },
      background: { default: color(C.surface), paper: color(C.surfaceContainerLow) },
      text: { primary: color(C.onSurface), secondary: color(C.onSurfaceVariant) },
      divider: color(C.outlineVariant),
    },
    shape: { borderRadius: 12 },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: color(C.secondaryContainer),
              color: color(C.onSecondaryContainer),
            },
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
          }),
        },
      },
      MuiButton: { styleOverrides: { root: { borderRadius: 20, textTransform: 'none' } } },
    },
  });
}
