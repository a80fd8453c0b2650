import type { Locale } from './locale';

/** A permission row; its numeric id decides the roles (spec §6). */
export type Permission = { id: string | number };

export const USER_STATUSES = ['active', 'suspended'] as const;

export type UserStatus = (typeof USER_STATUSES)[number];

/** A user account, as `me` and the user administration see it (spec §3). */
export type User = {
  id: string;
  name: string;
  email: string;
  permissions: Permission[];
  locale: Locale | null;
  /** When the e-mail address was verified; null while unverified. */
  email_verified_at: string | null;
  /** Registration date. */
  created_at?: string | null;
  status?: UserStatus;
};

/** A website setting (spec §3). */
export type Setting = {
  key: string;
  value: string | null;
};
