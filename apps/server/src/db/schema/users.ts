import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, ref, timestamps } from './columns';
import { EMAIL_TOKEN_KINDS, LOCALES, USER_STATUSES } from './enumerations';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An account. `created_at` is the registration date; the account is verified once
 * `email_verified_at` is set; a suspended account is refused at once, whatever tokens it holds.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // argon2id hash (the encoded string carries its own parameters and salt).
    passwordHash: text('password_hash').notNull(),
    // Preferred interface language ('en', 'de'); null = follow the browser.
    locale: text('locale'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    // One account per address, whatever its case ("Anna@x.org" = "anna@x.org").
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_name_idx').on(t.name),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_locale_check', oneOf(t.locale, LOCALES)),
  ],
);

/**
 * Permission rows with fixed numeric ids, seeded by the migration seed_reference_data:
 * 1 admin, 2 contributor, 3 guest (a lower id implies the broader roles, spec §6).
 * The id is a plain integer, not an identity: the numbers are meaningful.
 */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique('permissions_name_unique'),
});

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'user_permissions_pkey', columns: [t.userId, t.permissionId] }),
    index('user_permissions_permission_id_idx').on(t.permissionId),
  ],
);

/** A session: only the hash of the opaque bearer token is stored. Logout sets `revoked_at`. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('login_tokens_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('login_tokens_user_id_idx').on(t.userId),
    index('login_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A single-use link sent by e-mail: address verification or password reset. Only the hash is
 * stored; `used_at` makes it work once, `expires_at` bounds it in time.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique('email_tokens_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('email_tokens_user_id_kind_idx').on(t.userId, t.kind),
    index('email_tokens_expires_at_idx').on(t.expiresAt),
    check('email_tokens_kind_check', oneOf(t.kind, EMAIL_TOKEN_KINDS)),
  ],
);
