/**
 * Business constants and limits of spec §7 and §9 that more than one part of the product needs.
 * (Enumerations live in their own modules; languages in locale.ts.)
 */

/** Path of the one GraphQL endpoint (spec §7). */
export const GRAPHQL_PATH = '/graphql';

/** At most this many operations travel in one batch (spec §7, §9). */
export const BATCH_SIZE = 5;

/** The client waits this long to collect operations into a batch (spec §7, §9). */
export const BATCH_INTERVAL_MS = 20;

/** The session token lives in this cookie, on this path (spec §4, §9). */
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_PATH = '/';

/** Cross-site request forgery protection: cookie issued by the server, echoed as a header (§7). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Request header that selects the language of server messages (spec §7). */
export const LOCALE_HEADER_NAME = 'locale';

/** Below this window width (px) the menu collapses behind a toggle button (spec §2, §9). */
export const MENU_COLLAPSE_WIDTH = 1000;

/** True when the side menu is collapsed at this window width: strictly below 1000 px. */
export function isMenuCollapsed(windowWidth: number): boolean {
  return windowWidth < MENU_COLLAPSE_WIDTH;
}

/** A new source is a citation unless told otherwise (spec §3, §9). */
export const DEFAULT_SOURCE_TYPE = 'cit';

/** A new voice counts one performer at position one (spec §3, §9). */
export const DEFAULT_VOICE_COUNT = 1;
export const DEFAULT_VOICE_POSITION = 1;

/** The website settings the application shell reads (spec §3). */
export const SETTING_KEYS = { siteTitle: 'site_title', themeColor: 'theme_color' } as const;

/** The kinds of record a digital copy can belong to (spec §2). */
export const DIGITIZABLE_TYPES = ['catalog', 'score'] as const;

export type DigitizableType = (typeof DIGITIZABLE_TYPES)[number];

/** Shortest accepted password. Length beats composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest accepted password: argon2 hashes any length, but a megabyte of "password" is abuse. */
export const PASSWORD_MAX_LENGTH = 200;

/** How many days a deleted record stays in the trash (issue 26), unless the setting says otherwise. */
export const TRASH_DAYS_DEFAULT = 30;

/** The website setting that says how many days the trash keeps a deleted record. */
export const TRASH_DAYS_SETTING = 'trash_days';
