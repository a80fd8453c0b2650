// Imported as '@partitura/domain/site-scheme', not through the package's index: Material's colour
// utilities (about 19 KB gzipped) then reach only the server and the web app's rare re-derivation
// (an administrator changing theme_color), never the app's first load.
import {
  Blend,
  Hct,
  MaterialDynamicColors,
  SchemeTonalSpot,
  TonalPalette,
  argbFromHex,
  hexFromArgb,
} from '@material/material-color-utilities';
import {
  SCHEME_ROLES,
  STATUS_ROLES,
  themeSourceColor,
  type SiteScheme,
  type SiteSchemes,
  type StatusColors,
  type StatusRole,
} from './site-theme';

// The hues of the status colours, each turned towards the source colour so they sit with the
// scheme.
const STATUS_HUES: Record<StatusRole, string> = {
  warning: '#ef6c00',
  info: '#0277bd',
  success: '#2e7d32',
};

/** A status colour's tones: tone is lightness, and contrast depends on lightness alone. */
function statusColors(designHex: string, sourceArgb: number, dark: boolean): StatusColors {
  const palette = TonalPalette.fromInt(Blend.harmonize(argbFromHex(designHex), sourceArgb));
  const tone = (light: number, inDark: number) => hexFromArgb(palette.tone(dark ? inDark : light));
  return {
    main: tone(40, 80),
    contrastText: tone(100, 20),
    light: tone(90, 30),
    dark: tone(30, 90),
  };
}

function scheme(sourceArgb: number, dark: boolean): SiteScheme {
  const tonalSpot = new SchemeTonalSpot(Hct.fromInt(sourceArgb), dark, 0);
  const roles = Object.fromEntries(
    SCHEME_ROLES.map((role) => [role, hexFromArgb(MaterialDynamicColors[role].getArgb(tonalSpot))]),
  ) as Record<(typeof SCHEME_ROLES)[number], string>;
  const status = Object.fromEntries(
    STATUS_ROLES.map((role) => [role, statusColors(STATUS_HUES[role], sourceArgb, dark)]),
  ) as Record<StatusRole, StatusColors>;
  return { ...roles, ...status };
}

/**
 * The light and the dark Material 3 tonal-spot scheme of the website's theme_color (or of
 * FALLBACK_THEME_COLOR when it holds no colour), with warning, info and success harmonised
 * towards it. Every text, status and outline colour is a tone chosen so that WCAG AA contrast
 * holds whatever the source colour (the web app's scheme-contrast test sweeps it); the result is
 * plain JSON, `#rrggbb` in lower case.
 */
export function deriveSiteSchemes(themeColor: string | null | undefined): SiteSchemes {
  const source = themeSourceColor(themeColor);
  const argb = argbFromHex(source);
  return { source, light: scheme(argb, false), dark: scheme(argb, true) };
}
