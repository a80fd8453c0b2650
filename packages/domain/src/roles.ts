import type { Permission } from './user-entities';

/** Permission ids (spec §6): a lower id implies the broader roles. */
export const PERMISSION = { admin: 1, contributor: 2, guest: 3 } as const;

export const ROLES = ['admin', 'contributor', 'guest'] as const;

export type Role = (typeof ROLES)[number];

export type Roles = { isGuest: boolean; isContributor: boolean; isAdmin: boolean };

/**
 * Who may use an operation or a screen: anyone (`public`), anyone signed in whatever their
 * permissions (`authenticated`, e.g. an account whose address is not verified yet), or a role.
 */
export type Access = Role | 'authenticated' | 'public';

/** Who is asking: the roles of their permissions (spec §6) and whether someone is signed in. */
export type Audience = Roles & { signedIn: boolean };

/**
 * True when this audience may use what `access` guards: `public` anyone, `authenticated` anyone
 * signed in (verified or not), a role whoever has it (an admin is also contributor and guest).
 * The server's guards and the web's routes and menu decide with this one function.
 */
export function canAccess(audience: Audience, access: Access): boolean {
  if (access === 'public') return true;
  if (access === 'authenticated') return audience.signedIn;
  return audience.signedIn && hasRole(audience, access);
}

/** True when the roles include `role` (an admin is also contributor and guest, spec §6). */
export function hasRole(roles: Roles, role: Role): boolean {
  if (role === 'admin') return roles.isAdmin;
  if (role === 'contributor') return roles.isContributor;
  return roles.isGuest;
}

/**
 * The roles a user's permissions give (spec §6): any permission id below 4 makes a guest, below
 * 3 a contributor, below 2 an admin — so an admin is also contributor and guest. Ids may arrive
 * as numbers or numeric strings; anything not numeric is ignored. No permissions: no role.
 */
export function rolesFromPermissions(
  permissions: ReadonlyArray<Permission | null> | null | undefined,
): Roles {
  const ids = (permissions ?? []).map((permission) => permissionId(permission?.id));
  const lowest = Math.min(...ids.filter(Number.isFinite));
  return {
    isGuest: lowest < 4,
    isContributor: lowest < 3,
    isAdmin: lowest < 2,
  };
}

function permissionId(id: string | number | null | undefined): number {
  if (typeof id === 'number') return id;
  // Number('') is 0, which would read as an admin id: blank strings count as no id.
  return typeof id === 'string' && id.trim() !== '' ? Number(id) : Number.NaN;
}

/**
 * True only when the user's e-mail address is verified, i.e. email_verified_at is present
 * (spec §4). Missing users are not verified.
 */
export function isVerified(
  user: { email_verified_at?: string | Date | null } | null | undefined,
): boolean {
  const verifiedAt = user?.email_verified_at;
  return verifiedAt instanceof Date || (typeof verifiedAt === 'string' && verifiedAt.trim() !== '');
}
