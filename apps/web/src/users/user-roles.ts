import {
  hasRole,
  PERMISSION,
  ROLES,
  rolesFromPermissions,
  type Permission,
  type Role,
} from '@partitura/domain';

/** What an administrator can give an account: one of the roles, or no permission at all. */
export type RoleChoice = Role | 'none';

/** Broadest first (the domain's order), as the permissions dialog lists them. */
export const ROLE_CHOICES: readonly RoleChoice[] = [...ROLES, 'none'];

/** The broadest role the permissions give (a lower permission id implies the narrower roles). */
export function roleOf(permissions: readonly Permission[]): RoleChoice {
  const roles = rolesFromPermissions(permissions);
  return ROLES.find((role) => hasRole(roles, role)) ?? 'none';
}

/** The permission ids that give exactly this role: the one id, as a lower one implies the rest. */
export function permissionsFor(choice: RoleChoice): string[] {
  return choice === 'none' ? [] : [String(PERMISSION[choice])];
}
