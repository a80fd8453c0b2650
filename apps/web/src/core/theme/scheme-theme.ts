import type { SiteScheme } from '@partitura/domain';
import { createTheme, type Theme } from '@mui/material/styles';

/**
 * Builds a Material UI theme from one of the colour schemes the domain derives from theme_color
 * (deriveSiteSchemes), so every surface, text and accent colour follows the website's setting.
 * Plain colours in, no colour science here: the app's first load carries none of it.
 */
export function themeFromScheme(scheme: SiteScheme, dark: boolean): Theme {
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: scheme.primary, contrastText: scheme.onPrimary },
      secondary: { main: scheme.secondary, contrastText: scheme.onSecondary },
      error: { main: scheme.error, contrastText: scheme.onError },
      warning: { ...scheme.warning },
      info: { ...scheme.info },
      success: { ...scheme.success },
      background: { default: scheme.surface, paper: scheme.surfaceContainerLow },
      text: { primary: scheme.onSurface, secondary: scheme.onSurfaceVariant },
      divider: scheme.outlineVariant,
      // Unselected toggle buttons and icon buttons take this colour: MUI's default (black at 54 %)
      // falls just short of 4.5:1 on a tinted surface.
      action: { active: scheme.onSurfaceVariant },
    },
    shape: { borderRadius: 12 },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // Links (plain and MUI's) show keyboard focus with the same ring as the buttons below.
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible': { outline: `2px solid ${scheme.primary}`, outlineOffset: 2 },
        },
      },
      // Every button, tab, chip, list entry and toggle shows keyboard focus as a ring in the
      // scheme's primary colour (3:1 on the surfaces), not only MUI's faint ripple.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${scheme.primary}`, outlineOffset: 2 },
          },
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: scheme.secondaryContainer,
              color: scheme.onSecondaryContainer,
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
          notchedOutline: { borderColor: scheme.outline },
        },
      },
    },
  });
}
