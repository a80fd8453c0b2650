import { canAccess, rolesFromPermissions, type Access, type Audience } from '@partitura/domain';
import type { CurrentUser, GraphQLContext } from '../graphql/context';
import { clientError } from '../runtime/errors';

/** The request's user as the domain's access rule sees them (spec §6). */
export function audienceOf(user: CurrentUser | null): Audience {
  const roles = rolesFromPermissions((user?.permissionIds ?? []).map((id) => ({ id })));
  return { ...roles, signedIn: user !== null };
}

/**
 * The one authorisation check (the domain's canAccess, as the web's screens use it): throws the
 * translated refusal a visitor (UNAUTHENTICATED) or an under-privileged user (FORBIDDEN) gets.
 */
export function assertAccess(ctx: GraphQLContext, access: Access): void {
  if (canAccess(audienceOf(ctx.user), access)) return;
  if (!ctx.user) throw clientError('UNAUTHENTICATED', ctx.t('Auth.error_unauthenticated'));
  throw clientError('FORBIDDEN', ctx.t('Auth.error_forbidden'));
}
