// The website's colours as plain data: what the server derives from theme_color and writes into
// the application page, and what the web app builds its theme from. Deriving them needs Material's
// colour utilities (site-scheme.ts, imported as '@partitura/domain/site-scheme'); this module does
// not, so the web app's first load carries none of them.

/** Used when theme_color holds no usable colour: a calm blue-grey. */
export const FALLBACK_THEME_COLOR = '#455a64';

/** The id of the `<script type="application/json">` carrying SitePageData in the application page. */
export const SITE_PAGE_DATA_ID = 'site-settings';

/** The Material 3 colour roles the theme uses, each a `#rrggbb`. */
export const SCHEME_ROLES = [
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'secondaryContainer',
  'onSecondaryContainer',
  'error',
  'onError',
  'surface',
  'surfaceContainerLow',
  'onSurface',
  'onSurfaceVariant',
  'outline',
  'outlineVariant',
] as const;

/** The status colours Material 3 leaves to the app (it has only error). */
export const STATUS_ROLES = ['warning', 'info', 'success'] as const;

export type SchemeRole = (typeof SCHEME_ROLES)[number];
export type StatusRole = (typeof STATUS_ROLES)[number];

/**
 * A status colour in Material's tones: `main` for text and outlines on the surfaces,
 * `contrastText` on `main`, `light` a container to put on-surface text on (a highlight), `dark`
 * the other way round.
 */
export type StatusColors = { main: string; contrastText: string; light: string; dark: string };

/** One colour scheme (light or dark) as `#rrggbb` strings. */
export type SiteScheme = Record<SchemeRole, string> & Record<StatusRole, StatusColors>;

/** Both schemes, and the source colour they were derived from (`#rrggbb`, lower case). */
export type SiteSchemes = { source: string; light: SiteScheme; dark: SiteScheme };

/** What the server writes into the application page: the public settings and their schemes. */
export type SitePageData = {
  siteTitle: string | null;
  themeColor: string | null;
  schemes: SiteSchemes;
};

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour the schemes are derived from: theme_color as `#rrggbb` in lower case (`#rgb` and a
 * missing `#` are tolerated, as older settings may hold them), else FALLBACK_THEME_COLOR. Equal
 * settings give equal strings, so a derived scheme can be recognised by its source.
 */
export function themeSourceColor(themeColor: string | null | undefined): string {
  const match = HEX_COLOR.exec(themeColor?.trim() ?? '');
  if (!match) return FALLBACK_THEME_COLOR;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

const isColor = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{6}$/.test(value);

function isScheme(value: unknown): value is SiteScheme {
  if (typeof value !== 'object' || value === null) return false;
  const scheme = value as Record<string, unknown>;
  return (
    SCHEME_ROLES.every((role) => isColor(scheme[role])) &&
    STATUS_ROLES.every((role) => {
      const status = scheme[role] as Record<string, unknown> | null | undefined;
      return ['main', 'contrastText', 'light', 'dark'].every((key) => isColor(status?.[key]));
    })
  );
}

/**
 * SitePageData from what the page carries, or null when it is missing or not of this version's
 * shape (the development server's page carries none): the app then reads the settings itself.
 */
export function parseSitePageData(json: string | null | undefined): SitePageData | null {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { siteTitle, themeColor, schemes } = value as Record<string, unknown>;
  const textOrNull = (text: unknown) => text === null || typeof text === 'string';
  if (!textOrNull(siteTitle) || !textOrNull(themeColor)) return null;
  const { source, light, dark } = (schemes ?? {}) as Record<string, unknown>;
  if (!isColor(source) || !isScheme(light) || !isScheme(dark)) return null;
  return value as SitePageData;
}
