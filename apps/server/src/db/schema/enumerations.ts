// The enumerations the database enforces with CHECK constraints. Spec §9's lists live once, in
// packages/domain; regenerating the migrations shows any drift between the two.
export {
  ATTRIBUTION_FUNCTIONS,
  ATTRIBUTION_QUALIFIERS,
  CLEFS,
  DIGITIZABLE_TYPES,
  KEY_SIGNATURES,
  LOCALES,
  PART_TYPES,
  USER_STATUSES,
} from '@partitura/domain';

/** Kinds of single-use e-mail links: address verification and password reset. */
export const EMAIL_TOKEN_KINDS = ['verify', 'reset'] as const;
