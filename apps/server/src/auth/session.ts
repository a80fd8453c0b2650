import type { CurrentUser } from '../core/graphql/context';
import type { Db } from '../core/database/db';
import { findSession, permissionsOf } from './repository';
import { hashToken } from './tokens';

/**
 * The user a bearer token belongs to, or null when the token is unknown, expired, revoked or its
 * account suspended (suspension therefore takes effect with the very next request).
 */
export async function resolveSession(db: Db, token: string): Promise<CurrentUser | null> {
  if (token.length > 200) return null;
  const session = await findSession(db, hashToken(token));
  if (!session) return null;
  const { user } = session;
  const permissions = (await permissionsOf(db, [user.id])).get(user.id) ?? [];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    locale: user.locale,
    permissionIds: permissions.map((permission) => permission.id),
    tokenId: session.tokenId,
  };
}
