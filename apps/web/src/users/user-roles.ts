import { PERMISSION, rolesFromPermissions, type Permission, type Role } from '@partitura/domain';

/** What an administrator can give an account: one of the roles, or no permission at all. */
export type RoleChoice = Role | 'none';

/** Broadest first, as the permissions dialog lists them. */
export const ROLE_CHOICES: readonly RoleChoice[] = ['admin', 'contributor', 'guest', 'none'];

/** The broadest role the permissions give (a lower permission id implies the narrower roles). */
export function roleOf(permissions: readonly Permission[]): RoleChoice {
  const roles = rolesFromPermissions(permissions);
  if (roles.isAdmin) return 'admin';
  if (roles.isContributor) return 'contributor';
  if (roles.isGuest) return 'guest';
  return 'none';
}

/** The permission ids that give exactly this role: the one id, as a lower one implies the rest. */
export function permissionsFor(choice: RoleChoice): string[] {
  return choice === 'none' ? [] : [String(PERMISSION[choice])];
}
