import { hasRole, rolesFromPermissions, type Role } from '@partitura/domain';
import type { CurrentUser, GraphQLContext } from './context';
import { clientError } from './errors';

/** The one authorisation question: may this user act with this role? (spec §6) */
export function can(user: CurrentUser | null, role: Role): boolean {
  return (
    user !== null && hasRole(rolesFromPermissions(user.permissionIds.map((id) => ({ id }))), role)
  );
}

/** Throws the translated refusal a visitor (UNAUTHENTICATED) or an under-privileged user (FORBIDDEN) gets. */
export function assertRole(ctx: GraphQLContext, role: Role): void {
  if (!ctx.user) throw clientError('UNAUTHENTICATED', ctx.t('Auth.error_unauthenticated'));
  if (!can(ctx.user, role)) throw clientError('FORBIDDEN', ctx.t('Auth.error_forbidden'));
}

/** Throws the translated refusal a visitor gets where any signed-in user may act. */
export function assertSignedIn(ctx: GraphQLContext): void {
  if (!ctx.user) throw clientError('UNAUTHENTICATED', ctx.t('Auth.error_unauthenticated'));
}
