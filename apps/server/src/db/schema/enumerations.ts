// The enumerations of spec §9 that the database enforces with CHECK constraints. They are the
// same lists packages/domain defines (attribution-vocabulary, part-types, incipit-vocabulary,
// constants, locale, user-entities); import them from '@partitura/domain' once its index exports
// them, so each list exists once — regenerating the migrations then shows any drift.

/** Attribution functions (MARC relator codes). */
export const ATTRIBUTION_FUNCTIONS = [
  'aut',
  'pur',
  'ccp',
  'arr',
  'prt',
  'edt',
  'ill',
  'prf',
  'cmp',
  'lbt',
  'ltg',
  'ctb',
  'scr',
  'oth',
  'egr',
  'lyr',
  'pbl',
  'dst',
  'fmo',
  'dte',
  'dub',
  'trl',
] as const;

/** Attribution qualifiers (certainty): ascertained, misattributed, conjectural, doubtful. */
export const ATTRIBUTION_QUALIFIERS = ['asc', 'mis', 'cjt', 'dbf'] as const;

/** Part (source) types: autograph, manuscript copy, print, partial autograph. */
export const PART_TYPES = ['aut', 'cpy', 'prt', 'pau'] as const;

/** Incipit clefs. */
export const CLEFS = ['G-1', 'G-2', 'C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'F-4', 'F-3'] as const;

/** Incipit key signatures: 1–7 sharps, then 1–7 flats, in the order they are written. */
export const KEY_SIGNATURES = [
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `x${'FCGDAEB'.slice(0, n)}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `b${'BEADGCF'.slice(0, n)}`),
] as const;

/** What a digital copy digitizes (spec §2). */
export const DIGITIZABLE_TYPES = ['catalog', 'score'] as const;

/** Interface languages a user may choose (null: follow the browser). */
export const LOCALES = ['en', 'de'] as const;

export const USER_STATUSES = ['active', 'suspended'] as const;

export const EMAIL_TOKEN_KINDS = ['verify', 'reset'] as const;
